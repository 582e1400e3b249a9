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

/** Whole numbers 1..max written with exactly `length` significant digits (no leading zero), as a regex alternation. */
function digitsUpTo(max: string, length: number): string {
  if (length < max.length) return length === 1 ? '[1-9]' : `[1-9]\\d{${length - 1}}`;
  const parts: string[] = [];
  for (let i = 0; i < max.length; i += 1) {
    const digit = Number(max[i]);
    const lowest = i === 0 ? 1 : 0;
    const rest = max.length - i - 1;
    if (digit > lowest) parts.push(`${max.slice(0, i)}[${lowest}-${digit - 1}]${rest ? `\\d{${rest}}` : ''}`);
  }
  return [...parts, max].join('|');
}

/** The strings wholeNumberInput takes for 1..max, as a pattern: at most nine digits (leading zeros count), spaces around allowed. */
function wholeNumberPattern(max: number): RegExp {
  const digits = String(max);
  const lengths = Array.from({ length: digits.length }, (_, i) => i + 1);
  return new RegExp(`^ *(?:${lengths.map((length) => `0{0,${9 - length}}(?:${digitsUpTo(digits, length)})`).join('|')}) *$`);
}

/**
 * A whole count (quantity, kilometres) 1..max from JSON or a form: a number, or plain digits as a
 * string. Unlike z.coerce, true, null, [] and "0x10" are refused rather than read as 1, 0, 0 and
 * 16; the NaN they become fails `range` (the count's own check, with its messages) with the same
 * issue as a wrong type. The document shows both forms exactly (its own schema: a refinement is
 * invisible there), so a client knows "0" or "1e3" is refused.
 */
export const wholeNumberInput = (message: string, range: z.ZodNumber, max: number) =>
  z
    .union([z.number(), z.string()], { error: message })
    .meta({ anyOf: [{ type: 'integer', minimum: 1, maximum: max }, { type: 'string', pattern: wholeNumberPattern(max).source }] })
    .transform((value) => (typeof value === 'number' ? value : /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN))
    .pipe(range);

/**
 * A page number or page size in a query: 1..max, decimal digits only ("0x10", "1e1" or "" are
 * refused where z.coerce would read them as 16, 10 or 0).
 */
export const countParam = (max: number) => {
  const message = `Expected a whole number from 1 to ${max}`;
  return wholeNumberInput(message, z.number({ error: message }).int(message).min(1, message).max(max, message), max);
};
