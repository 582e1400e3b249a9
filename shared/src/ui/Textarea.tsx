import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldShell, type FieldProps } from './Field';

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
`;

export type TextareaProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled textarea; 7 rows by default (the spec: description textareas are 7 rows). */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, error, hint, id, rows = 7, 'aria-describedby': describedBy, ...areaProps },
  ref,
) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} describedBy={describedBy}>
      {(control) => (
        <Area ref={ref} rows={rows} {...control} {...areaProps} />
      )}
    </FieldShell>
  );
});
