/**
 * Serves the built web app: the host at /, each remote's bundle under /remotes/<name>/ (unless its
 * URL points elsewhere), deployed remote releases under /remotes/<name>/v/<id>/ (from the registry the API
 * keeps, see web/src/registry/), their deploy endpoints under /_deploy/, /config.json computed per request from the environment and the remote
 * registry, so deploying or rolling back a remote needs neither a rebuild nor a restart, and the
 * API under /api as a reverse proxy, so the page and its API share one origin (no CORS, whatever
 * host name or address the browser used).
 *
 * Used by `npm start` and by the browser tests (the same code path), built to
 * web/dist/server/web-server.js.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { WebConfig } from '../config';
import { type EdgeLimits, edgeLimitsFromEnv } from '../edge/limits';
import { registerDeployRoutes } from '../registry/deploy-routes';
import { checkServerBuild } from '../registry/server-build-check';
import { createRemoteConfigSource, previewsOf, REMOTE_DIRS, REMOTE_NAMES, registerReleaseFiles, remotesDirFromEnv } from '../registry/run-time';
import { createReleaseStore } from '../registry/store';
import { registerSeoFiles, SITEMAP_DEFAULT_PAGE_SIZE, siteBaseUrl } from '../seo/seo-files';
import { createServerRenderer, defaultMaxRenders, HTML_CACHE_CONTROL, RenderBusyError, serverEntryOf } from '../ssr/render-route';
import { registerApiProxy } from './api-proxy';
import { createFailureCounters, registerFailureReports } from './failure-reports';
import { sameSecret } from '../registry/same-secret';
import { contentSecurityPolicy } from './csp';
import { registerWebManifest } from './web-manifest';
import { type FileOrigins, apiAddresses, apiInternalUrlFromEnv, fileOriginsFromEnv, originOf, trustProxyFromEnv } from './env';

// What `npm start`, the browser tests and the benches use of the web tier, from this one entry.
export { API_UNAVAILABLE } from './api-proxy';
export { contentSecurityPolicy } from './csp';
export { apiAddresses, apiInternalUrlFromEnv, configFromEnv, fileOriginsFromEnv, localApiHost, OPERATOR_VARIABLES, trustProxyFromEnv } from './env';
export { remotesDirFromEnv } from '../registry/run-time';

// A precompressed copy (.br/.gz, see webpack.common.js) is the same immutable chunk.
const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css|png|jpe?g|svg|webp)(\.br|\.gz)?$/;

type HeaderTarget = { setHeader(name: string, value: string): unknown };

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Content-hashed chunks never change; entries, manifests and index.html must be revalidated. */
function setCacheHeaders(res: HeaderTarget, filePath: string): void {
  if (HASHED_FILE.test(filePath)) res.setHeader('Cache-Control', IMMUTABLE);
  else res.setHeader('Cache-Control', 'no-cache');
}

/**
 * A content-hashed file is never revalidated, so its validators and range support are bytes sent for
 * nothing, on each of the landing page's chunks (its script budget counts headers too).
 */
function dropValidatorsOfImmutable(reply: FastifyReply): void {
  if (reply.getHeader('cache-control') !== IMMUTABLE) return;
  reply.removeHeader('etag');
  reply.removeHeader('last-modified');
  reply.removeHeader('accept-ranges');
}

export interface WebServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Repository root (where host/, buyer-remote/, seller-remote/ live). */
  rootDir: string;
  config: WebConfig;
  /** Object-storage origins (default: from S3_*). */
  fileOrigins?: FileOrigins;
  /** This server's cache of release files (default: REMOTES_DIR, else <DATA_DIR or ./data>/remotes); the registry itself is the API's. */
  remotesDir?: string;
  /** What the deploy endpoints and the API's /remote-releases expect (default: DEPLOY_TOKEN; none: deploying is off). */
  deployToken?: string | null;
  /** How long the live releases read from the API are reused (default 2 s). */
  registryTtlMs?: number;
  /** Where remote warnings go (contract mismatch, unreadable manifest); default console.warn. */
  warn?: (message: string) => void;
  /**
   * Where `/api/*` is proxied to (default: API_INTERNAL_URL, else the API on 127.0.0.1:PORT): one
   * address or several, comma-separated (requests spread over them, see api-upstreams.ts); null serves no /api.
   */
  apiInternalUrl?: string | null;
  /** Proxies in front of this server whose X-Forwarded-For is believed (default: TRUST_PROXY, else none). */
  trustProxy?: boolean | string | string[];
  /**
   * The site's public address for every absolute URL: canonical links, JSON-LD, photos (told to the
   * API), /robots.txt and /sitemap.xml (default: PUBLIC_BASE_URL, else http://localhost:<port>, or
   * http://<host>:<port> when listening on one address). Never the address a request came in on.
   */
  publicBaseUrl?: string | null;
  /** URLs per sitemap file (default 10,000; at most 50,000). */
  sitemapPageSize?: number;
  logger?: boolean;
  /** How long a server-rendered page is reused (default: PAGE_CACHE_SECONDS, else 10; 0 never). */
  pageCacheSeconds?: number;
  /** Pages rendered at once (default: SSR_MAX_RENDERS, else two per CPU). */
  maxRenders?: number;
  /** Renders waiting for a turn beyond those (default: SSR_MAX_QUEUED, else 64); more are answered 503. */
  maxQueuedRenders?: number;
  /** Time-outs, sizes and caps (default: from the environment, see web/src/edge/limits.ts). */
  limits?: Partial<EdgeLimits>;
  /** The bearer token of GET /metrics (default: METRICS_TOKEN; none: no /metrics). */
  metricsToken?: string | null;
  /** How long a deploy's run of the release's server build may take (default 30 s). */
  releaseCheckTimeoutMs?: number;
}

