/**
 * The web server's side of the remote registry (registry-file.ts): which release of each remote
 * /config.json names, computed per request, so a deploy or rollback needs no restart. Nothing here
 * writes; deploying is deploy.ts (the remote CLI).
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import type { ManifestView, RemoteLocation, WebConfig } from '../config';
import { emptyRegistry, errorCode, messageOf, readRegistry, type Registry, registryPath, REMOTE_DIRS, type RemoteName, VERSION_PATTERN } from './registry-file';

export { REMOTE_DIRS, REMOTE_NAMES, remotesDirFromEnv, VERSION_PATTERN } from './registry-file';

type Warn = (message: string) => void;

/** The URL the built-in `<app>/dist` of a remote is served under (what configFromEnv defaults to). */
const builtInEntry = (name: RemoteName) => `/remotes/${name}/mf-manifest.json`;
/** The URL of a deployed release's federation manifest. */
const releaseEntry = (name: RemoteName, version: string) => `/remotes/${name}/v/${version}/mf-manifest.json`;

/** A file's identity for the caches below: replaced by rename, so its inode changes with every write. */
const statKey = (stat: fs.Stats) => `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
/** A file modified within two seconds of when it was read may change again without its stat changing. */
const trustedAt = (readAt: number, stat: fs.Stats) => readAt - Math.max(stat.mtimeMs, stat.ctimeMs) > 2000;

/**
 * A reader for the web server: stats registry.json on every call and parses it again only when it
 * changed. Size, mtime and ctime are compared as well as the inode, and a file modified within the
 * last two seconds of when it was read is never trusted from the cache (two writes in the same
 * clock tick can look identical to stat).
 * A damaged or missing file reads as the last good registry (missing: empty), with a warning.
 */
export function createRegistryReader(remotesDir: string, { warn = console.warn }: { warn?: Warn } = {}): () => Registry {
  const file = registryPath(remotesDir);
  let cached: { key: string | null; trusted: boolean; registry: Registry } = { key: null, trusted: false, registry: emptyRegistry() };
  return function currentRegistry() {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') warn(`remote registry: cannot read ${file}: ${messageOf(error)}`);
      cached = { key: null, trusted: false, registry: emptyRegistry() };
      return cached.registry;
    }
    const key = statKey(stat);
    if (cached.trusted && cached.key === key) return cached.registry;
    const readAt = Date.now();
    try {
      const registry = readRegistry(remotesDir);
      cached = { key, trusted: trustedAt(readAt, stat), registry };
    } catch (error) {
      warn(`remote registry: ${file} could not be read, keeping the last good one: ${messageOf(error)}`);
    }
    return cached.registry;
  };
}

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

interface RemoteConfigOptions {
  rootDir: string;
  remotesDir: string;
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
 * - else the registry's live release: /remotes/<name>/v/<version>/mf-manifest.json and that folder's manifest;
 * - else the built-in <app>/dist at /remotes/<name>/ and its remote-manifest.json, if any.
 * A manifest whose contract range the host's version (host/dist/contract.json) does not satisfy is
 * logged once through `warn`; the config is served unchanged (the host decides in the browser).
 */
export function createRemoteConfigSource({
  rootDir,
  remotesDir,
  base,
  warn = (message) => console.warn(message),
  fetchImpl = (url, init) => fetch(url, init),
  manifestTtlMs = 30_000,
}: RemoteConfigOptions) {
  const currentRegistry = createRegistryReader(remotesDir, { warn });
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

  async function remoteConfig(name: RemoteName): Promise<RemoteLocation> {
    const configured = base.remotes[name]?.entry;
    if (configured && configured !== builtInEntry(name)) {
      const manifest = await manifestBeside(configured);
      checkCompatibility(name, configured, manifest);
      return { entry: configured, ...(manifest ? { manifest } : {}) };
    }
    const live = currentRegistry().remotes[name]?.live;
    if (typeof live === 'string' && VERSION_PATTERN.test(live)) {
      const folder = path.join(remotesDir, name, live);
      if (fs.existsSync(folder)) {
        const manifest = asManifest(readJson(path.join(folder, 'remote-manifest.json')));
        checkCompatibility(name, live, manifest);
        return { entry: releaseEntry(name, live), version: live, ...(manifest ? { manifest } : {}) };
      }
      warnOnce(`${name}|${live}|gone`, `remote ${name}: live release ${live} has no folder in ${remotesDir}; serving the built-in build`);
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
    async config(): Promise<WebConfig> {
      const [buyer, seller] = await Promise.all([remoteConfig('buyer'), remoteConfig('seller')]);
      return { ...base, remotes: { ...base.remotes, buyer, seller } };
    },
  };
}
