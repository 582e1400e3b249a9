import { getRuntimeConfig } from '@craft/shared';

/**
 * An absolute URL on the site for canonical links and JSON-LD: `origin` plus a root-relative
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

/**
 * The site's public origin (`https://example.de`) canonical URLs are built on: the run-time
 * config's `siteOrigin` (PUBLIC_BASE_URL; the server renderer always sets it, having no window),
 * else the browser page's. Read through the '@craft/shared' singleton, so host and remotes agree.
 */
export function siteOrigin(): string {
  const configured = getRuntimeConfig().siteOrigin;
  if (configured) return new URL(configured).origin;
  if (typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null') return window.location.origin;
  throw new Error('siteOrigin(): no window and no siteOrigin in the run-time config');
}
