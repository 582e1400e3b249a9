import { useId, useState } from 'react';
import { ButtonLink, hostPaths, type Role } from '@craft/shared';
import { useHostTexts } from '../../../texts';
import { forgotPasswordLink } from '../lib/forgot-password';
import { AuthCard, Divider, Slogan, SmallLink } from './AuthCard';
import { LoginForm } from './LoginForm';
import { RoleToggle } from './RoleToggle';

/**
 * The login card of '/' (and of '/anmelden', which shows it in German). The role toggle only tints the card (the spec: it changes nothing in
 * the request); where the user lands depends on the role the server returns.
 */
export function LoginCard() {
  const t = useHostTexts('login');
  const titleId = useId();
  const [role, setRole] = useState<Role>('buyer');
  return (
    <AuthCard as="section" aria-labelledby={titleId} $seller={role === 'seller'}>
      <h2 id={titleId}>{t('title')}</h2>
      <Slogan>{t('slogan')}</Slogan>
      <LoginForm extra={<SmallLink to={forgotPasswordLink}>{t('forgotPassword')}</SmallLink>} />
      <Divider>{t('noAccount')}</Divider>
      <RoleToggle
        legend={t('otherRole')}
        value={role}
        onChange={setRole}
        labels={{ buyer: t('asBuyer'), seller: t('asCraftman') }}
      />
      <ButtonLink to={hostPaths.register} variant="seller" fullWidth>
        {t('register')}
      </ButtonLink>
    </AuthCard>
  );
}
