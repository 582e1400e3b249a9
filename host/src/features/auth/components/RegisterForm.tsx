import { useId, useState, type FormEvent, type HTMLInputTypeAttribute } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  authStore,
  Button,
  ButtonLink,
  hostPaths,
  hostTexts,
  login,
  registerUser,
  prefetchSchemas,
  schemasForSubmit,
  TextField,
  type Role,
} from '@craft/shared';
import { fieldErrors } from '../lib/field-errors';
import { registerErrorText } from '../lib/register-error';
import { AuthCard, Divider, Slogan } from './AuthCard';
import { RegistrationSuccess } from './RegistrationSuccess';
import { RoleToggle } from './RoleToggle';

const texts = hostTexts.register;

type Field = 'firstname' | 'lastname' | 'city' | 'post_number' | 'street' | 'phone' | 'email' | 'password';

/** The form's fields in the spec's order; City is optional (SPEC §5). */
const FIELDS: ReadonlyArray<{
  name: Field;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete: string;
  required: boolean;
  hint?: string;
}> = [
  { name: 'firstname', label: texts.firstname, autoComplete: 'given-name', required: true },
  { name: 'lastname', label: texts.lastname, autoComplete: 'family-name', required: true },
  { name: 'city', label: texts.city, autoComplete: 'address-level2', required: false },
  { name: 'post_number', label: texts.postNumber, autoComplete: 'postal-code', required: true },
  { name: 'street', label: texts.street, autoComplete: 'street-address', required: true },
  { name: 'phone', label: texts.phone, type: 'tel', autoComplete: 'tel', required: true },
  { name: 'email', label: texts.email, type: 'email', autoComplete: 'email', required: true },
  {
    name: 'password',
    label: texts.password,
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    hint: texts.passwordHint,
  },
];

const EMPTY = Object.fromEntries(FIELDS.map((field) => [field.name, ''])) as Record<Field, string>;

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

/**
 * Creates the account, then logs in with the same e-mail and password and shows the success
 * screen. Failures are shown in the page and the form keeps its values.
 */
export function RegisterForm() {
  const titleId = useId();
  const [values, setValues] = useState(EMPTY);
  const [role, setRole] = useState<Role>('buyer');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  if (outcome.kind === 'done') return <RegistrationSuccess role={outcome.role} />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const schemas = await schemasForSubmit();
    if (!schemas) {
      setOutcome({ kind: 'error', message: texts.failed });
      return;
    }
    const invalid = fieldErrors(schemas.registerSchema, values, {
      email: hostTexts.validation.email,
      password: hostTexts.validation.passwordLength,
    });
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setOutcome({ kind: 'error', message: texts.invalid });
      return;
    }
    setPending(true);
    setOutcome({ kind: 'idle' });
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, key === 'password' ? value : value.trim()]),
    ) as Record<Field, string>;
    try {
      await registerUser({ ...trimmed, city: trimmed.city || undefined, role });
    } catch (failure) {
      console.error('Registration failed', failure);
      setOutcome({ kind: 'error', message: registerErrorText(failure) });
      setPending(false);
      return;
    }
    try {
      const session = await login({ email: trimmed.email, password: trimmed.password });
      authStore.signIn(session.access_token, session.user);
      setOutcome({ kind: 'done', role: session.user.role });
    } catch (failure) {
      console.error('Login after registration failed', failure);
      setOutcome({ kind: 'error', message: texts.loginAfterRegisterFailed, loginInstead: true });
      setPending(false);
    }
  };

  return (
    <Wide as="section" aria-labelledby={titleId} $seller={role === 'seller'}>
      <h1 id={titleId}>{texts.title}</h1>
      <Slogan>{texts.intro}</Slogan>
      {outcome.kind === 'error' && (
        <Alert tone="error">
          {outcome.message} {outcome.loginInstead && <Link to={hostPaths.root}>{texts.login}</Link>}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} onFocus={prefetchSchemas}>
        <RoleToggle
          legend={texts.roleLegend}
          value={role}
          onChange={setRole}
          labels={{ buyer: texts.asBuyer, seller: texts.asCraftman }}
        />
        <Grid>
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              name={field.name}
              label={field.label}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              required={field.required}
              hint={field.hint}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            />
          ))}
        </Grid>
        <Button type="submit" fullWidth variant={role === 'seller' ? 'seller' : 'primary'} disabled={pending}>
          {pending ? texts.submitting : texts.submit}
        </Button>
      </form>
      <Divider>{texts.haveAccount}</Divider>
      <ButtonLink to={hostPaths.root} variant="secondary" fullWidth>
        {texts.login}
      </ButtonLink>
    </Wide>
  );
}
