import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, apiErrorCode, Button, TextField, type LoginRequest } from '@craft/shared';
import { totpCatalog, useTotpTexts } from '../texts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
`;

const Intro = styled.p`
  margin: 0 0 16px;
`;

const Back = styled.button`
  margin-top: 12px;
  background: none;
  border: 0;
  padding: 8px 0;
  color: inherit;
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
`;

const SIX_DIGITS = /^\d{6}$/;

interface Props {
  /** The e-mail and password the API accepted; they are sent again with the code. */
  credentials: LoginRequest;
  submit: (credentials: LoginRequest) => Promise<boolean>;
  pending: boolean;
  /** The last failed attempt's cause, and the login's wording of it. */
  cause: unknown;
  error: string | null;
  onCancel: () => void;
}

/**
 * An operator's second step: the six digits of the authenticator app. A wrong or expired code
 * (auth.totp_invalid) is said in words and the field is cleared for the next code; other failures
 * (throttled, unreachable) read as on the first step.
 */
export function TotpStep({ credentials, submit, pending, cause, error, onCancel }: Props) {
  const t = useTotpTexts();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | undefined>();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!SIX_DIGITS.test(digits)) {
      setFormatError(t('codeFormat'));
      return;
    }
    setFormatError(undefined);
    const ok = await submit({ ...credentials, totp: digits });
    if (!ok) setCode('');
  };

  const refusal = error ? (apiErrorCode(cause) === 'auth.totp_invalid' ? t('invalid') : error) : null;
  return (
    <Form noValidate onSubmit={onSubmit}>
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <Intro>{t('intro')}</Intro>
      <TextField
        ref={field}
        label={t('code')}
        hint={t('codeHint')}
        name="totp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        required
        value={code}
        error={formatError}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" fullWidth disabled={pending}>
        {pending ? t('submitting') : t('submit')}
      </Button>
      <Back type="button" onClick={onCancel}>
        {t('back')}
      </Back>
    </Form>
  );
}

/** The step with its texts: the chunk and the page's language load together. */
export const loadTotpStep = () => totpCatalog.load().then(() => ({ default: TotpStep }));
