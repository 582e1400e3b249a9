/**
 * What a form says next to a field the shared schema refused: the field's name and the limit, in
 * words a visitor understands, never zod's own wording ("Too big: expected string to have <=5000").
 */
const number = (value: number | bigint) => new Intl.NumberFormat('en-US').format(value);

export const validationTexts = {
  required: 'This field is required.',
  email: 'Please enter a valid e-mail address.',
  tooLong: (field: string, max: number | bigint) => `${field} can be at most ${number(max)} characters.`,
  tooShort: (field: string, min: number | bigint) => `${field} needs at least ${number(min)} characters.`,
  tooLarge: (field: string, max: number | bigint) => `${field} can be at most ${number(max)}.`,
  tooSmall: (field: string, min: number | bigint) => `${field} must be at least ${number(min)}.`,
  invalid: (field: string) => `Please check ${field}.`,
  checkForm: 'Please check the form.',
  thisField: 'This field',
  /** The form's checks could not run (their code did not load): nothing was sent. */
  checkFailed: 'The form could not be checked. Please check your connection and try again.',
} as const;
