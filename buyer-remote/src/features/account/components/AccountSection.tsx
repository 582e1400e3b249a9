import { Card, useAuth } from '@craft/shared';
import { useBuyerTexts } from '../../../texts';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccount } from './DeleteAccount';
import { DownloadMyData } from './DownloadMyData';
import { MailPreferencesForm } from './MailPreferencesForm';
import { SignOutEverywhere } from './SignOutEverywhere';

/**
 * The account section of Personal Information, for every role: password, e-mail address,
 * which e-mails to get, sessions, the data export and deletion. Works on the logged-in user of the shared store.
 */
export function AccountSection() {
  const t = useBuyerTexts('account');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Card as="section" aria-labelledby="account-section">
      <h2 id="account-section" style={{ margin: 0 }}>
        {t('title')}
      </h2>
      <ChangePasswordForm user={user} />
      <ChangeEmailForm user={user} />
      <MailPreferencesForm />
      <SignOutEverywhere userId={user.id} />
      <DownloadMyData userId={user.id} />
      <DeleteAccount userId={user.id} />
    </Card>
  );
}
