import { z } from 'zod';
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
