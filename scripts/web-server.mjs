/**
 * Serves the built web app: the host at /, each remote's bundle under /remotes/<name>/ (unless its
 * URL points elsewhere), deployed remote releases under /remotes/<name>/v/<version>/ (see
 * scripts/remote-registry.mjs), and /config.json computed per request from the environment and the
 * remote registry, so deploying or rolling back a remote needs neither a rebuild nor a restart.
 *
 * Used by `npm start` and by the browser tests (the same code path).
 */
import path from 'node:path';
import fs from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { createRemoteConfigSource, REMOTE_NAMES, remotesDirFromEnv, VERSION_PATTERN } from './remote-registry.mjs';

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

/**
 * @param {object} options
 * @param {number} options.port 0 picks a free port
 * @param {string} [options.host]
 * @param {string} options.rootDir repository root (where host/, buyer-remote/, seller-remote/ live)
 * @param {{apiUrl: string, remotes: {buyer: {entry: string}, seller: {entry: string}}}} options.config
 * @param {{images: string[], downloads: string[]}} [options.fileOrigins] object-storage origins (default: from S3_*)
 * @param {string} [options.remotesDir] deployed remote releases and registry.json (default: REMOTES_DIR, else <DATA_DIR or ./data>/remotes)
 * @param {(message: string) => void} [options.warn] where remote warnings go (contract mismatch, unreadable manifest); default console.warn
 * @param {boolean} [options.logger]
 */
export async function startWebServer({
  port,
  host = '0.0.0.0',
  rootDir,
  config,
  fileOrigins = fileOriginsFromEnv(),
  remotesDir = remotesDirFromEnv(process.env, rootDir),
  warn = (message) => console.warn(message),
  logger = false,
}) {
  const app = Fastify({ logger });
  // `config` is the base: the API URL and any remote entry set by BUYER_REMOTE_URL/SELLER_REMOTE_URL.
  // Deployed releases are same-origin (/remotes/<name>/v/...), so they add nothing to the CSP:
  // the origins in it are those of the base config, fixed at start like the variables they come from.
  const csp = contentSecurityPolicy(config, fileOrigins);
  const remoteConfig = createRemoteConfigSource({ rootDir, remotesDir, base: config, warn });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });

  app.get('/config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return remoteConfig.config();
  });

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
  // Client-side routes: any GET that is not a file gets the host's index.html.
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage) return reply.code(404).type('application/json').send({ error: 'Not found' });
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml());
  });
  app.get('/', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml()),
  );

  const address = await app.listen({ port, host });
  const selfHost = ['0.0.0.0', '::', 'localhost'].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  remoteConfig.setSelfOrigin(`http://${selfHost}:${app.server.address().port}`);
  return { app, address, port: app.server.address().port };
}

/** The run-time config from the environment; same-origin remotes by default. */
export function configFromEnv(env = process.env) {
  const apiPort = env.PORT ?? '8080';
  const scheme = env.TLS_CERT && env.TLS_KEY ? 'https' : 'http';
  return {
    apiUrl: env.API_URL ?? `${scheme}://localhost:${apiPort}`,
    remotes: {
      buyer: { entry: env.BUYER_REMOTE_URL ?? '/remotes/buyer/mf-manifest.json' },
      seller: { entry: env.SELLER_REMOTE_URL ?? '/remotes/seller/mf-manifest.json' },
    },
  };
}
