import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, apiErrorCode, apiErrorMessage, Button, reportError, unreachableMessage, type ApiErrorCode, type ErrorContext } from '@craft/shared';
import styled from 'styled-components';

/**
 * A decision's failure as the operator reads it. A refusal the API names with a known code is
 * said in its own sentence and is nobody's fault to report; anything else is reported and said
 * with the API's words, or that it could not be reached.
 */
export function useDecisionFailure(failedText: string) {
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (error: unknown, known: Partial<Record<ApiErrorCode, string>>, context: ErrorContext) => {
    const code = apiErrorCode(error);
    const sentence = code === null ? undefined : known[code];
    if (sentence !== undefined) return setFailure(sentence);
    reportError(error, context);
    setFailure([failedText, apiErrorMessage(error) ?? unreachableMessage(error)].filter(Boolean).join(' '));
  };
  return { failure, clear: () => setFailure(null), fail };
}

/** A decision form beside its record: the fields stacked. */
const DecisionFormBox = styled.form`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

/** The frame every console decision shares: its heading, the alert for a refusal or a form-wide error, the fields, the submit button. */
export function DecisionFormFrame({
  headingId,
  heading,
  failure,
  busy,
  submit,
  submitting,
  onSubmit,
  children,
}: {
  headingId: string;
  heading: string;
  failure: string | null | undefined;
  busy: boolean;
  submit: string;
  submitting: string;
  onSubmit: (event?: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <DecisionFormBox noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
      <h3 id={headingId}>{heading}</h3>
      {failure && <Alert tone="error">{failure}</Alert>}
      {children}
      <Button type="submit" disabled={busy}>
        {busy ? submitting : submit}
      </Button>
    </DecisionFormBox>
  );
}
