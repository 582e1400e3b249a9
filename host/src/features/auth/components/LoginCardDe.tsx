import { useId } from 'react';
import { ButtonLink, hostPaths, hostTexts } from '@craft/shared';
import { forgotPasswordLink } from '../lib/forgot-password';
import { AuthCard, Divider, SmallLink } from './AuthCard';
import { LoginForm } from './LoginForm';

const texts = hostTexts.loginDe;

/** The German login card (SPEC §2). Unlike the spec's static card it really logs in. */
export function LoginCardDe() {
  const titleId = useId();
  return (
    <AuthCard as="section" aria-labelledby={titleId} lang="de">
      <h1 id={titleId}>{texts.title}</h1>
      <LoginForm texts={texts} extra={<SmallLink to={forgotPasswordLink}>{texts.forgotPassword}</SmallLink>} />
      <Divider>{texts.noAccount}</Divider>
      <ButtonLink to={hostPaths.register} variant="secondary" fullWidth>
        {texts.register}
      </ButtonLink>
    </AuthCard>
  );
}
