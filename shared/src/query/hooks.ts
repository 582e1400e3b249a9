import { useContext, useEffect } from 'react';
import {
  hashKey,
  QueryClientContext,
  useMutation as useTanstackMutation,
  useQueries as useTanstackQueries,
  useQuery as useTanstackQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { activeQueryClient } from './query-client';

// The hooks bound to the page's one client: no provider is needed around the host or a remote
// page (nor in tests), and a remote can never end up with a cache of its own. A server render
// provides its own client (QueryClientProvider, as TanStack Query's SSR guide does).

/** The client a component reads: the render's (context), else the running code's. */
function useClient(client: QueryClient | undefined): QueryClient {
  const provided = useContext(QueryClientContext);
  return client ?? provided ?? activeQueryClient();
}

export const useQuery = ((options: { queryKey: readonly unknown[] }, client?: QueryClient) => {
  const target = useClient(client);
  const result = useTanstackQuery(options as never, target);
  const hash = hashKey(options.queryKey);
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
