/**
 * The web server's side of the remote registry: which release of each remote /config.json names
 * (the live pointers of the shared registry, read through store.ts; a preview when the visitor
 * holds its cookie; else the built-in <app>/dist, release zero), and the release files under
 * /remotes/<name>/v/<id>/, served from the content-addressed store. Nothing here writes the
 * registry; publishing is deploy-routes.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import semver from 'semver';
import { RELEASE_ID } from '@craft/shared/contracts/releases';
import { REMOTE_DIRS, REMOTE_NAMES, type RemoteName } from '@craft/shared/contracts/remotes';
import type { ManifestView, RemoteLocation, WebConfig } from '../config';
import type { ReleaseStore, StoredRelease } from './store';

export { REMOTE_DIRS, REMOTE_NAMES };

/** This server's cache of release files: REMOTES_DIR, else <DATA_DIR or ./data>/remotes; relative paths from `baseDir` (the repository root). */
export function remotesDirFromEnv(env: NodeJS.ProcessEnv, baseDir: string): string {
  if (env.REMOTES_DIR) return path.resolve(baseDir, env.REMOTES_DIR);
  return path.resolve(baseDir, env.DATA_DIR ?? 'data', 'remotes');
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

type Warn = (message: string) => void;

/** The URL the built-in `<app>/dist` of a remote is served under (what configFromEnv defaults to). */
const builtInEntry = (name: RemoteName) => `/remotes/${name}/mf-manifest.json`;
/** The URL of a deployed release's federation manifest. */
export const releaseEntry = (name: RemoteName, version: string) => `/remotes/${name}/v/${version}/mf-manifest.json`;

/** A file's identity for the caches below: replaced by rename, so its inode changes with every write. */
const statKey = (stat: fs.Stats) => `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
/** A file modified within two seconds of when it was read may change again without its stat changing. */
const trustedAt = (readAt: number, stat: fs.Stats) => readAt - Math.max(stat.mtimeMs, stat.ctimeMs) > 2000;

/** Parsed JSON of a file, re-read only when its stat changes; null when the file is missing or broken. */
function jsonFileCache(warn: Warn) {
  const cache = new Map<string, { key: string; value: unknown; trusted: boolean }>();
  return function readJson(file: string): unknown {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      cache.delete(file);
      return null;
    }
    const key = statKey(stat);
    const hit = cache.get(file);
    if (hit && hit.key === key && hit.trusted) return hit.value;
    const readAt = Date.now();
    let value: unknown = null;
    try {
      value = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      if (hit?.key !== key) warn(`web server: ${file} could not be read: ${messageOf(error)}`);
    }
    cache.set(file, { key, value, trusted: trustedAt(readAt, stat) });
    return value;
  };
}

const asManifest = (value: unknown): ManifestView | null => (typeof value === 'object' && value !== null ? (value as ManifestView) : null);

type FetchLike = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/** Releases a visitor previews, by remote (from the preview cookies). */
export type Previews = Partial<Record<RemoteName, string>>;

interface RemoteConfigOptions {
  rootDir: string;
  /** The shared registry; null serves the built-in bundles only (no API configured). */
  store: ReleaseStore | null;
  /** The config from the environment (configFromEnv). */
  base: WebConfig;
  warn?: Warn;
  fetchImpl?: FetchLike;
  manifestTtlMs?: number;
}

/**
 * Computes the remotes part of /config.json on every request. For each remote:
 * - an entry in the base config other than the built-in URL (BUYER_REMOTE_URL / SELLER_REMOTE_URL)
 *   wins; its manifest is the remote-manifest.json beside that URL, fetched at most every
 *   `manifestTtlMs` (the last good one is kept when a fetch fails);
 * - else the previewed release (cookie), else the registry's live release: /remotes/<name>/v/<id>/mf-manifest.json and its stored manifest;
 * - else the built-in <app>/dist at /remotes/<name>/ and its remote-manifest.json, if any.
 * A manifest whose contract range the host's version (host/dist/contract.json) does not satisfy is
 * logged once through `warn`; the config is served unchanged (the host decides in the browser).
 */
export function createRemoteConfigSource({
  rootDir,
  store,
  base,
  warn = (message) => console.warn(message),
  fetchImpl = (url, init) => fetch(url, init),
  manifestTtlMs = 30_000,
}: RemoteConfigOptions) {
  const readJson = jsonFileCache(warn);
  const remoteManifests = new Map<string, { manifest: ManifestView | null; fetchedAt: number; pending: Promise<void> | null }>();
  const warned = new Set<string>();
  let selfOrigin = 'http://127.0.0.1';

  const warnOnce = (key: string, message: string) => {
    if (warned.has(key)) return;
    warned.add(key);
    warn(message);
  };

  async function fetchManifest(url: string): Promise<ManifestView | null> {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return asManifest(await response.json());
  }

  /** The manifest beside an overridden entry URL: cached; stale ones are refreshed in the background. */
  async function manifestBeside(entry: string): Promise<ManifestView | null> {
    let url: string;
    try {
      url = new URL('remote-manifest.json', new URL(entry, selfOrigin)).href;
    } catch {
      return null;
    }
    const slot = remoteManifests.get(url) ?? { manifest: null, fetchedAt: 0, pending: null };
    remoteManifests.set(url, slot);
    if (Date.now() - slot.fetchedAt < manifestTtlMs) return slot.manifest;
    slot.pending ??= fetchManifest(url)
      .then((manifest) => {
        slot.manifest = manifest;
      })
      .catch((error: unknown) => {
        warn(`web server: could not fetch ${url} (${messageOf(error)}); ${slot.manifest ? 'keeping the last good manifest' : 'serving no manifest'}`);
      })
      .finally(() => {
        slot.fetchedAt = Date.now();
        slot.pending = null;
      });
    // The first time, wait for it; later, answer with the last good one while it refreshes.
    if (!slot.manifest) await slot.pending;
    return slot.manifest;
  }

  function checkCompatibility(name: RemoteName, where: string, manifest: ManifestView | null) {
    if (!manifest || typeof manifest.contract !== 'string') return;
    const host = (readJson(path.join(rootDir, 'host', 'dist', 'contract.json')) as { version?: unknown } | null)?.version;
    if (typeof host !== 'string' || !semver.valid(host)) return;
    if (!semver.validRange(manifest.contract)) {
      warnOnce(`${name}|${where}|${manifest.contract}|range`, `remote ${name} (${where}): contract "${manifest.contract}" is not a semver range`);
    } else if (!semver.satisfies(host, manifest.contract)) {
      warnOnce(
        `${name}|${where}|${manifest.contract}|${host}`,
        `remote ${name} (${where}) needs contract ${manifest.contract}, but the host provides ${host}: the host will show its fallback for it`,
      );
    }
  }

  async function remoteConfig(name: RemoteName, previews: Previews): Promise<RemoteLocation> {
    const configured = base.remotes[name]?.entry;
    if (configured && configured !== builtInEntry(name)) {
      const manifest = await manifestBeside(configured);
      checkCompatibility(name, configured, manifest);
      return { entry: configured, ...(manifest ? { manifest } : {}) };
    }
    let release: StoredRelease | null | undefined = null;
    if (store) {
      const previewed = previews[name];
      try {
        release = previewed ? await store.release(name, previewed) : null;
      } catch (error) {
        warn(`remote ${name}: preview ${previewed ?? ''} could not be read (${messageOf(error)}); serving the live release`);
      }
      release ??= (await store.live())[name];
    }
    if (release) {
      const manifest = asManifest(release.manifest);
      checkCompatibility(name, release.id, manifest);
      return { entry: releaseEntry(name, release.id), version: release.id, ...(manifest ? { manifest } : {}) };
    }
    const manifest = asManifest(readJson(path.join(rootDir, REMOTE_DIRS[name], 'dist', 'remote-manifest.json')));
    checkCompatibility(name, 'built-in', manifest);
    return { entry: builtInEntry(name), ...(manifest ? { manifest } : {}) };
  }

  return {
    /** Where relative entry URLs (a same-origin BUYER_REMOTE_URL) are fetched from. */
    setSelfOrigin(origin: string): void {
      selfOrigin = origin;
    },
    /** The config for a page load; `previews` (from the visitor's preview cookies) replaces live releases. */
    async config(previews: Previews = {}): Promise<WebConfig> {
      const locations = await Promise.all(REMOTE_NAMES.map((name) => remoteConfig(name, previews)));
      return { ...base, remotes: Object.fromEntries(REMOTE_NAMES.map((name, index) => [name, locations[index]])) as WebConfig['remotes'] };
    },
  };
}

/** Cookie of a preview: `remote-preview-<name>=<release id>`; set by /_preview/<name>/<id>. */
export const previewCookie = (name: RemoteName): string => `remote-preview-${name}`;

/** The previews a request's cookies ask for (valid ids only). */
export function previewsOf(cookieHeader: string | undefined): Previews {
  const previews: Previews = {};
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key = '', value = ''] = part.trim().split('=');
    for (const name of REMOTE_NAMES) if (key === previewCookie(name) && RELEASE_ID.test(value)) previews[name] = value;
  }
  return previews;
}

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/**
 * GET /remotes/<name>/v/<id>/<file>: a release's file from the store. A release never changes, so
 * every file is cacheable for good; a precompressed .br/.gz of the build is sent when accepted.
 */
export function registerReleaseFiles(app: FastifyInstance, store: ReleaseStore): void {
  // One route per remote: the static /remotes/<name>/ of the built-in bundle would win over a parameter.
  for (const name of REMOTE_NAMES) app.get<{ Params: { id: string; '*': string } }>(`/remotes/${name}/v/:id/*`, async (request, reply) => {
    const { id } = request.params;
    const file = request.params['*'];
    const notFound = () => reply.code(404).header('Cache-Control', 'no-cache').type('application/json').send({ error: 'Not found' });
    if (!RELEASE_ID.test(id)) return notFound();
    const release = await store.release(name, id);
    if (!release) return notFound();
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const byPath = new Map(release.files.map((entry) => [entry.path, entry]));
    const encoded = (['br', 'gzip'] as const)
      .map((encoding) => ({ encoding, entry: /\.(js|css|json|map|svg|txt)$/.test(file) && accepts.includes(encoding) ? byPath.get(`${file}.${encoding === 'br' ? 'br' : 'gz'}`) : undefined }))
      .find((candidate) => candidate.entry);
    const entry = encoded?.entry ?? byPath.get(file);
    if (!entry) return notFound();
    const bytes = await store.blob(entry.sha256);
    if (!bytes) return notFound();
    if (encoded?.entry) reply.header('Content-Encoding', encoded.encoding).header('Vary', 'Accept-Encoding');
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Access-Control-Allow-Origin', '*')
      .type(TYPES[path.extname(file)] ?? 'application/octet-stream')
      .send(bytes);
  });
}
