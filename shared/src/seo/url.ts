/**
 * An absolute URL on the site (#19) for canonical links and JSON-LD: `origin` plus a root-relative
 * path. Only the query parameters named in `keepParams` stay (in that order, empty ones dropped):
 * tracking (utm_*, fbclid, …) and view state never make a second address of the same page. The
 * fragment always goes.
 */
export function absoluteUrl(path: string, origin: string, keepParams: readonly string[] = []): string {
  const base = new URL(origin);
  // A path is the site's own: '//elsewhere.example' or 'https://…' cannot move it off the origin.
  const parsed = new URL(path, 'http://local.invalid');
  const url = new URL(parsed.pathname, base);
  const kept = new URLSearchParams();
  for (const name of keepParams) {
    const value = parsed.searchParams.get(name)?.trim();
    if (value) kept.set(name, value);
  }
  url.search = kept.toString();
  url.hash = '';
  return url.toString();
}

let configuredOrigin: string | null = null;

/**
 * Sets the site's public origin (`https://example.de`) for `siteOrigin()`: the server renderer
 * calls it with its public base, since it has no window. Null goes back to the browser's.
 */
export function setSiteOrigin(origin: string | null): void {
  configuredOrigin = origin === null ? null : new URL(origin).origin;
}

/** The origin canonical URLs are built on: the configured one, else the browser page's. */
export function siteOrigin(): string {
  if (configuredOrigin) return configuredOrigin;
  if (typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null') return window.location.origin;
  throw new Error('siteOrigin(): no window; call setSiteOrigin(publicBase) before rendering on the server');
}
