import { z } from 'zod';
import { emailField, newPasswordField, optionalText, requiredText } from './common';

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
  /** Operators only: the authenticator app's code, asked for after the API answers auth.totp_required. */
  totp: z.string().regex(/^\d{6}$/, 'Six digits').optional(),
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
