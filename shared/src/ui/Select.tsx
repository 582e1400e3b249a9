import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldShell, type FieldProps } from './Field';

const NativeSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly SelectOption[];
    /** An empty first option such as 'Choose a category'. */
    placeholder?: string;
  };

/** A labelled native select (native for the phone pickers and screen readers). */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, error, hint, id, options, placeholder, 'aria-describedby': describedBy, ...selectProps },
  ref,
) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} describedBy={describedBy}>
      {(control) => (
        <NativeSelect ref={ref} {...control} {...selectProps}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FieldShell>
  );
});
