/**
 * Serves the built web app: the host at /, each remote's bundle under /remotes/<name>/ (unless its
 * URL points elsewhere), deployed remote releases under /remotes/<name>/v/<version>/ (see
 * scripts/remote-registry.mjs), /config.json computed per request from the environment and the
 * remote registry, so deploying or rolling back a remote needs neither a rebuild nor a restart,
 * and the API under /api as a reverse proxy, so the page and its API share one origin (no CORS,
 * whatever host name or address the browser used).
 *
 * Used by `npm start` and by the browser tests (the same code path).
 */
import path from 'node:path';
import fs from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { createRemoteConfigSource, REMOTE_NAMES, remotesDirFromEnv, VERSION_PATTERN } from './remote-registry.mjs';
import fastifyHttpProxy from '@fastify/http-proxy';
import { createServerRenderer, HTML_CACHE_CONTROL } from './ssr/render-route.mjs';
import { registerSeoFiles, siteBaseUrl, SITEMAP_DEFAULT_PAGE_SIZE } from './seo-files.mjs';
import { apiRequestGate, edgeLimitsFromEnv, liveStreamGate } from './edge-limits.mjs';

// A precompressed copy (.br/.gz, see webpack.common.js) is the same immutable chunk.
const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css|png|jpe?g|svg|webp)(\.br|\.gz)?$/;

/** Content-hashed chunks never change; entries, manifests and index.html must be revalidated. */
function setCacheHeaders(res, filePath) {
  if (HASHED_FILE.test(filePath)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
}

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null; // same-origin relative URL
  }
};

/**
 * Where the browser fetches stored files from besides the API, when the API uses object storage
 * (the same S3_* variables as the API): photos from S3_PUBLIC_URL, and documents through signed
 * URLs (S3_SIGNED_URL_SECONDS > 0) on the bucket's own origin, path-style or virtual-hosted.
 */
export function fileOriginsFromEnv(env = process.env) {
  const images = [originOf(env.S3_PUBLIC_URL ?? '')];
  const downloads = [];
  if (env.S3_ENDPOINT && env.S3_BUCKET && Number(env.S3_SIGNED_URL_SECONDS ?? 0) > 0) {
    const endpoint = originOf(env.S3_ENDPOINT);
    const pathStyle = (env.S3_FORCE_PATH_STYLE ?? '1') !== '0';
    if (endpoint) {
      const url = new URL(endpoint);
      downloads.push(pathStyle ? endpoint : `${url.protocol}//${env.S3_BUCKET}.${url.host}`);
    }
  }
  return { images: images.filter(Boolean), downloads };
}

