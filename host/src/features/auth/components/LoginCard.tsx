import { useId, useState } from 'react';
import { ButtonLink, hostPaths, hostTexts, type Role } from '@craft/shared';
import { forgotPasswordLink } from '../lib/forgot-password';
import { AuthCard, Divider, Slogan, SmallLink } from './AuthCard';
import { LoginForm } from './LoginForm';
import { RoleToggle } from './RoleToggle';

const texts = hostTexts.login;

/**
 * The login card of '/'. The role toggle only tints the card (SPEC §4: it changes nothing in
 * the request); where the user lands depends on the role the server returns.
 */
export function LoginCard() {
  const titleId = useId();
  const [role, setRole] = useState<Role>('buyer');
  return (
    <AuthCard as="section" aria-labelledby={titleId} $seller={role === 'seller'}>
      <h2 id={titleId}>{texts.title}</h2>
      <Slogan>{texts.slogan}</Slogan>
      <LoginForm texts={texts} extra={<SmallLink to={forgotPasswordLink}>{texts.forgotPassword}</SmallLink>} />
      <Divider>{texts.noAccount}</Divider>
      <RoleToggle
        legend={texts.otherRole}
        value={role}
        onChange={setRole}
        labels={{ buyer: texts.asBuyer, seller: texts.asCraftman }}
      />
      <ButtonLink to={hostPaths.register} variant="seller" fullWidth>
        {texts.register}
      </ButtonLink>
    </AuthCard>
  );
}
