import type { FastifyRequest } from 'fastify';

/** A path prefix a trusted proxy mounts the API under, e.g. `/api`: segments of URL-safe characters only. */
const PREFIX = /^(\/[A-Za-z0-9._~-]+)*$/;

/**
 * The public base for absolute file URLs (a spec client on another origin
 * resolves a root-relative photo URL against itself). Never the request's own Host: answers with
 * these URLs are cached (here and in the web server's pages) and shared with other visitors.
 * - PUBLIC_API_URL when set (`npm start` sets it: the address it prints, plus /api);
 * - else, from a proxy in TRUST_PROXY that names the address (X-Forwarded-Host, -Proto and
 *   -Prefix; the web server sends its public address and /api);
 * - else `fallback`, the API's own address (see ownAddress).
 */
export function requestBase(request: FastifyRequest, configured: string | null, fallback: string): string {
  if (configured) return configured;
  // request.ips lists the peer and the addresses trusted proxies reported: more than one means the peer is one of ours.
  const viaTrustedProxy = (request.ips?.length ?? 0) > 1;
  if (!viaTrustedProxy || typeof request.headers['x-forwarded-host'] !== 'string') return fallback;
  const header = request.headers['x-forwarded-prefix'];
  const prefix = typeof header === 'string' && PREFIX.test(header) ? header : '';
  // Fastify reads X-Forwarded-Host and -Proto only from a trusted peer, as here.
  return `${request.protocol}://${request.host}${prefix}`;
}

/** The API's own address as a client on this machine reaches it: http(s)://localhost:PORT, or the one address HOST names. */
export function ownAddress(config: { host: string; port: number; tls: unknown }, port: number = config.port): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `${config.tls ? 'https' : 'http'}://${host}:${port}`;
}

/** A root-relative URL made absolute against `base`; absolute ones (an object store's CDN) stay. */
export function absoluteUrl(base: string, url: string | null): string | null {
  if (url === null || /^https?:\/\//.test(url)) return url;
  return `${base}${url}`;
}
