/**
 * @craft/shared/request-scope: what belongs to one server render, not to the process.
 *
 * In a browser tab the language, the run-time config, the query cache and the host's server
 * answers are the page's, and module-level state holds them. The server renders many pages at once,
 * each in its own language with its own data, so there each render has a scope of its own: the host's
 * server build (host/src/server/render-page.tsx) tells this module how to find the scope of the code
 * that is running (Node's AsyncLocalStorage, which follows the render through its awaits), and the
 * modules that hold page state ask here first. Components get the render's query client and Lingui
 * instance through React context as well; this covers the code outside components (the API client's
 * interceptors, a query function that fetches another query, formatters that default to the page's
 * language). A federation singleton of its own, so host and remotes see the same scope.
 */

/** One server render's own state; modules keep theirs under a key of their own. */
export interface RequestScope {
  readonly values: Map<string, unknown>;
  /** Set when the page shows less than it should (a read failed, a remote is unavailable): it is not cached. */
  incomplete: boolean;
}

let resolve: () => RequestScope | undefined = () => undefined;

/** The host's server build: how to find the running render's scope. */
export function setRequestScopeResolver(resolver: () => RequestScope | undefined): void {
  resolve = resolver;
}

export function createRequestScope(): RequestScope {
  return { values: new Map(), incomplete: false };
}

/** The running server render's scope; undefined in the browser and outside a render. */
export function requestScope(): RequestScope | undefined {
  return resolve();
}

/** This render's value under `key` (made by `create` on first use); undefined outside a server render. */
export function scopedValue<T>(key: string, create: () => T): T | undefined {
  const scope = resolve();
  if (!scope) return undefined;
  if (!scope.values.has(key)) scope.values.set(key, create());
  return scope.values.get(key) as T;
}

/** The page being rendered lacks something (a failed read, an unavailable remote): it must not be cached. */
export function markRenderIncomplete(): void {
  const scope = resolve();
  if (scope) scope.incomplete = true;
}
