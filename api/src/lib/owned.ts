import type { ApiErrorCode } from '@craft/shared/api/error-codes';
import { forbidden, notFound } from './http-error';

/** The two refusals about a row: the 404 when it does not exist, the 403 when it is someone else's. */
export interface Refusals {
  notFound: readonly [message: string, code: ApiErrorCode];
  notYours: readonly [message: string, code: ApiErrorCode];
}

/** The row when the caller may act on it: 404 for a missing row, 403 unless `owns` accepts it. */
export function owned<T>(row: T | undefined, owns: (row: T) => boolean, refusals: Refusals): T {
  if (!row) throw notFound(...refusals.notFound);
  if (!owns(row)) throw forbidden(...refusals.notYours);
  return row;
}