/** No inline scripts anywhere; styled-components injects <style> tags, so styles allow inline. */
export function contentSecurityPolicy(config, fileOrigins = { images: [], downloads: [] }) {
  const remoteOrigins = Object.values(config.remotes).map((r) => originOf(r.entry)).filter(Boolean);
  const apiOrigin = originOf(config.apiUrl);
  const extra = (list) => [...new Set(list.filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${extra(remoteOrigins)}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${extra([apiOrigin, ...fileOrigins.images])}`.trim(),
    `connect-src 'self' ${extra([apiOrigin, ...remoteOrigins, ...fileOrigins.downloads])}`.trim(),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What `/api/*` answers when the API cannot be reached: JSON like every API error, never a proxy page. */
export const API_UNAVAILABLE = 'The service is temporarily unavailable.';

/**
 * `/api/x` -> `<apiInternalUrl>/x`. Bodies (multipart uploads included) are read here in full
 * within the edge's limits (scripts/edge-limits.mjs) and then sent on unparsed: the API applies its
 * own, smaller size limits and answers 413 itself. Responses (status, headers, JSON errors, file
 * downloads) come back as the API sent them.
 *
 * Live streams (/api/live) go over a pool of their own: however many are open, the connections
 * that pages and writes use stay free.
 *
 * The API sees the client's address in X-Forwarded-For, which this proxy sets (never appends
 * to): the address it got the request from or, behind a proxy it trusts (`trustProxy`), the
 * client address that proxy reported. A client cannot choose its own address for the throttles.
 */
async function registerApiProxy(app, apiInternalUrl, publicBase, limits) {
  const proxy = {
    upstream: apiInternalUrl,
    prefix: '/api',
    // Photos are processed (sharp) and documents may be large: give the API time to answer.
    undici: { connections: limits.apiConnections, pipelining: 1, headersTimeout: 120_000, bodyTimeout: 120_000 },
    preHandler: apiRequestGate(limits),
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        const forwarded = { ...headers };
        delete forwarded.forwarded;
        // Node already answered `Expect: 100-continue` (curl sends it for large uploads); undici refuses it.
        delete forwarded.expect;
        forwarded['x-forwarded-for'] = request.ip;
        // The API builds absolute file URLs from these: the browser fetches photos through /api
        // too. They name the public address, never the client's Host: the answers end up in cached pages.
        const site = new URL(publicBase());
        forwarded['x-forwarded-proto'] = site.protocol.slice(0, -1);
        forwarded['x-forwarded-host'] = site.host;
        forwarded['x-forwarded-prefix'] = `${site.pathname.replace(/\/+$/, '')}/api`;
        return forwarded;
      },
      onError: (reply, { error }) => {
        reply.request.log.warn({ err: error }, 'API unreachable through /api');
        const timedOut = error?.statusCode === 504;
        return reply
          .code(timedOut ? 504 : 502)
          .type('application/json; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send({ error: API_UNAVAILABLE });
      },
    },
  };
  await app.register(fastifyHttpProxy, proxy);
  await app.register(fastifyHttpProxy, {
    ...proxy,
    prefix: '/api/live',
    rewritePrefix: '/live',
    httpMethods: ['GET', 'HEAD'],
    // One connection per open stream, up to the edge's cap, so a stream never waits in a queue; the
    // API's heartbeat (every 25 s) keeps bodyTimeout from firing on a quiet stream.
    undici: { connections: limits.liveStreams, pipelining: 1, headersTimeout: 30_000, bodyTimeout: 120_000 },
    preHandler: liveStreamGate(limits),
  });
  // Swagger UI runs scripts: on the page's origin they could read the session stored there. It is
  // served on the API's own port only.
  for (const url of ['/api/docs', '/api/docs/*']) {
    app.all(url, (_request, reply) => reply.code(404).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send({ error: API_DOCS_ELSEWHERE, code: 'request.route_not_found' }));
  }
}

/** What /api/docs answers on the web server: Swagger UI is on the API's own port. */
export const API_DOCS_ELSEWHERE = 'Not found: the API documentation is served on the API\'s own port (/docs).';

/**
 * @param {object} options
 * @param {number} options.port 0 picks a free port
 * @param {string} [options.host]
 * @param {string} options.rootDir repository root (where host/, buyer-remote/, seller-remote/ live)
 * @param {{apiUrl: string, remotes: {buyer: {entry: string}, seller: {entry: string}}}} options.config
 * @param {{images: string[], downloads: string[]}} [options.fileOrigins] object-storage origins (default: from S3_*)
 * @param {string} [options.remotesDir] deployed remote releases and registry.json (default: REMOTES_DIR, else <DATA_DIR or ./data>/remotes)
 * @param {(message: string) => void} [options.warn] where remote warnings go (contract mismatch, unreadable manifest); default console.warn
 * @param {string | null} [options.apiInternalUrl] where `/api/*` is proxied to (default: API_INTERNAL_URL,
 *   else the API on 127.0.0.1:PORT); null serves no /api
 * @param {boolean | string | string[]} [options.trustProxy] proxies in front of this server whose
 *   X-Forwarded-For is believed (default: TRUST_PROXY, else none)
 * @param {string | null} [options.publicBaseUrl] the site's public address for every absolute URL:
 *   canonical links, JSON-LD, photos (told to the API), /robots.txt and /sitemap.xml (default:
 *   PUBLIC_BASE_URL, else http://localhost:<port>, or http://<host>:<port> when listening on one
 *   address). Never the address a request came in on.
 * @param {number} [options.sitemapPageSize] URLs per sitemap file (default 10,000; at most 50,000)
 * @param {boolean} [options.logger]
 * @param {number} [options.pageCacheSeconds] how long a server-rendered page is reused (default: PAGE_CACHE_SECONDS, else 10; 0 never)
 * @param {Partial<ReturnType<typeof edgeLimitsFromEnv>>} [options.limits] time-outs, sizes and caps (default: from the environment, see edge-limits.mjs)
 */
export async function startWebServer({
  port,
  host = '0.0.0.0',
  rootDir,
  config,
  fileOrigins = fileOriginsFromEnv(),
  remotesDir = remotesDirFromEnv(process.env, rootDir),
  warn = (message) => console.warn(message),
  apiInternalUrl = apiInternalUrlFromEnv(),
  trustProxy = trustProxyFromEnv(),
  publicBaseUrl = process.env.PUBLIC_BASE_URL?.trim() || null,
  sitemapPageSize = SITEMAP_DEFAULT_PAGE_SIZE,
  logger = false,
  pageCacheSeconds = Number(process.env.PAGE_CACHE_SECONDS ?? 10),
  limits: limitOverrides = {},
}) {
  const limits = { ...edgeLimitsFromEnv(), ...limitOverrides };
  const app = Fastify({
    logger,
    trustProxy,
    // Live streams (/api/live, proxied) never end by themselves: close() ends them instead of waiting forever.
    forceCloseConnections: true,
    // A client that sends slowly holds a socket here for a bounded time (408), never a hang.
    connectionTimeout: limits.socketIdleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // Node checks those time-outs every connectionsCheckingInterval (30 s by default).
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: 1000 },
  });
  // `config` is the base: the API URL and any remote entry set by BUYER_REMOTE_URL/SELLER_REMOTE_URL.
  // Deployed releases are same-origin (/remotes/<name>/v/...), so they add nothing to the CSP:
  // the origins in it are those of the base config, fixed at start like the variables they come from.
  // Photo URLs name the public address, which may not be the one a visitor typed: it is an image origin too (set once listening).
  let csp = contentSecurityPolicy(config, fileOrigins);
  const remoteConfig = createRemoteConfigSource({ rootDir, remotesDir, base: config, warn });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });

  // Proxied API responses keep the API's own security headers (its CSP is stricter: default-src 'none').
  // A script's own CSP and Referrer-Policy do nothing (they govern documents and workers; a classic
  // script runs under its page's), so scripts go without those ~330 bytes each (landing budget).
  app.addHook('onSend', async (_request, reply) => {
    const isScript = /javascript/.test(String(reply.getHeader('Content-Type') ?? ''));
    if (!isScript && !reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
    if (!reply.hasHeader('X-Content-Type-Options')) reply.header('X-Content-Type-Options', 'nosniff');
    if (!isScript && !reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });

  let selfOrigin = '';
  // Known once listening when not configured (port 0 picks the port); a bad PUBLIC_BASE_URL stops the start.
  let publicBase = publicBaseUrl ? siteBaseUrl(publicBaseUrl) : '';
  const publicBaseOf = () => publicBase;
  const renderer = createServerRenderer({ rootDir, config: () => remoteConfig.config(), selfOrigin: () => selfOrigin, publicBaseUrl: publicBaseOf, cacheSeconds: pageCacheSeconds, warn });
  if (apiInternalUrl) {
    await registerApiProxy(app, apiInternalUrl, publicBaseOf, limits);
    // A write may change a server-rendered page: drop it from the page cache.
    app.addHook('onResponse', async (request, reply) => {
      if (request.url.startsWith('/api/') && reply.statusCode < 400) await renderer.written(request.method, request.url.slice(4));
    });
  }

  app.get('/config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return remoteConfig.config();
  });

  // /robots.txt and /sitemap.xml: from the live config, with the API's public records.
  const apiForSitemap = apiInternalUrl ?? (originOf(config.apiUrl) ? config.apiUrl : null);
  registerSeoFiles(app, { remoteConfig, apiUrl: apiForSitemap, publicBaseUrl: publicBaseOf, pageSize: sitemapPageSize });

  // Deployed releases: immutable folders, a new deploy is a new URL, so every file (manifests and
  // remoteEntry.js too) may be cached for good. Registered before the built-in dist below; the
  // more specific prefix wins.
  for (const remote of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: path.join(remotesDir, remote),
      prefix: `/remotes/${remote}/v/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathname) => VERSION_PATTERN.test(pathname.split('/')[1] ?? ''),
      setHeaders: (res) => {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.setHeader('Access-Control-Allow-Origin', '*');
      },
    });
  }

  // Remote bundles are served from here only when no other location was configured for them.
  const remoteDirs = { buyer: 'buyer-remote', seller: 'seller-remote' };
  for (const [remote, folder] of Object.entries(remoteDirs)) {
    const dist = path.join(rootDir, folder, 'dist');
    if (!fs.existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      preCompressed: true, // .br/.gz written by the production build (webpack.common.js)
      cacheControl: false, // our setHeaders decides
      setHeaders: (res, filePath) => {
        setCacheHeaders(res, filePath);
        // Another origin's host may load these bundles.
        res.setHeader('Access-Control-Allow-Origin', '*');
      },
    });
  }

  const hostDist = path.join(rootDir, 'host', 'dist');
  await app.register(fastifyStatic, { root: hostDist, prefix: '/', setHeaders: setCacheHeaders, cacheControl: false, index: false, preCompressed: true });

  const indexHtml = () => fs.readFileSync(path.join(hostDist, 'index.html'));

  /**
   * A page: rendered on the server when it is a public page with a server build, else the
   * host's index.html, rendered in the browser (pages behind login, or when rendering fails).
   */
  async function sendPage(request, reply) {
    if (renderer.available()) {
      try {
        const page = await renderer.render(request);
        if (page) {
          return reply
            .code(page.status)
            .header('Cache-Control', HTML_CACHE_CONTROL)
            .header('Vary', 'Cookie, Accept-Language')
            .type('text/html; charset=utf-8')
            .send(page.body);
        }
      } catch (error) {
        request.log.warn({ err: error }, 'server rendering failed; sending the browser-rendered page');
        warn(`Server rendering of ${request.url} failed (the browser renders it): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml());
  }

  // Client-side routes: any GET that is not a file gets a page.
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage) return reply.code(404).type('application/json').send({ error: 'Not found' });
    return sendPage(request, reply);
  });
  app.get('/', sendPage);

  const address = await app.listen({ port, host });
  const selfHost = ['0.0.0.0', '::', 'localhost'].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  selfOrigin = `http://${selfHost}:${app.server.address().port}`;
  remoteConfig.setSelfOrigin(selfOrigin);
  publicBase ||= `http://${['0.0.0.0', '::'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${app.server.address().port}`;
  const publicOrigin = new URL(publicBase).origin;
  if (publicOrigin !== selfOrigin) csp = contentSecurityPolicy(config, { ...fileOrigins, images: [...fileOrigins.images, publicOrigin] });
  return { app, address, port: app.server.address().port, publicBaseUrl: publicBase };
}

