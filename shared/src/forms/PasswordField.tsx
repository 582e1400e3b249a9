import type { FieldValues, Path } from 'react-hook-form';
import { TextField } from '@craft/shared';
import type { SchemaForm } from './index';

interface PasswordFieldProps<Values extends FieldValues> {
  form: SchemaForm<Values>;
  name: Path<Values>;
  label: string;
  /** A password being chosen (the browser may offer to generate one), not the one the user has. */
  fresh?: boolean;
  hint?: string;
}

/** A required password input of a schema form, showing its field's error. */
export function PasswordField<Values extends FieldValues>({ form, name, label, fresh = false, hint }: PasswordFieldProps<Values>) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={fresh ? 'new-password' : 'current-password'}
      required
      hint={hint}
      error={form.getFieldState(name, form.formState).error?.message}
      {...form.register(name)}
    />
  );
}
