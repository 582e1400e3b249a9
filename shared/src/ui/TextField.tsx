import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldShell, type FieldProps } from './Field';

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export type TextFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input; every native input prop passes through. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, 'aria-describedby': describedBy, ...inputProps },
  ref,
) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} describedBy={describedBy}>
      {(control) => (
        <Input ref={ref} {...control} {...inputProps} />
      )}
    </FieldShell>
  );
});
