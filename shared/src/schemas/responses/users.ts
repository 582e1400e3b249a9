import { z } from 'zod';
import { localeSchema, roleSchema } from '../users';
import { id, timestamp } from './common';

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
