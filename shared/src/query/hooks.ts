import { useContext, useEffect, useRef } from 'react';
import {
  hashKey,
  QueryClientContext,
  useMutation as useTanstackMutation,
  useQueries as useTanstackQueries,
  useQuery as useTanstackQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { isNotFound } from '@craft/shared';
import { activeQueryClient } from './query-client';
import { failedOnServer, forgetServerFailure } from './server-data';

// The hooks bound to the page's one client: no provider is needed around the host or a remote
// page (nor in tests), and a remote can never end up with a cache of its own. A server render
// provides its own client (QueryClientProvider, as TanStack Query's SSR guide does).

/** The client a component reads: the render's (context), else the running code's. */
function useClient(client: QueryClient | undefined): QueryClient {
  const provided = useContext(QueryClientContext);
  return client ?? provided ?? activeQueryClient();
}

export const useQuery = ((options: { queryKey: readonly unknown[]; enabled?: unknown }, client?: QueryClient) => {
  const target = useClient(client);
  const hash = hashKey(options.queryKey);
  // A read that failed on the server is rendered failed, as the server rendered it (on the server
  // nothing fetches it again; in the browser the hydrating render must match), not as "Loading...".
  const fromServer = useRef<boolean | null>(null);
  fromServer.current ??= failedOnServer(hash) && target.getQueryCache().get(hash)?.state.status === 'error';
  const result = useTanstackQuery((fromServer.current ? { ...options, retryOnMount: false } : options) as never, target);
  const { refetch } = result as { refetch: () => Promise<unknown> };
  // Then the browser tries it again (a missing record stays missing; a disabled read is not the page's to make).
  useEffect(() => {
    if (!fromServer.current) return;
    fromServer.current = false;
    forgetServerFailure(hash);
    const error = target.getQueryCache().get(hash)?.state.error;
    if (options.enabled !== false && !isNotFound(error)) void refetch();
    // Once, after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A page opened again loads again, as before the move (and a hung request is not waited for
  // again): the entry goes when the last page using it unmounts. The library's own subscription
  // effect runs its cleanup first, so the count no longer includes this page.
  useEffect(
    () => () => {
      const query = target.getQueryCache().get(hash);
      if (query && query.getObserversCount() === 0) target.getQueryCache().remove(query);
    },
    [target, hash],
  );
  return result;
}) as typeof useTanstackQuery;

export const useQueries = ((options: unknown, client?: QueryClient) =>
  useTanstackQueries(options as never, useClient(client))) as typeof useTanstackQueries;

export const useMutation = ((options: unknown, client?: QueryClient) =>
  useTanstackMutation(options as never, useClient(client))) as typeof useTanstackMutation;
