import { useState } from 'react';
import { Alert, authStore, Button, changePassword, login, reportError, sharedText, type PrivateUser } from '@craft/shared';
import { PasswordField, useSchemaForm } from '@craft/shared/forms';
import { useBuyerTexts } from '../../../texts';
import { accountErrorText } from '../lib/account-error';
import { Part } from './Part';

type Values = { current_password: string; new_password: string };

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/**
 * The API revokes every token issued before the change, and answers 204 without a new one: this
 * page logs in again with the new password, so only the other devices are signed out.
 */
async function stayLoggedIn(email: string, password: string): Promise<void> {
  try {
    const session = await login({ email, password });
    authStore.signIn(session.access_token, session.user);
  } catch (error) {
    // The old token then ends the session on the next request, as after a sign-out elsewhere.
    reportError(error, { action: 'Logging in again after a password change', app: 'buyer' });
  }
}

/** Current and new password; every other session ends. */
export function ChangePasswordForm({ user }: { user: PrivateUser }) {
  const t = useBuyerTexts('account');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useSchemaForm<Values>({
    defaultValues: { current_password: '', new_password: '' },
    resolver: (schemas) =>
      schemas.formResolver<Values>(schemas.changePasswordSchema, {
        labels: { current_password: t('currentPassword'), new_password: t('newPassword') },
        overrides: { new_password: { too_small: sharedText('validation.tooShort', { field: t('newPassword'), min: 8 }) } },
      }),
    loadFailedText: t('failed'),
    app: 'buyer',
    action: 'Changing the password',
  });
  const { errors } = form.formState;

  const save = async (values: Values) => {
    setOutcome(null);
    try {
      await changePassword(user.id, values);
      await stayLoggedIn(user.email, values.new_password);
      form.reset();
      setOutcome({ tone: 'success', message: t('passwordChanged') });
    } catch (error) {
      reportError(error, { action: 'Changing the password', app: 'buyer' });
      setOutcome({ tone: 'error', message: accountErrorText(error) });
    }
  };

  const alert = outcome ?? (errors.root?.message ? { tone: 'error' as const, message: errors.root.message } : null);

  return (
    <Part title={t('passwordTitle')}>
      {alert && <Alert tone={alert.tone}>{alert.message}</Alert>}
      <form noValidate onSubmit={form.submitWith(save)}>
        <PasswordField form={form} name="current_password" label={t('currentPassword')} />
        <PasswordField form={form} name="new_password" label={t('newPassword')} fresh hint={t('newPasswordHint')} />
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t('changingPassword') : t('changePassword')}
        </Button>
      </form>
    </Part>
  );
}
