/** Thrown by a loader when the request itself shows there is nothing to find (e.g. a garbled id). */
export class NotFoundError extends Error {}

/** The page was opened without the id it needs (e.g. /orders/detail with no ?id=). */
export class MissingIdError extends NotFoundError {}

/** The largest id the API takes (a 32-bit integer column); a larger one names no record. */
export const MAX_ID = 2_147_483_647;

/**
 * A positive whole-number id from a route or query value, as the API parses one (plain digits, at
 * most MAX_ID), else null: a screen that shows its own "not found" for a garbled id.
 */
export function parseId(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const id = typeof value === 'number' || /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

/**
 * parseId for a loader: a NotFoundError instead of null, so /services/99999999999 is a 404 page,
 * never a page of the API's 400 that the server would cache.
 */
export function requireId(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') throw new MissingIdError('no id');
  const id = parseId(value);
  if (id === null) throw new NotFoundError(String(value));
  return id;
}
