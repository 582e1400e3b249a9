import { useState } from 'react';
import { Alert, Button, changePassword, reportError, TextField, validationTexts } from '@craft/shared';
import { useSchemaForm } from '@craft/shared/forms';
import { buyerTexts } from '@craft/shared/texts/buyer';
import { accountErrorText } from '../lib/account-error';
import { Part } from './Part';

const texts = buyerTexts.account;

type Values = { current_password: string; new_password: string };

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** Current and new password; the API signs out every other session. */
export function ChangePasswordForm({ userId }: { userId: number }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useSchemaForm<Values>({
    defaultValues: { current_password: '', new_password: '' },
    resolver: (schemas) =>
      schemas.formResolver<Values>(schemas.changePasswordSchema, {
        labels: { current_password: texts.currentPassword, new_password: texts.newPassword },
        overrides: { new_password: { too_small: validationTexts.tooShort(texts.newPassword, 8) } },
      }),
    loadFailedText: texts.failed,
    app: 'buyer',
    action: 'Changing the password',
  });
  const { errors } = form.formState;

  const save = async (values: Values) => {
    setOutcome(null);
    try {
      await changePassword(userId, values);
      form.reset();
      setOutcome({ tone: 'success', message: texts.passwordChanged });
    } catch (error) {
      reportError(error, { action: 'Changing the password', app: 'buyer' });
      setOutcome({ tone: 'error', message: accountErrorText(error) });
    }
  };

  const alert = outcome ?? (errors.root?.message ? { tone: 'error' as const, message: errors.root.message } : null);

  return (
    <Part title={texts.passwordTitle}>
      {alert && <Alert tone={alert.tone}>{alert.message}</Alert>}
      <form noValidate onSubmit={form.submitWith(save)}>
        <TextField
          label={texts.currentPassword}
          type="password"
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <TextField
          label={texts.newPassword}
          type="password"
          autoComplete="new-password"
          required
          hint={texts.newPasswordHint}
          error={errors.new_password?.message}
          {...form.register('new_password')}
        />
        <Button type="submit" disabled={form.busy}>
          {form.busy ? texts.changingPassword : texts.changePassword}
        </Button>
      </form>
    </Part>
  );
}
