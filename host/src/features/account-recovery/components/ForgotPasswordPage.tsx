import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, hostPaths, requestPasswordReset, reportError, sharedText, TextField } from '@craft/shared';
import { useSchemaForm } from '@craft/shared/forms';
import { requestErrorText } from '../lib/request-error';
import { accountCatalog, useAccountTexts } from '../texts';
import { AccountCard, Intro } from './AccountCard';

type Values = { email: string };

/**
 * /forgot-password: asks for a reset link. The answer is the same neutral text whatever the
 * address (the API answers 202 either way), so the page never tells whether an account exists.
 */
export function ForgotPasswordPage() {
  const t = useAccountTexts('forgot');
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<Values>({
    defaultValues: { email: '' },
    resolver: (schemas) =>
      schemas.formResolver<Values>(schemas.passwordResetRequestSchema, {
        labels: { email: t('email') },
        overrides: { email: { invalid_format: sharedText('validation.email') } },
      }),
    loadFailedText: t('failed'),
    app: 'host',
    action: 'Requesting a password reset',
  });
  const { errors } = form.formState;

  const send = async ({ email }: Values) => {
    setFailure(null);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (error) {
      reportError(error, { action: 'Requesting a password reset', app: 'host' });
      setFailure(requestErrorText(error, { failed: accountCatalog.text('forgot.failed'), tooManyAttempts: accountCatalog.text('forgot.tooManyAttempts') }));
    }
  };

  return (
    <AccountCard title={t('title')}>
      {sent ? (
        <div>
          <Alert tone="success">{t('sent')}</Alert>
          <Link to={hostPaths.root}>{t('backToLogin')}</Link>
        </div>
      ) : (
        <>
          <Intro>{t('intro')}</Intro>
          {(failure ?? errors.root?.message) && <Alert tone="error">{failure ?? errors.root?.message}</Alert>}
          <form noValidate onSubmit={form.submitWith(send)}>
            <TextField
              label={t('email')}
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" fullWidth disabled={form.busy}>
              {form.busy ? t('submitting') : t('submit')}
            </Button>
          </form>
          <p>
            <Link to={hostPaths.root}>{t('backToLogin')}</Link>
          </p>
        </>
      )}
    </AccountCard>
  );
}
