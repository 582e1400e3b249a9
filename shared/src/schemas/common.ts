import { z } from 'zod';
import { CATALOGUE_ERROR_CODES, type CatalogueErrorCode } from '../api/error-codes';
import { MAX_ID } from '../api/not-found';

/** Trimmed, non-empty, bounded text: what every required free-text field accepts. */
export const requiredText = (max: number) => z.string().trim().min(1, 'Required').max(max);
export const optionalText = (max: number) => z.string().trim().max(max);

/**
 * A positive database id from a path, query or multipart field ("12" or 12). Strings must be plain
 * digits: "1e3", " 1" or "0x10" are not ids, even though Number() would accept them.
 */
export const idParam = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/, 'Expected a positive whole number')])
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_ID));

/**
 * zod's own e-mail pattern, except that a domain label may neither end nor start with a hyphen
 * (RFC 1035): zod accepts `name@shop-.de`, which no mail server can deliver to.
 */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** A password as registration checks it; every route that sets a password uses this one rule. */
export const newPasswordField = z.string().min(8, 'At least 8 characters').max(1024);

export const emailField = z.string().trim().toLowerCase().max(254).email({ pattern: EMAIL_PATTERN, error: 'Invalid email address' });

/**
 * A whole count (quantity, kilometres) from JSON or a form: a number, or plain digits as a string.
 * Unlike z.coerce, true, null, [] and "0x10" are refused rather than read as 1, 0, 0 and 16; the
 * NaN they become fails the number check with the same issue as a wrong type.
 */
export const wholeNumberInput = (message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => (typeof value === 'number' ? value : /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN));

// ---- response building blocks ------------------------------------------------------------------

export const id = z.number().int();
export const timestamp = z.string().meta({ format: 'date-time' });
/** Root-relative (`/files/...`) or absolute (S3 public URL) address of a stored file. */
export const fileUrl = z.string();

/** Every `code`: a catalogue code, or `validation.<field>` for a request its schema refused. */
const apiErrorCode = z
  .union([z.enum(CATALOGUE_ERROR_CODES as [CatalogueErrorCode, ...CatalogueErrorCode[]]), z.templateLiteral(['validation.', z.string()])])
  .meta({ description: 'Stable machine code of the error, for screens to translate (shared/src/api/error-codes.ts)' });

/** Every API error: the English sentence, and the stable code a screen translates (see error-codes.ts). */
export const apiError = z
  .object({ error: z.string(), code: apiErrorCode })
  .meta({ id: 'ApiError', description: 'Every error: `{ error: English reason, code: stable machine code }`.' });

/** `{items, page, size, total}` of any item schema. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number().int(), size: z.number().int(), total: z.number().int() });
}

/** POST /users/password-reset: the one answer for known and unknown addresses alike. */
export const accepted = z.object({ status: z.literal('accepted') }).meta({ id: 'Accepted' });

/** A 204: no body. */
export const noContent = z.null().meta({ description: 'No content' });

/** A file streamed as it is stored (photos, private documents); never serialized as JSON. */
export function fileDownload(mediaType: string | readonly [string, ...string[]], description: string) {
  const types = typeof mediaType === 'string' ? [mediaType] : [...mediaType];
  return z.string().meta({ format: 'binary', contentMediaType: types[0], 'x-media-types': types, description });
}

/** A route's `response` schemas plus the `{ error }` body every 4xx/5xx has (the API's error handler). */
export function responses<T extends Record<number, z.ZodType>>(success: T) {
  return { ...success, '4xx': apiError, '5xx': apiError };
}
