import { dehydrate, hashKey, hydrate, type DehydratedState, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { errorStatus, isUnreachable, MissingIdError, NotFoundError, reportError, SERVER_READ_TIMEOUT_MS, UnreachableError } from '@craft/shared';
import { scopedValue } from '@craft/shared/request-scope';
import { activeQueryClient, queryClient } from './query-client';

/**
 * Server rendering with the render's own QueryClient (activeQueryClient: each render has one). The
 * server renders a page once, which registers the queries its components ask for; it fetches them,
 * renders again with the answers, and sends them along in the HTML, where the browser puts them
 * back before it hydrates, so the page is not fetched a second time.
 */

export type { DehydratedState };

/** How a read failed on the server, as far as the page shows it. */
export type ServerFailure = 'unreachable' | 'not-found' | 'missing-id' | 'failed';

/** A read that failed on the server: the page was rendered with its failure, and the browser shows the same until it tries again. */
export interface FailedServerQuery {
  queryKey: QueryKey;
  failure: ServerFailure;
}

// The reads that failed on the server (their query hashes): a page renders their failure instead of
// "Loading..." (nothing on the server will fetch them again), and in the browser the hydrating
// render does the same before the page tries them again (hooks.ts). Each server render has its own.
const pageFailures = new Set<string>();
const failures = (): Set<string> => scopedValue('query.server-failures', () => new Set<string>()) ?? pageFailures;

/** Whether the read under `hash` failed on the server and is not yet tried again in the browser. */
export const failedOnServer = (hash: string): boolean => failures().has(hash);

/** The page has taken over the read under `hash`: from now on it loads as any other. */
export const forgetServerFailure = (hash: string): void => void failures().delete(hash);

const failureOf = (error: unknown): ServerFailure => {
  if (error instanceof MissingIdError) return 'missing-id';
  if (error instanceof NotFoundError || errorStatus(error) === 404 || errorStatus(error) === 403) return 'not-found';
  return isUnreachable(error) ? 'unreachable' : 'failed';
};

const errorOf = (failure: ServerFailure): Error => {
  switch (failure) {
    case 'unreachable':
      return new UnreachableError();
    case 'missing-id':
      return new MissingIdError('no id');
    case 'not-found':
      return new NotFoundError('not found on the server');
    case 'failed':
      return new Error('The read failed on the server');
  }
};

/**
 * Server: waits for `reads` (a page's prefetch, the reads a render asked for) at most `timeoutMs`.
 * Reads still running then are cancelled and fail as unreachable, so a stalled API holds no page
 * longer; every failed read is then rendered as failed (not as "Loading...").
 */
export async function settleServerQueries(reads: Promise<unknown>, timeoutMs = SERVER_READ_TIMEOUT_MS): Promise<void> {
  const client = activeQueryClient();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<'expired'>((resolve) => {
    timer = setTimeout(() => resolve('expired'), timeoutMs);
  });
  const outcome = await Promise.race([reads.then(() => 'settled' as const, () => 'settled' as const), expired]).finally(() => clearTimeout(timer));
  if (outcome === 'expired') {
    const stalled = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.fetchStatus === 'fetching');
    // All cancelled before any is awaited, silently (no CancelledError in the log or the state): a
    // read that waits for another (a page's read made of several) ends by its own cancel.
    const cancelled = stalled.map((query) => query.cancel({ silent: true }));
    await Promise.all(cancelled);
    for (const query of stalled) {
      query.setState({ status: 'error', error: new UnreachableError(), fetchStatus: 'idle' });
      reportError(new Error(`No answer within ${timeoutMs} ms`), { action: `Loading ${query.queryKey.join(' ')}`, app: 'shared' });
    }
  }
  for (const query of client.getQueryCache().getAll()) if (query.state.status === 'error') failures().add(query.queryHash);
}

/**
 * Whether the page wants this query fetched (`enabled`, e.g. a wishlist only for a signed-in buyer).
 * Not Query.isDisabled(): on the server nothing subscribes, and it counts an unsubscribed query
 * that never fetched as disabled.
 */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Fetches every query the last render asked for and nobody has fetched yet, for at most
 * `timeoutMs` (settleServerQueries); a failure stays in its query, and the next render shows it.
 */
export async function fetchRequestedQueries(timeoutMs = SERVER_READ_TIMEOUT_MS): Promise<number> {
  const requested = activeQueryClient()
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
  if (requested.length === 0) return 0;
  await settleServerQueries(Promise.all(requested.map((query) => query.fetch().catch(() => undefined))), timeoutMs);
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
 * The answers to send along with the page (successful ones only), the reads that failed (the
 * browser shows their failure as the server rendered it, then fetches them again), whether the
 * page's record does not exist (the server answers 404 then), and whether a read failed for another
 * reason (the page is then not cached).
 */
export function takeServerQueries(): { state: DehydratedState; failures: FailedServerQuery[]; notFound: boolean; failed: boolean } {
  const client = activeQueryClient();
  const state = dehydrate(client);
  const failed = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
    .map((query) => ({ queryKey: query.queryKey, failure: failureOf(query.state.error) }));
  const notFound = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.error instanceof NotFoundError || errorStatus(query.state.error) === 404);
  const incomplete = failedRead(client);
  client.clear();
  failures().clear();
  return { state, failures: failed, notFound, failed: incomplete };
}

/**
 * Puts the server's answers into the cache before hydration. They count as fresh for the first
 * render that uses them (no second fetch); the page's hooks drop them when the page closes, so a
 * later visit loads anew. A read that failed there goes in as failed, so the hydrating render
 * shows what the server rendered; the page then tries it again (hooks.ts).
 */
export function restoreServerQueries(state: DehydratedState, failed: readonly FailedServerQuery[] = []): void {
  hydrate(queryClient, state);
  for (const query of state.queries) queryClient.setQueryDefaults(query.queryKey, { staleTime: 60_000 });
  for (const { queryKey, failure } of failed) {
    const query = queryClient.getQueryCache().build(queryClient, { queryKey });
    query.setState({ status: 'error', error: errorOf(failure), fetchStatus: 'idle' });
    failures().add(hashKey(queryKey));
  }
}
