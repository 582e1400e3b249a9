/** Thrown by a loader when the request itself shows there is nothing to find (e.g. a garbled id). */
export class NotFoundError extends Error {}

/** The page was opened without the id it needs (e.g. /orders/detail with no ?id=). */
export class MissingIdError extends NotFoundError {}

/** A positive whole-number id from a route or query value, else a NotFoundError. */
export function requireId(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') throw new MissingIdError('no id');
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new NotFoundError(String(value));
  return id;
}
