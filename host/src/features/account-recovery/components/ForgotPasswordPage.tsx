import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, hostPaths, requestPasswordReset, reportError, TextField, validationTexts } from '@craft/shared';
import { useSchemaForm } from '@craft/shared/forms';
import { hostAccountTexts } from '@craft/shared/texts/host-account';
import { requestErrorText } from '../lib/request-error';
import { AccountCard, Intro } from './AccountCard';

const texts = hostAccountTexts.forgot;

type Values = { email: string };

/**
 * /forgot-password: asks for a reset link. The answer is the same neutral text whatever the
 * address (the API answers 202 either way), so the page never tells whether an account exists.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<Values>({
    defaultValues: { email: '' },
    resolver: (schemas) =>
      schemas.formResolver<Values>(schemas.passwordResetRequestSchema, {
        labels: { email: texts.email },
        overrides: { email: { invalid_format: validationTexts.email } },
      }),
    loadFailedText: texts.failed,
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
      setFailure(requestErrorText(error, texts));
    }
  };

  return (
    <AccountCard title={texts.title}>
      {sent ? (
        <div>
          <Alert tone="success">{texts.sent}</Alert>
          <Link to={hostPaths.root}>{texts.backToLogin}</Link>
        </div>
      ) : (
        <>
          <Intro>{texts.intro}</Intro>
          {(failure ?? errors.root?.message) && <Alert tone="error">{failure ?? errors.root?.message}</Alert>}
          <form noValidate onSubmit={form.submitWith(send)}>
            <TextField
              label={texts.email}
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" fullWidth disabled={form.busy}>
              {form.busy ? texts.submitting : texts.submit}
            </Button>
          </form>
          <p>
            <Link to={hostPaths.root}>{texts.backToLogin}</Link>
          </p>
        </>
      )}
    </AccountCard>
  );
}
