import { QueryCache, QueryClient } from '@tanstack/react-query';
// Through the package name, not a relative path: this module is a federation singleton of its own,
// and a relative import would bundle a second reporter (setErrorReporter would not reach it).
import { NotFoundError, reportError } from '@craft/shared';
import { scopedValue } from '@craft/shared/request-scope';

/**
 * A QueryClient as the page uses it: one attempt (the page shows the failure with a retry), no
 * refetch on focus or reconnect, and a page opened again loads again ('Loading...', then fresh data)
 * instead of showing what an earlier visit left (the hooks in ./hooks.ts drop an entry when its last
 * page unmounts).
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // Every failed read is reported once, whichever page asked; a garbled id is no failure.
      onError: (error, query) => {
        if (!(error instanceof NotFoundError)) reportError(error, { action: `Loading ${query.queryKey.join(' ')}`, app: 'shared' });
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

/** The browser page's one client: host and remotes read and write the same cache (federation singletons). */
const pageClient = createQueryClient();

/** The running code's client: a server render's own (made on its first use), else the page's. */
export function activeQueryClient(): QueryClient {
  return scopedValue('query-client', createQueryClient) ?? pageClient;
}

/**
 * The one QueryClient of the page, as apps import it (`queryClient.setQueryData(...)`, a query
 * function that fetches another query). In the browser it is the page's client itself; on the
 * server each render has its own, and every call goes to the running render's, so the apps' code
 * needs no change to be rendered for many visitors at once.
 */
export const queryClient: QueryClient = new Proxy(pageClient, {
  get(_target, property) {
    const client = activeQueryClient();
    const value: unknown = Reflect.get(client, property, client);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
});
