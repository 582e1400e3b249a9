import type { Schemas, schemas } from '@craft/shared';
import { buyerTexts } from '@craft/shared/texts/buyer';

export type ContactField = keyof schemas.QuotationContactInput;
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['firstname', 'lastname', 'street', 'post_number', 'phone', 'email'];

const texts = buyerTexts.quotationContact;

/** All fields required, the e-mail a valid one (SPEC §5), checked with the API's own schema. */
export function validateContact(values: ContactValues, { quotationContactSchema }: Schemas): ContactErrors {
  const result = quotationContactSchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    if (errors[field]) continue;
    errors[field] = values[field].trim() === '' ? texts.required : field === 'email' ? texts.invalidEmail : texts.required;
  }
  return errors;
}
