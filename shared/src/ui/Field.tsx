import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Common props of every labelled form control in the kit. */
export interface FieldProps {
  label: ReactNode;
  /** Validation message shown under the control and linked with aria-describedby. */
  error?: string | null;
  /** Help text under the label, also linked with aria-describedby. */
  hint?: ReactNode;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.875rem;
`;

/** Input, textarea and select share one look. */
export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** What the control inside a FieldShell spreads onto itself. */
export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  $invalid: boolean;
}

/** Renders label, hint and error around a control; the control gets the ids it must carry. */
export function FieldShell({
  label,
  error,
  hint,
  id: givenId,
  describedBy: extraDescribedBy,
  children,
}: FieldProps & { id?: string; describedBy?: string; children: (control: ControlProps) => ReactNode }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [extraDescribedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        $invalid: Boolean(error),
      })}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}
