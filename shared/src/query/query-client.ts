import { QueryCache, QueryClient } from '@tanstack/react-query';
// Through the package name, not a relative path: this module is a federation singleton of its own,
// and a relative import would bundle a second reporter (setErrorReporter would not reach it).
import { NotFoundError, reportError } from '@craft/shared';

/**
 * The one QueryClient of the page: host and remotes read and write the same cache, since
 * @craft/shared/query and @tanstack/react-query are federation singletons. Behaviour as before the
 * move: one attempt (the page shows the failure with a retry), no refetch on focus or reconnect,
 * and a page opened again loads again ('Loading...', then fresh data) instead of showing what an
 * earlier visit left (the hooks in ./hooks.ts drop an entry when its last page unmounts).
 */
export const queryClient = new QueryClient({
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
