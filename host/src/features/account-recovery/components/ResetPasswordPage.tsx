import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, apiErrorMessage, Button, confirmPasswordReset, hostPaths, reportError, TextField, validationTexts } from '@craft/shared';
import { useSchemaForm } from '@craft/shared/forms';
import { hostAccountTexts } from '@craft/shared/texts/host-account';
import { isRefusedLink, requestErrorText } from '../lib/request-error';
import { AccountCard, Intro } from './AccountCard';

const texts = hostAccountTexts.reset;

type Values = { password: string; repeat: string };

type Outcome = { kind: 'idle' } | { kind: 'error'; message: string; newLink: boolean } | { kind: 'done' };

function InvalidLink() {
  return (
    <>
      <Alert tone="error">{texts.invalidLink}</Alert>
      <Link to={hostPaths.forgotPassword}>{texts.requestNew}</Link>
    </>
  );
}

/**
 * /reset-password?token=: the e-mailed link's page. New password twice, checked by the same
 * rule as registration; a used, expired or unknown link says so and offers a new one.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const form = useSchemaForm<Values>({
    defaultValues: { password: '', repeat: '' },
    resolver: (schemas) =>
      schemas.formResolver<Values>(schemas.passwordResetConfirmSchema, {
        labels: { password: texts.password },
        overrides: { password: { too_small: validationTexts.tooShort(texts.password, 8) } },
        toInput: (values) => ({ token, password: values.password }),
      }),
    loadFailedText: texts.failed,
    app: 'host',
    action: 'Setting a new password',
  });
  const { errors } = form.formState;

  if (!token || (errors as Record<string, unknown>).token) {
    return (
      <AccountCard title={texts.title}>
        <InvalidLink />
      </AccountCard>
    );
  }

  if (outcome.kind === 'done') {
    return (
      <AccountCard title={texts.title}>
        <Alert tone="success">{texts.done}</Alert>
        <Link to={hostPaths.root}>{texts.login}</Link>
      </AccountCard>
    );
  }

  const save = async ({ password, repeat }: Values) => {
    setOutcome({ kind: 'idle' });
    if (password !== repeat) {
      form.setError('repeat', { type: 'custom', message: texts.mismatch }, { shouldFocus: true });
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
          ? { kind: 'error', message: apiErrorMessage(error) ?? texts.invalidLink, newLink: true }
          : { kind: 'error', message: requestErrorText(error, texts), newLink: false },
      );
    }
  };

  const alert = outcome.kind === 'error' ? outcome.message : errors.root?.message;
  const newLink = outcome.kind === 'error' && outcome.newLink;

  return (
    <AccountCard title={texts.title}>
      <Intro>{texts.intro}</Intro>
      {alert && (
        <Alert tone="error">
          {alert} {newLink && <Link to={hostPaths.forgotPassword}>{texts.requestNew}</Link>}
        </Alert>
      )}
      <form noValidate onSubmit={form.submitWith(save)}>
        <TextField
          label={texts.password}
          type="password"
          autoComplete="new-password"
          required
          hint={texts.passwordHint}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label={texts.repeat}
          type="password"
          autoComplete="new-password"
          required
          error={errors.repeat?.message}
          {...form.register('repeat')}
        />
        <Button type="submit" fullWidth disabled={form.busy}>
          {form.busy ? texts.submitting : texts.submit}
        </Button>
      </form>
    </AccountCard>
  );
}
