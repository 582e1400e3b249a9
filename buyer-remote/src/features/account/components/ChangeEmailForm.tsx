import { useState } from 'react';
import { Alert, authStore, Button, changeEmail, reportError, sharedText, TextField, type PrivateUser } from '@craft/shared';
import { PasswordField, useSchemaForm } from '@craft/shared/forms';
import { useBuyerTexts } from '../../../texts';
import { accountErrorText } from '../lib/account-error';
import { Part } from './Part';

type Values = { email: string; password: string };

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/**
 * New address and the password. The API mails a link to the new address; the login address
 * changes only once it is followed, so until then the section shows the address as pending.
 */
export function ChangeEmailForm({ user }: { user: PrivateUser }) {
  const t = useBuyerTexts('account');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useSchemaForm<Values>({
    defaultValues: { email: '', password: '' },
    resolver: (schemas) =>
      schemas.formResolver<Values>(schemas.changeEmailSchema, {
        labels: { email: t('newEmail'), password: t('password') },
        overrides: { email: { invalid_format: sharedText('validation.email') } },
      }),
    loadFailedText: t('failed'),
    app: 'buyer',
    action: 'Changing the e-mail address',
  });
  const { errors } = form.formState;

  const save = async ({ email, password }: Values) => {
    setOutcome(null);
    const address = email.trim();
    try {
      await changeEmail(user.id, { email: address, password });
      form.reset();
      // The stored user shows the pending address until the next refresh brings the API's copy.
      const current = authStore.getSession().user;
      if (current) authStore.updateUser({ ...current, pending_email: address });
      setOutcome({ tone: 'success', message: t('emailSent', { email: address }) });
    } catch (error) {
      reportError(error, { action: 'Changing the e-mail address', app: 'buyer' });
      setOutcome({ tone: 'error', message: accountErrorText(error) });
    }
  };

  const alert = outcome ?? (errors.root?.message ? { tone: 'error' as const, message: errors.root.message } : null);

  return (
    <Part title={t('emailTitle')}>
      <p>{t('currentEmail', { email: user.email })}</p>
      {user.pending_email && outcome?.tone !== 'success' && <p>{t('pendingEmail', { email: user.pending_email })}</p>}
      {alert && <Alert tone={alert.tone}>{alert.message}</Alert>}
      <form noValidate onSubmit={form.submitWith(save)}>
        <TextField
          label={t('newEmail')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField form={form} name="password" label={t('password')} />
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t('changingEmail') : t('changeEmail')}
        </Button>
      </form>
    </Part>
  );
}
