import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { FieldErrors } from 'react-hook-form';
import { Alert, Button, prefetchSchemas, schemasForSubmit, sharedText, TextField } from '@craft/shared';
import { useHydrated, useTypedBeforeHydration } from '../../../hooks/use-hydration';
import { useHostTexts } from '../../../texts';
import { useLogin } from '../hooks/use-login';

const Form = styled.form`
  display: flex;
  flex-direction: column;
`;

type Field = 'email' | 'password';

// Only operators are asked for an authenticator code: the step loads then, off the landing page.
const TotpStep = lazy(() => import('./TotpStep').then((module) => module.loadTotpStep()));

type Values = Record<Field, string>;

/**
 * E-mail, password and Login: the form of the login card and the session-ended dialog. On a refused login the e-mail
 * stays and the password is cleared for the next try. It sits on the landing page, so it keeps
 * plain React state (react-hook-form must not load there) and checks its values with the same
 * resolver the other forms use, which loads with zod on the form's first focus. What a visitor typed
 * into the server-rendered card before the page was interactive is kept.
 */
export function LoginForm({ extra, stay }: { extra?: ReactNode; stay?: boolean }) {
  const t = useHostTexts('login');
  const { submit, error, cause, pending, codeFor, cancelCode } = useLogin({ stay });
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [loadFailed, setLoadFailed] = useState(false);
  const hydrated = useHydrated();
  useTypedBeforeHydration('form[data-login-form] input[name="email"]', (email) => setValues((current) => ({ ...current, email })));
  useTypedBeforeHydration('form[data-login-form] input[name="password"]', (password) => setValues((current) => ({ ...current, password })));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Loaded on the form's first focus; zod stays off the landing page's first load.
    const schemas = await schemasForSubmit();
    setLoadFailed(!schemas);
    if (!schemas) return;
    const resolve = schemas.formResolver<Values>(schemas.loginSchema, {
      labels: { email: t('email'), password: t('password') },
      overrides: { email: { invalid_format: sharedText('validation.email') } },
    });
    const { errors: invalid } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const ok = await submit({ email: values.email.trim(), password: values.password });
    if (!ok) setValues((current) => ({ ...current, password: '' }));
  };

  const bind = (field: Field) => ({
    value: values[field],
    error: errors[field]?.message,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  if (codeFor)
    return (
      <Suspense fallback={<p aria-busy="true">{t('submitting')}</p>}>
        <TotpStep credentials={codeFor} submit={submit} pending={pending} cause={cause} error={error} onCancel={cancelCode} />
      </Suspense>
    );
  return (
    <Form noValidate onSubmit={onSubmit} onFocus={prefetchSchemas} data-login-form="">
      {(error ?? loadFailed) && <Alert tone="error">{error ?? t('networkFailure')}</Alert>}
      <TextField label={t('email')} type="email" name="email" autoComplete="email" required {...bind('email')} />
      <TextField
        label={t('password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        {...bind('password')}
      />
      {extra}
      {/* Disabled until hydrated: Enter in the server's form would otherwise put the password in the URL. */}
      <Button type="submit" fullWidth disabled={pending || !hydrated}>
        {pending ? t('submitting') : t('submit')}
      </Button>
    </Form>
  );
}
