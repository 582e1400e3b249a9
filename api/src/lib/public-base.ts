import type { FastifyRequest } from 'fastify';

/** A path prefix a trusted proxy mounts the API under, e.g. `/api`: segments of URL-safe characters only. */
const PREFIX = /^(\/[A-Za-z0-9._~-]+)*$/;

/**
 * The origin (and path prefix) this request reached the API under, for absolute file URLs (#14
 * finding 10): a spec client on another origin resolves a root-relative photo URL against itself.
 * PUBLIC_API_URL wins when set (production: one fixed answer, whatever Host a client sends).
 * Otherwise Host and protocol as Fastify reads them (X-Forwarded-Host/-Proto only from a trusted
 * proxy), plus X-Forwarded-Prefix from such a proxy: the web server mounts the API at /api.
 */
export function requestBase(request: FastifyRequest, configured: string | null): string {
  if (configured) return configured;
  // request.ips lists the peer and the addresses trusted proxies reported: more than one means the peer is one of ours.
  const viaTrustedProxy = (request.ips?.length ?? 0) > 1;
  const header = request.headers['x-forwarded-prefix'];
  const prefix = viaTrustedProxy && typeof header === 'string' && PREFIX.test(header) ? header : '';
  return `${request.protocol}://${request.host}${prefix}`;
}

/** A root-relative URL made absolute against `base`; absolute ones (an object store's CDN) stay. */
export function absoluteUrl(base: string, url: string | null): string | null {
  if (url === null || /^https?:\/\//.test(url)) return url;
  return `${base}${url}`;
}
