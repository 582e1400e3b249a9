import { useId, useState, type ComponentPropsWithRef, type ComponentType, type HTMLInputTypeAttribute } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  apiErrorCode,
  authStore,
  Button,
  ButtonLink,
  hostPaths,
  login,
  registerUser,
  reportError,
  sharedText,
  TextField,
  type Role,
} from '@craft/shared';
import { useSchemaForm } from '@craft/shared/forms';
import { currentConsent } from '@craft/shared/legal';
import { currentLanguage } from '@craft/shared/i18n';
import { hostText, useHostTexts } from '../../../texts';
import { registerErrorText } from '../lib/register-error';
import { AuthCard, Divider, Slogan } from './AuthCard';
import { RegistrationSuccess } from './RegistrationSuccess';
import { RoleToggle } from './RoleToggle';

type Text = Parameters<ReturnType<typeof useRegisterTexts>>[0];
const useRegisterTexts = () => useHostTexts('register');

type Field = 'firstname' | 'lastname' | 'company_name' | 'city' | 'post_number' | 'street' | 'phone' | 'email' | 'password';

/** The form's fields in the spec's order; City is optional. Labels and hints are ids of the 'register' texts. */
const FIELDS: ReadonlyArray<{
  name: Field;
  label: Text;
  type?: HTMLInputTypeAttribute;
  autoComplete: string;
  required: boolean;
  hint?: Text;
  /** Asked only when registering as a craftsman. */
  sellerOnly?: boolean;
}> = [
  { name: 'firstname', label: 'firstname', autoComplete: 'given-name', required: true },
  { name: 'lastname', label: 'lastname', autoComplete: 'family-name', required: true },
  { name: 'company_name', label: 'companyName', autoComplete: 'organization', required: false, hint: 'companyHint', sellerOnly: true },
  { name: 'city', label: 'city', autoComplete: 'address-level2', required: false },
  { name: 'post_number', label: 'postNumber', autoComplete: 'postal-code', required: true },
  { name: 'street', label: 'street', autoComplete: 'street-address', required: true },
  { name: 'phone', label: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email', required: true },
  {
    name: 'password',
    label: 'password',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    hint: 'passwordHint',
  },
];

/** The form's values: the text fields, and the consent box. */
type Values = Record<Field, string> & { accept_terms: boolean };

const EMPTY: Values = { ...(Object.fromEntries(FIELDS.map((field) => [field.name, ''])) as Record<Field, string>), accept_terms: false };

/**
 * The consent checkbox of the legal feature, handed in by the app shell (features do not
 * import each other): the box's props from react-hook-form, and why it was refused, if it was.
 */
export type ConsentCheckbox = ComponentType<Omit<ComponentPropsWithRef<'input'>, 'type'> & { problem?: 'required' | 'outdated' | null }>;

/** The API's consent refusals become the box's own message instead of the English sentence. */
const CONSENT_CODES = { 'account.consent_required': 'required', 'account.consent_outdated': 'outdated' } as const;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: ${({ theme }) => theme.space(4)};

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Wide = styled(AuthCard)`
  max-width: 640px;
`;

type Outcome = { kind: 'idle' } | { kind: 'error'; message: string; loginInstead?: boolean } | { kind: 'done'; role: Role };

/** The fields' names in the page's language, at the moment the form is checked. */
const labels = () => Object.fromEntries(FIELDS.map((field) => [field.name, hostText(`register.${field.label}`)])) as Record<Field, string>;

/**
 * Creates the account, then logs in with the same e-mail and password and shows the success
 * screen. Failures are shown in the page and the form keeps its values.
 */
export function RegisterForm({ consentField: ConsentField }: { consentField: ConsentCheckbox }) {
  const t = useRegisterTexts();
  const titleId = useId();
  const [role, setRole] = useState<Role>('buyer');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const form = useSchemaForm<Values>({
    defaultValues: EMPTY,
    resolver: (schemas) =>
      schemas.formResolver<Values>(schemas.registerSchema, {
        labels: { ...labels(), accept_terms: '' },
        // The versions of the terms and the privacy notice this page links to go with the consent.
        toInput: (values) => ({ ...values, ...currentConsent(), accept_terms: values.accept_terms }),
        overrides: {
          email: { invalid_format: sharedText('validation.email') },
          password: { too_small: hostText('register.passwordLength') },
        },
      }),
    loadFailedText: t('failed'),
    app: 'host',
    action: 'Registering',
  });
  const { errors } = form.formState;

  if (outcome.kind === 'done') return <RegistrationSuccess role={outcome.role} />;

  const createAccount = async ({ accept_terms: _accepted, ...values }: Values) => {
    setOutcome({ kind: 'idle' });
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, key === 'password' ? value : value.trim()]),
    ) as Record<Field, string>;
    try {
      await registerUser({
        ...trimmed,
        city: trimmed.city || undefined,
        company_name: role === 'seller' ? trimmed.company_name || undefined : undefined,
        role,
        ...currentConsent(),
        // The account's language (its e-mails, its screens at the next login) is the page's.
        locale: currentLanguage(),
      });
    } catch (failure) {
      reportError(failure, { action: 'Registering', app: 'host' });
      const consentCode = apiErrorCode(failure);
      if (consentCode && consentCode in CONSENT_CODES) {
        form.setError('accept_terms', { type: consentCode, message: CONSENT_CODES[consentCode as keyof typeof CONSENT_CODES] });
        return;
      }
      setOutcome({ kind: 'error', message: registerErrorText(failure) });
      return;
    }
    try {
      const session = await login({ email: trimmed.email, password: trimmed.password });
      authStore.signIn(session.access_token, session.user);
      setOutcome({ kind: 'done', role: session.user.role });
    } catch (failure) {
      reportError(failure, { action: 'Logging in after registering', app: 'host' });
      setOutcome({ kind: 'error', message: t('loginAfterRegisterFailed'), loginInstead: true });
    }
  };

  // Field errors say what to fix; the summary says the form was refused (or could not be checked).
  const invalid = Object.keys(errors).length > 0;
  const alert =
    outcome.kind === 'error' ? outcome : invalid ? { message: errors.root?.message ?? t('invalid'), loginInstead: false } : null;

  return (
    <Wide as="section" aria-labelledby={titleId} $seller={role === 'seller'}>
      <h1 id={titleId}>{t('title')}</h1>
      <Slogan>{t('intro')}</Slogan>
      {alert && (
        <Alert tone="error">
          {alert.message} {alert.loginInstead && <Link to={hostPaths.root}>{t('login')}</Link>}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          // A new attempt: the last attempt's failure goes, its field errors are re-checked.
          setOutcome({ kind: 'idle' });
          form.submitWith(createAccount)(event);
        }}
      >
        <RoleToggle
          legend={t('roleLegend')}
          value={role}
          onChange={setRole}
          labels={{ buyer: t('asBuyer'), seller: t('asCraftman') }}
        />
        <Grid>
          {FIELDS.filter((field) => !field.sellerOnly || role === 'seller').map((field) => (
            <TextField
              key={field.name}
              label={t(field.label)}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              required={field.required}
              hint={field.hint && t(field.hint)}
              error={errors[field.name]?.message}
              {...form.register(field.name)}
            />
          ))}
        </Grid>
        <ConsentField
          problem={errors.accept_terms ? (errors.accept_terms.message === 'outdated' ? 'outdated' : 'required') : null}
          {...form.register('accept_terms')}
        />
        <Button type="submit" fullWidth variant={role === 'seller' ? 'seller' : 'primary'} disabled={form.busy}>
          {form.busy ? t('submitting') : t('submit')}
        </Button>
      </form>
      <Divider>{t('haveAccount')}</Divider>
      <ButtonLink to={hostPaths.root} variant="secondary" fullWidth>
        {t('login')}
      </ButtonLink>
    </Wide>
  );
}
