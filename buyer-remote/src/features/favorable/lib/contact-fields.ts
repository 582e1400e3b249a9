import type { schemas } from '@craft/shared';

export type ContactField = keyof schemas.QuotationContactInput;
export type ContactValues = Record<ContactField, string>;

/** The contact form's fields in the page's order; all required. */
export const CONTACT_FIELDS: readonly ContactField[] = ['firstname', 'lastname', 'street', 'post_number', 'phone', 'email'];
