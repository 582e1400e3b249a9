import { useMemo, type Dispatch, type SetStateAction } from 'react';
import { errorStatus, useAsyncResource } from '@craft/shared';

export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'notFound'; missingId: boolean }
  | { status: 'ready'; data: T };

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

export interface Resource<T> {
  state: ResourceState<T>;
  retry: () => void;
  /** Replaces the loaded data after a successful write (no refetch needed); pass an updater when
   * other writes may have finished since this one started. */
  setData: Dispatch<SetStateAction<T>>;
}

/** 403: someone else's record. Shown like a missing one: it tells nothing about it and a retry cannot help. */
const NOT_YOURS_OR_MISSING = new Set([403, 404]);

/**
 * Loads one thing for a page: 'loading' until it answers, 'notFound' on a 403 or 404, 'error' (with
 * retry) on any other failure, so no page stays on 'Loading...' forever. `key` identifies what
 * to load; a new key reloads. The loading itself is the shared engine.
 */
export function useResource<T>(key: string, load: () => Promise<T>): Resource<T> {
  const { state, retry, setData } = useAsyncResource(key, load);
  const mapped = useMemo<ResourceState<T>>(
    () =>
      state.status === 'error' && (state.error instanceof NotFoundError || NOT_YOURS_OR_MISSING.has(errorStatus(state.error) ?? 0))
        ? { status: 'notFound', missingId: state.error instanceof MissingIdError }
        : state,
    [state],
  );
  return { state: mapped, retry, setData };
}