export interface WebServer {
  app: FastifyInstance;
  address: string;
  port: number;
  publicBaseUrl: string;
}

export async function startWebServer({
  port,
  host = '0.0.0.0',
  rootDir,
  config,
  fileOrigins = fileOriginsFromEnv(),
  remotesDir = remotesDirFromEnv(process.env, rootDir),
  deployToken = process.env.DEPLOY_TOKEN?.trim() || null,
  registryTtlMs = 2000,
  warn = (message) => console.warn(message),
  apiInternalUrl = apiInternalUrlFromEnv(),
  trustProxy = trustProxyFromEnv(),
  publicBaseUrl = process.env.PUBLIC_BASE_URL?.trim() || null,
  sitemapPageSize = SITEMAP_DEFAULT_PAGE_SIZE,
  logger = false,
  pageCacheSeconds = Number(process.env.PAGE_CACHE_SECONDS ?? 10),
  maxRenders = Number(process.env.SSR_MAX_RENDERS || defaultMaxRenders()),
  maxQueuedRenders = Number(process.env.SSR_MAX_QUEUED || 64),
  limits: limitOverrides = {},
  releaseCheckTimeoutMs = 30_000,
  metricsToken = process.env.METRICS_TOKEN?.trim() || null,
}: WebServerOptions): Promise<WebServer> {
  const limits: EdgeLimits = { ...edgeLimitsFromEnv(), ...limitOverrides };
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
  const addresses = apiInternalUrl ? apiAddresses(apiInternalUrl) : [];
  // The registry of remote releases is the API's, shared by every web server; without an API only the built-in bundles are served.
  const store = addresses[0] ? createReleaseStore({ apiUrl: addresses[0], cacheDir: remotesDir, deployToken, liveTtlMs: registryTtlMs, warn }) : null;
  const remoteConfig = createRemoteConfigSource({ rootDir, store, base: config, warn });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });

  // Proxied API responses keep the API's own security headers (its CSP is stricter: default-src 'none').
  // A script's own CSP and Referrer-Policy do nothing (they govern documents and workers; a classic
  // script runs under its page's), so scripts go without those ~330 bytes each (landing budget).
  app.addHook('onSend', async (_request, reply) => {
    const isScript = /javascript/.test(String(reply.getHeader('Content-Type') ?? ''));
    if (!isScript && !reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
    if (!reply.hasHeader('X-Content-Type-Options')) reply.header('X-Content-Type-Options', 'nosniff');
    if (!isScript && !reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    dropValidatorsOfImmutable(reply);
  });

  let selfOrigin = '';
  // Known once listening when not configured (port 0 picks the port); a bad PUBLIC_BASE_URL stops the start.
  let publicBase = publicBaseUrl ? siteBaseUrl(publicBaseUrl) : '';
  const publicBaseOf = () => publicBase;
  const renderer = createServerRenderer({ rootDir, config: () => remoteConfig.config(), selfOrigin: () => selfOrigin, publicBaseUrl: publicBaseOf,
    cacheSeconds: pageCacheSeconds,
    maxRenders,
    maxQueuedRenders,
  });
  if (addresses.length) {
    await registerApiProxy(app, addresses, publicBaseOf, limits);
    // A write may change a server-rendered page: drop it from the page cache.
    app.addHook('onResponse', async (request, reply) => {
      if (request.url.startsWith('/api/') && reply.statusCode < 400) await renderer.written(request.method, request.url.slice(4));
    });
  }

  // Failures browsers report per remote release, against the page loads each release was named in.
  const failures = createFailureCounters();
  registerFailureReports(app, { counters: failures, warn });
  if (metricsToken)
    app.get('/metrics', async (request, reply) => {
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Bearer ') || !sameSecret(header.slice(7), metricsToken)) return reply.code(401).type('application/json').send({ error: 'A valid metrics token is required' });
      return reply.header('Cache-Control', 'no-store').type('text/plain; version=0.0.4; charset=utf-8').send(failures.metrics());
    });

  app.get('/config.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const served = await remoteConfig.config(previewsOf(request.headers.cookie));
    for (const name of REMOTE_NAMES) failures.loaded(name, served.remotes[name].version ?? '0');
    return served;
  });

  registerDeployRoutes(app, {
    store,
    deployToken,
    hostDistDir: path.join(rootDir, 'host', 'dist'),
    liveManifests: async () => Object.fromEntries(Object.entries((await remoteConfig.config()).remotes).map(([name, remote]) => [name, remote.manifest])),
    // Pages rendered with the release that was live embed its config: none may be served again.
    onSwitch: () => renderer.purge(),
    health: (remote) => failures.health(remote),
    // Renders as this server would: the live host's server build, the other remotes' live server builds, this server's /api.
    checkServerBuild: async (remote, files, manifest) => {
      const live = await remoteConfig.config();
      await checkServerBuild({
        remote,
        files,
        manifest,
        hostServerBuild: path.join(rootDir, 'host', 'dist-server', 'main.js'),
        config: live,
        apiUrl: `${selfOrigin}/api`,
        siteOrigin: publicBase,
        serverRemotes: Object.fromEntries(Object.entries(live.remotes).map(([name, location]) => [name, serverEntryOf(location.entry, selfOrigin)])),
        timeoutMs: releaseCheckTimeoutMs,
      });
    },
  });

  // /robots.txt and /sitemap.xml: from the live config, with the API's public records.
  const apiForSitemap = addresses[0] ?? (originOf(config.apiUrl) ? config.apiUrl : null);
  registerSeoFiles(app, { remoteConfig, apiUrl: apiForSitemap, publicBaseUrl: publicBaseOf, pageSize: sitemapPageSize });

  // Deployed releases: content-addressed and immutable, a new deploy is a new URL.
  if (store) registerReleaseFiles(app, store);

  // Remote bundles are served from here only when no other location was configured for them.
  for (const [remote, folder] of Object.entries(REMOTE_DIRS)) {
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

  // The web app manifest and its icons (installable on a phone's home screen).
  registerWebManifest(app, { hostPublicDir: path.join(rootDir, 'host', 'public') });

  const hostDist = path.join(rootDir, 'host', 'dist');
  await app.register(fastifyStatic, { root: hostDist, prefix: '/', setHeaders: setCacheHeaders, cacheControl: false, index: false, preCompressed: true });

  const indexHtml = () => fs.readFileSync(path.join(hostDist, 'index.html'));

  /**
   * A page: rendered on the server when it is a public page with a server build, else the
   * host's index.html, rendered in the browser (pages behind login, or when rendering fails).
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    // A previewed release is rendered in the browser only: cached pages embed the live config.
    if (renderer.available() && Object.keys(previewsOf(request.headers.cookie)).length === 0) {
      try {
        const page = await renderer.render(request);
        if (page) {
          if (page.serverTiming) reply.header('Server-Timing', page.serverTiming);
          return reply
            .code(page.status)
            // A page missing what failed to load is for this visitor only, not for a CDN either.
            .header('Cache-Control', page.complete ? HTML_CACHE_CONTROL : 'no-store')
            .header('Vary', 'Cookie, Accept-Language')
            .type('text/html; charset=utf-8')
            .send(page.body);
        }
      } catch (error) {
        if (error instanceof RenderBusyError) {
          return reply
            .code(503)
            .header('Retry-After', String(error.retryAfterSeconds))
            .header('Cache-Control', 'no-store')
            .type('application/json')
            .send({ error: 'The service is busy. Please try again in a moment.', code: 'server.busy' });
        }
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
  const listening = (app.server.address() as AddressInfo).port;
  const selfHost = ['0.0.0.0', '::', 'localhost'].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  selfOrigin = `http://${selfHost}:${listening}`;
  remoteConfig.setSelfOrigin(selfOrigin);
  publicBase ||= `http://${['0.0.0.0', '::'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${listening}`;
  const publicOrigin = new URL(publicBase).origin;
  if (publicOrigin !== selfOrigin) csp = contentSecurityPolicy(config, { ...fileOrigins, images: [...fileOrigins.images, publicOrigin] });
  return { app, address, port: listening, publicBaseUrl: publicBase };
}
