import { z } from 'zod';
import { emailField, id, newPasswordField, optionalText, requiredText, timestamp } from './common';

export const roleSchema = z.enum(['buyer', 'seller']);

/**
 * The languages of the product: German first, English the spec's text. A user's choice is
 * stored on the account (their e-mails follow it); without one, `de*` browsers get German.
 */
export const localeSchema = z.enum(['de', 'en']);

/** PUT /users/me/locale: the language of the user's e-mails (and screens). */
export const localeUpdateSchema = z.object({ locale: localeSchema }).strict();

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Required').max(1024),
});

export const registerSchema = z.object({
  firstname: requiredText(100),
  lastname: requiredText(100),
  city: optionalText(100).optional(),
  post_number: requiredText(20),
  street: requiredText(200),
  phone: requiredText(40),
  email: emailField,
  password: newPasswordField,
  role: roleSchema.default('buyer'),
  company_name: optionalText(150).optional(),
  /** The page's language; left out, the request's Accept-Language decides. */
  locale: localeSchema.optional(),
  /**
   * Consent to the terms (AGB) and the privacy notice: the box ticked, and the versions of
   * the texts the form linked to (shared/src/legal/index.ts). The API refuses a missing consent
   * (`account.consent_required`) and an outdated version (`account.consent_outdated`).
   */
  accept_terms: z.literal(true, 'Required'),
  terms_version: requiredText(40),
  privacy_version: requiredText(40),
  // Sent by the spec's client; the server ignores them and sets its own.
  created_by: z.unknown().optional(),
  updated_by: z.unknown().optional(),
});

/**
 * PUT /users/{id}: the contact details a user edits in Personal Information, with the same
 * rules as at registration. The address and password have their own confirmed routes.
 */
export const profileUpdateSchema = registerSchema.pick({ firstname: true, lastname: true, post_number: true, street: true, phone: true, company_name: true });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type LocaleUpdateInput = z.input<typeof localeUpdateSchema>;

// ---- responses ----------------------------------------------------------------------------------

/** The language of a user's mails and screens. */
const localeField = localeSchema.meta({ description: 'Language of the e-mails and screens: de or en' });

/** What anyone may read about a user: no e-mail, phone, address or password hash. */
export const publicUser = z
  .object({ id, firstname: z.string(), lastname: z.string(), role: roleSchema, company_name: z.string().nullable() })
  .meta({ id: 'PublicUser' });

/** A stored consent to the legal documents (versions from shared/src/legal/index.ts). */
export const legalConsentRecord = z.object({ terms_version: z.string(), privacy_version: z.string(), accepted_at: timestamp });

/** What a user reads about themselves (login, own GET /users/{id}, registration). */
export const privateUser = publicUser
  .extend({
    email: z.string(),
    street: z.string(),
    post_number: z.string(),
    phone: z.string(),
    city: z.string().nullable(),
    created_at: timestamp.optional(),
    /** False until the address was confirmed through the e-mailed link. */
    email_confirmed: z.boolean(),
    /** A new address waiting for its confirmation link; the login address until then stays `email`. */
    pending_email: z.string().nullable().optional(),
    /** The API always sends it; optional for sessions stored before it existed. Change it with PUT /users/me/locale. */
    locale: localeField.optional(),
    /** Only in the user's own (private) view, never in a public one. */
    legal_consent: legalConsentRecord
      .nullable()
      .optional()
      .meta({ description: 'The terms and privacy notice versions the user accepted, and when; null for accounts from before consent was asked' }),
  })
  .meta({ id: 'PrivateUser' });

export const loginResponse = z.object({ access_token: z.string(), user: privateUser }).meta({ id: 'LoginResponse' });
