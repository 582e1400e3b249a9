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

export const emailField = z.string().trim().toLowerCase().max(254).email('Invalid email address');
