import { hostTexts } from '@craft/shared';

interface Issue {
  path: PropertyKey[];
}

interface Validator {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: Issue[] } };
}

/**
 * Runs a shared zod schema over form values and returns one message per invalid field:
 * 'required' for an empty field, else the field's own message (e.g. the e-mail format).
 */
export function fieldErrors<Field extends string>(
  schema: Validator,
  values: Record<Field, string>,
  messages: Partial<Record<Field, string>> = {},
): Partial<Record<Field, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field === undefined || !(field in values) || errors[field]) continue;
    errors[field] = values[field].trim() === '' ? hostTexts.validation.required : (messages[field] ?? hostTexts.validation.required);
  }
  return errors;
}
