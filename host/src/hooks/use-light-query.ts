import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueryFunction } from '@tanstack/react-query';
import { reportError, UnreachableError, type QueryState } from '@craft/shared';
import { forgetServerAnswer, requestOnServer, serverAnswer } from '../lib/server-data';

type Fetcher<T> = (context: { queryKey: readonly unknown[]; signal: AbortSignal; meta: undefined }) => Promise<T>;
type LoadState<T> = Omit<QueryState<T>, 'refetch'>;

const pending: LoadState<never> = { status: 'pending', data: undefined, error: null, isFetching: true };

/** The query options the host's reads take: the same as the remotes' (`categoryQueries.list()` …). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LightQueryOptions<T> = { queryKey: readonly unknown[]; queryFn?: QueryFunction<T, any, never> };

/** A read's key in the server's answers. */
export const lightQueryKey = (options: LightQueryOptions<unknown>): string => JSON.stringify(options.queryKey);

/** Runs a read's query function as TanStack Query would, outside it. */
export const lightQueryFetch =
  <T,>(options: LightQueryOptions<T>) =>
  (signal: AbortSignal): Promise<T> =>
    new Promise<T>((resolve) => resolve((options.queryFn as Fetcher<T>)({ queryKey: options.queryKey, signal, meta: undefined })));

/**
 * The host shell's reads (landing, home, menu, results) with the same query options as the
 * remotes (`categoryQueries.list()`, `serviceQueries.search(...)`), but without TanStack Query's
 * runtime: these pages ship with the landing page, whose JS budget (150 KB compressed) cannot take
 * the ~13 KB. Loads when the key changes or on retry; answers of stale loads are dropped. A page
 * rendered on the server starts from the server's answer instead of fetching it again.
 */
export function useLightQuery<T>(options: LightQueryOptions<T>): QueryState<T> {
  const key = lightQueryKey(options);
  const fetchData = lightQueryFetch(options);
  const fromServer = useRef(serverAnswer(key));
  const [state, setState] = useState<LoadState<T>>(() => {
    const answer = fromServer.current;
    if (!answer) return pending;
    // The server could not read it: the page says so, as the server rendered it, until the browser's own try below.
    if ('failed' in answer) return { status: 'error', data: undefined, error: new UnreachableError(), isFetching: false };
    return { status: 'success', data: answer.data as T, error: null, isFetching: false };
  });
  const [attempt, setAttempt] = useState(0);
  if (!fromServer.current) requestOnServer(key, fetchData);

  useEffect(() => {
    // The first load of a server-rendered page is already here (a read the server could not make is tried again).
    const answer = fromServer.current;
    if (answer) {
      fromServer.current = undefined;
      forgetServerAnswer(key);
      if (!('failed' in answer)) return;
    }
    const controller = new AbortController();
    setState((current) => ({ ...current, status: 'pending', isFetching: true }));
    fetchData(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'success', data, error: null, isFetching: false }),
      (error: unknown) => {
        reportError(error, { action: `Loading ${options.queryKey.join(' ')}`, app: 'host' });
        if (!controller.signal.aborted) setState({ status: 'error', data: undefined, error: error as Error, isFetching: false });
      },
    );
    return () => controller.abort();
    // The options object is new each render; its key decides when to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, refetch } as QueryState<T>;
}
