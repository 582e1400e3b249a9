/** What every response schema is built of, and the error body every route can answer with. */
import { z } from 'zod';
import { CATALOGUE_ERROR_CODES, type CatalogueErrorCode } from '../../api/error-codes';

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
