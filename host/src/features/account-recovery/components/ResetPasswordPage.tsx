import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, apiErrorMessage, Button, confirmPasswordReset, hostPaths, reportError, sharedText } from '@craft/shared';
import { PasswordField, useSchemaForm } from '@craft/shared/forms';
import { isRefusedLink, requestErrorText } from '../lib/request-error';
import { accountCatalog, useAccountTexts } from '../texts';
import { AccountCard, Intro } from './AccountCard';

type Values = { password: string; repeat: string };

type Outcome = { kind: 'idle' } | { kind: 'error'; message: string; newLink: boolean } | { kind: 'done' };

function InvalidLink() {
  const t = useAccountTexts('reset');
  return (
    <>
      <Alert tone="error">{t('invalidLink')}</Alert>
      <Link to={hostPaths.forgotPassword}>{t('requestNew')}</Link>
    </>
  );
}

/**
 * /reset-password?token=: the e-mailed link's page. New password twice, checked by the same
 * rule as registration; a used, expired or unknown link says so and offers a new one.
 */
export function ResetPasswordPage() {
  const t = useAccountTexts('reset');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const form = useSchemaForm<Values>({
    defaultValues: { password: '', repeat: '' },
    resolver: (schemas) =>
      schemas.formResolver<Values>(schemas.passwordResetConfirmSchema, {
        labels: { password: t('password') },
        overrides: { password: { too_small: sharedText('validation.tooShort', { field: t('password'), min: 8 }) } },
        toInput: (values) => ({ token, password: values.password }),
      }),
    loadFailedText: t('failed'),
    app: 'host',
    action: 'Setting a new password',
  });
  const { errors } = form.formState;

  if (!token || (errors as Record<string, unknown>).token) {
    return (
      <AccountCard title={t('title')}>
        <InvalidLink />
      </AccountCard>
    );
  }

  if (outcome.kind === 'done') {
    return (
      <AccountCard title={t('title')}>
        <Alert tone="success">{t('done')}</Alert>
        <Link to={hostPaths.root}>{t('login')}</Link>
      </AccountCard>
    );
  }

  const save = async ({ password, repeat }: Values) => {
    setOutcome({ kind: 'idle' });
    if (password !== repeat) {
      form.setError('repeat', { type: 'custom', message: accountCatalog.text('reset.mismatch') }, { shouldFocus: true });
      return;
    }
    try {
      await confirmPasswordReset({ token, password });
      setOutcome({ kind: 'done' });
    } catch (error) {
      reportError(error, { action: 'Setting a new password', app: 'host' });
      // A refused link and a refused password both come back as 400: the API's {error} says which,
      // and the form stays (with a way to a new link) in case it was the password.
      setOutcome(
        isRefusedLink(error)
          ? { kind: 'error', message: apiErrorMessage(error) ?? accountCatalog.text('reset.invalidLink'), newLink: true }
          : { kind: 'error', message: requestErrorText(error, { failed: accountCatalog.text('reset.failed'), tooManyAttempts: accountCatalog.text('reset.tooManyAttempts') }), newLink: false },
      );
    }
  };

  const alert = outcome.kind === 'error' ? outcome.message : errors.root?.message;
  const newLink = outcome.kind === 'error' && outcome.newLink;

  return (
    <AccountCard title={t('title')}>
      <Intro>{t('intro')}</Intro>
      {alert && (
        <Alert tone="error">
          {alert} {newLink && <Link to={hostPaths.forgotPassword}>{t('requestNew')}</Link>}
        </Alert>
      )}
      <form noValidate onSubmit={form.submitWith(save)}>
        <PasswordField form={form} name="password" label={t('password')} fresh hint={t('passwordHint')} />
        <PasswordField form={form} name="repeat" label={t('repeat')} fresh />
        <Button type="submit" fullWidth disabled={form.busy}>
          {form.busy ? t('submitting') : t('submit')}
        </Button>
      </form>
    </AccountCard>
  );
}
