import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { errorStatus, NotFoundError } from '@craft/shared';
import { activeQueryClient, queryClient } from './query-client';

/**
 * Server rendering with the render's own QueryClient (activeQueryClient: each render has one). The
 * server renders a page once, which registers the queries its components ask for; it fetches them,
 * renders again with the answers, and sends them along in the HTML, where the browser puts them
 * back before it hydrates, so the page is not fetched a second time.
 */

export type { DehydratedState };

/**
 * Whether the page wants this query fetched (`enabled`, e.g. a wishlist only for a signed-in buyer).
 * Not Query.isDisabled(): on the server nothing subscribes, and it counts an unsubscribed query
 * that never fetched as disabled.
 */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Fetches every query the last render asked for and nobody has fetched yet; a failure stays in its query. */
export async function fetchRequestedQueries(): Promise<number> {
  const requested = activeQueryClient()
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
  await Promise.all(requested.map((query) => query.fetch().catch(() => undefined)));
  return requested.length;
}

/** A read failed for another reason than a missing record: the page is not what a visitor should keep. */
function failedRead(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error' && !(query.state.error instanceof NotFoundError) && errorStatus(query.state.error) !== 404);
}

/**
 * The answers to send along with the page (successful ones only: a failure is fetched again in the
 * browser), whether the page's record does not exist (the server answers 404 then), and whether a
 * read failed (the page is then not cached).
 */
export function takeServerQueries(): { state: DehydratedState; notFound: boolean; failed: boolean } {
  const client = activeQueryClient();
  const state = dehydrate(client);
  const notFound = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.error instanceof NotFoundError || errorStatus(query.state.error) === 404);
  const failed = failedRead(client);
  client.clear();
  return { state, notFound, failed };
}

/**
 * Puts the server's answers into the cache before hydration. They count as fresh for the first
 * render that uses them (no second fetch); the page's hooks drop them when the page closes, so a
 * later visit loads anew.
 */
export function restoreServerQueries(state: DehydratedState): void {
  hydrate(queryClient, state);
  for (const query of state.queries) queryClient.setQueryDefaults(query.queryKey, { staleTime: 60_000 });
}
