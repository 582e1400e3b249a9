import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorStatus, unreachableMessage } from '../api/client';
import { MissingIdError, NotFoundError } from '../api/not-found';
import { EmptyState, LoadError, Loading } from './Status';

/** 403: someone else's record. Shown like a missing one: it tells nothing about it and a retry cannot help. */
const NOT_YOURS_OR_MISSING = new Set([403, 404]);

/** True when a failed read means "there is no such thing" rather than "try again". */
export function isNotFound(error: unknown): boolean {
  return error instanceof NotFoundError || NOT_YOURS_OR_MISSING.has(errorStatus(error) ?? 0);
}

/** What the view reads of a query: TanStack Query's result, or the host shell's light loader. */
export type QueryState<T> = Pick<UseQueryResult<T>, 'status' | 'data' | 'error' | 'isFetching'> & { refetch: () => unknown };

interface Props<T> {
  query: QueryState<T>;
  /** What a 403/404 means on this page, e.g. 'Service not found.'; without it, every failure offers a retry. */
  notFound?: string;
  /** What to say when the page was opened without the id it needs; defaults to `notFound`. */
  noId?: string;
  children: (data: T) => ReactNode;
}

/** The waiting and failure states every page shares ('Loading...', error with retry, not found), then the page. */
export function QueryView<T>({ query, notFound, noId, children }: Props<T>) {
  if (query.status === 'pending' || (query.status === 'error' && query.isFetching)) return <Loading />;
  if (query.status === 'error') {
    if (notFound !== undefined && isNotFound(query.error)) {
      return <EmptyState title={(query.error instanceof MissingIdError && noId) || notFound} headingLevel="h1" />;
    }
    return <LoadError message={unreachableMessage(query.error) ?? undefined} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data as T)}</>;
}