/**
 * The run-time config from the environment: the API under /api of this same origin (proxied) and
 * same-origin remotes by default. API_URL points the browser at a separately hosted public API.
 */
export function configFromEnv(env = process.env) {
  return {
    apiUrl: env.API_URL?.trim() || '/api',
    remotes: {
      buyer: { entry: env.BUYER_REMOTE_URL ?? '/remotes/buyer/mf-manifest.json' },
      seller: { entry: env.SELLER_REMOTE_URL ?? '/remotes/seller/mf-manifest.json' },
    },
    operator: operatorFromEnv(env),
    // Canonical URLs of the pages name the public address, whatever address served them.
    ...(env.PUBLIC_BASE_URL?.trim() ? { siteOrigin: env.PUBLIC_BASE_URL.trim() } : {}),
  };
}

/**
 * The site operator's details for the Impressum (section 5 of the Digitale-Dienste-Gesetz) and the privacy notice, one
 * variable each. A field left unset is null: the legal pages show a marked placeholder
 * ("[Platzhalter: Firmenname]" / "[Placeholder: company name]") and a notice that the operator's
 * details are placeholders, as in the demo. See the README's configuration section.
 */
export const OPERATOR_VARIABLES = {
  name: 'OPERATOR_NAME',
  legalForm: 'OPERATOR_LEGAL_FORM',
  representative: 'OPERATOR_REPRESENTATIVE',
  street: 'OPERATOR_STREET',
  postcodeCity: 'OPERATOR_POSTCODE_CITY',
  country: 'OPERATOR_COUNTRY',
  email: 'OPERATOR_EMAIL',
  phone: 'OPERATOR_PHONE',
  register: 'OPERATOR_REGISTER',
  vatId: 'OPERATOR_VAT_ID',
  privacyContact: 'OPERATOR_PRIVACY_CONTACT',
  supervisoryAuthority: 'OPERATOR_SUPERVISORY_AUTHORITY',
};

export function operatorFromEnv(env = process.env) {
  return Object.fromEntries(
    Object.entries(OPERATOR_VARIABLES).map(([field, variable]) => [field, env[variable]?.trim() || null]),
  );
}

/** The address this machine's API listens on as seen from here: HOST, or loopback when it listens on every interface. */
export function localApiHost(env = process.env) {
  const host = env.HOST?.trim();
  return !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
}

/** Where /api is proxied to: API_INTERNAL_URL, else the API of `npm start` on this machine (HOST, PORT 8080). */
export function apiInternalUrlFromEnv(env = process.env) {
  if (env.API_INTERNAL_URL?.trim()) return env.API_INTERNAL_URL.trim();
  const scheme = env.TLS_CERT && env.TLS_KEY ? 'https' : 'http';
  const host = localApiHost(env);
  return `${scheme}://${host.includes(':') ? `[${host}]` : host}:${env.PORT || '8080'}`;
}

/** TRUST_PROXY as Fastify's trustProxy: a list of addresses/CIDRs, or false (believe no header). */
export function trustProxyFromEnv(env = process.env) {
  const list = (env.TRUST_PROXY ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return list.length ? list : false;
}
