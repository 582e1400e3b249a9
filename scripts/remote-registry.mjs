/**
 * Releases of the buyer and seller remotes, deployed and rolled back while the web server runs.
 *
 * Layout of the remotes dir (REMOTES_DIR, default DATA_DIR/remotes):
 *
 *   <remotesDir>/registry.json                 which release of each remote is live, and its history
 *   <remotesDir>/<buyer|seller>/<version>/     one immutable folder per deployed build (a copy of its dist)
 *
 * A version is `<UTC yyyymmdd-hhmmss>-<first 10 hex of a sha256 over the build's files>`. A folder is
 * never written again once it carries its name (the copy is made in a staging folder and renamed),
 * and registry.json is replaced in one rename, so the web server, which reads it on every
 * /config.json request, sees either the old or the new file, never half of one.
 *
 * Used by scripts/remote.mjs (npm run remote:deploy / remote:rollback / remote:list) and by the
 * web server (scripts/web-server.mjs), which turns the live release into /config.json.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const REMOTE_NAMES = ['buyer', 'seller'];
/** Where each remote's own build lives in the repository (the fallback when nothing is deployed). */
export const REMOTE_APP_DIRS = { buyer: 'buyer-remote', seller: 'seller-remote' };
export const VERSION_PATTERN = /^\d{8}-\d{6}-[0-9a-f]{10}$/;
export const REGISTRY_FILE = 'registry.json';
const REGISTRY_FORMAT = 1;
/** Files a build must carry to be deployed. */
const REQUIRED_FILES = ['mf-manifest.json', 'remoteEntry.js', 'remote-manifest.json'];

/** The URL the built-in `<app>/dist` of a remote is served under (what configFromEnv defaults to). */
export const builtInEntry = (name) => `/remotes/${name}/mf-manifest.json`;
/** The URL of a deployed release's federation manifest. */
export const releaseEntry = (name, version) => `/remotes/${name}/v/${version}/mf-manifest.json`;

/** REMOTES_DIR, else <DATA_DIR or ./data>/remotes; relative paths from the repository root, like the API's DATA_DIR. */
export function remotesDirFromEnv(env = process.env, baseDir = repoRoot) {
  if (env.REMOTES_DIR) return path.resolve(baseDir, env.REMOTES_DIR);
  return path.resolve(baseDir, env.DATA_DIR ?? 'data', 'remotes');
}

export class RegistryError extends Error {}

// ---------------------------------------------------------------------------------------------
// registry.json

/**
 * {
 *   "format": 1,
 *   "remotes": {
 *     "buyer": {
 *       "live": "20261124-093000-3fa4c2e1b0",
 *       "history": [
 *         { "action": "deploy", "version": "20261123-120000-0a1b2c3d4e", "at": "2026-11-23T12:00:00.000Z", "contract": "^1.0.0", "host": "1.0.0" },
 *         { "action": "deploy", "version": "20261124-093000-3fa4c2e1b0", "at": "2026-11-24T09:30:00.000Z", "contract": "^1.0.0", "host": "1.0.0", "forced": true },
 *         { "action": "rollback", "version": "20261123-120000-0a1b2c3d4e", "from": "20261124-093000-3fa4c2e1b0", "at": "..." }
 *       ]
 *     }
 *   }
 * }
 * `live` is what the web server reads; `history` is append-only: a deploy pushes its version on
 * the remote's stack, a rollback pops the top one (see liveStack).
 */
export const emptyRegistry = () => ({ format: REGISTRY_FORMAT, remotes: {} });

const registryPath = (remotesDir) => path.join(remotesDir, REGISTRY_FILE);

/** The registry on disk; an empty one when the file does not exist yet. Throws on a damaged file. */
export function readRegistry(remotesDir) {
  let text;
  try {
    text = fs.readFileSync(registryPath(remotesDir), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return emptyRegistry();
    throw error;
  }
  const registry = JSON.parse(text);
  if (typeof registry !== 'object' || registry === null || typeof registry.remotes !== 'object' || registry.remotes === null)
    throw new RegistryError(`${registryPath(remotesDir)} is not a remote registry`);
  return registry;
}

/** Replaces registry.json in one step (temp file, fsync, rename): readers see the old or the new file. */
export function writeRegistry(remotesDir, registry) {
  fs.mkdirSync(remotesDir, { recursive: true });
  const target = registryPath(remotesDir);
  const temp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  const fd = fs.openSync(temp, 'w');
  try {
    fs.writeSync(fd, `${JSON.stringify(registry, null, 2)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, target);
}

/**
 * A reader for the web server: stats registry.json on every call and parses it again only when it
 * changed. The file is replaced by rename, so its inode changes with every write; size, mtime and
 * ctime are compared as well, and a file modified within the last two seconds of when it was read is
 * never trusted from the cache (two writes in the same clock tick can look identical to stat).
 * A damaged or missing file reads as the last good registry (missing: empty), with a warning.
 */
export function createRegistryReader(remotesDir, { warn = console.warn } = {}) {
  const file = registryPath(remotesDir);
  let cached = { key: null, trusted: false, registry: emptyRegistry() };
  return function currentRegistry() {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch (error) {
      if (error.code !== 'ENOENT') warn(`remote registry: cannot read ${file}: ${error.message}`);
      cached = { key: null, trusted: false, registry: emptyRegistry() };
      return cached.registry;
    }
    const key = `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
    if (cached.trusted && cached.key === key) return cached.registry;
    const readAt = Date.now();
    try {
      const registry = readRegistry(remotesDir);
      cached = { key, trusted: readAt - Math.max(stat.mtimeMs, stat.ctimeMs) > 2000, registry };
    } catch (error) {
      warn(`remote registry: ${file} could not be read, keeping the last good one: ${error.message}`);
    }
    return cached.registry;
  };
}

/** The versions made live by deploys and not yet rolled back, oldest first; the last one is live. */
export function liveStack(history = []) {
  const stack = [];
  for (const event of history) {
    if (event.action === 'deploy') stack.push(event.version);
    else if (event.action === 'rollback') stack.pop();
  }
  return stack;
}

/**
 * Runs `change(registry)` on the current registry and writes the result, holding an exclusive lock
 * file so that two commands run at the same time do not lose each other's change.
 */
export async function updateRegistry(remotesDir, change, { lockTimeoutMs = 10_000 } = {}) {
  fs.mkdirSync(remotesDir, { recursive: true });
  const lock = path.join(remotesDir, 'registry.lock');
  const deadline = Date.now() + lockTimeoutMs;
  let fd;
  for (;;) {
    try {
      fd = fs.openSync(lock, 'wx');
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() > deadline)
        throw new RegistryError(`${lock} is held by another deploy or rollback; if none is running, delete it and try again`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    fs.writeSync(fd, String(process.pid));
    const registry = readRegistry(remotesDir);
    const result = change(registry);
    writeRegistry(remotesDir, registry);
    return result;
  } finally {
    fs.closeSync(fd);
    fs.rmSync(lock, { force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Builds and releases

function filesUnder(dir, prefix = '') {
  const files = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...filesUnder(dir, rel));
    else if (entry.isFile()) files.push(rel);
  }
  return files;
}

/** sha256 over every file of a folder (relative path, size, bytes, in path order), as hex. */
export function contentHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const rel of filesUnder(dir)) {
    const bytes = fs.readFileSync(path.join(dir, rel));
    hash.update(`${rel}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/** `<UTC yyyymmdd-hhmmss>-<first 10 hex of the content hash>` */
export function versionId(date, hash) {
  const iso = date.toISOString(); // 2026-11-24T09:30:00.000Z
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}-${hash.slice(0, 10)}`;
}

/** Folders of deployed versions of a remote on disk, oldest first. */
export function versionsOnDisk(remotesDir, name) {
  try {
    return fs
      .readdirSync(path.join(remotesDir, name), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}

function readJsonFile(file, what) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new RegistryError(error.code === 'ENOENT' ? `${what} is missing (${file})` : `${what} cannot be read (${file}): ${error.message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new RegistryError(`${what} is not valid JSON (${file}): ${error.message}`);
  }
}

/** The contract version a built host provides (host/dist/contract.json), or null when it has none. */
export function hostContractVersion(hostDistDir) {
  const file = path.join(hostDistDir, 'contract.json');
  if (!fs.existsSync(file)) return null;
  const contract = readJsonFile(file, "The host's contract.json");
  if (!semver.valid(contract?.version)) throw new RegistryError(`${file} has no valid "version"`);
  return contract.version;
}

function assertRemoteName(name) {
  if (!REMOTE_NAMES.includes(name)) throw new RegistryError(`Unknown remote "${name}": use ${REMOTE_NAMES.join(' or ')}`);
}

/** The one source of the manifest rules and container names: shared/src/contracts/remotes.ts (loaded through tsx). */
async function loadContract() {
  try {
    return await import('../shared/src/contracts/remotes.ts');
  } catch (error) {
    throw new RegistryError(
      `Cannot load shared/src/contracts/remotes.ts (${error.message}); run this through tsx (npm run remote:deploy)`,
    );
  }
}

/**
 * Checks a remote's build before it goes live: the three files are there and parse, the remote
 * manifest passes manifestProblem for this remote, mf-manifest.json is this remote's container,
 * and the manifest's contract range accepts the host's version (unless force). Returns what it read.
 */
export async function checkBuild({ name, distDir, hostDistDir, force = false }) {
  assertRemoteName(name);
  if (!fs.existsSync(distDir) || !fs.statSync(distDir).isDirectory()) throw new RegistryError(`${distDir} is not a folder`);
  for (const file of REQUIRED_FILES) {
    if (!fs.existsSync(path.join(distDir, file))) throw new RegistryError(`${file} is missing in ${distDir}: is this a ${name} remote build?`);
  }
  const { manifestProblem, REMOTE_CONTAINERS } = await loadContract();
  const federation = readJsonFile(path.join(distDir, 'mf-manifest.json'), 'mf-manifest.json');
  if (federation?.name !== undefined && federation.name !== REMOTE_CONTAINERS[name])
    throw new RegistryError(`mf-manifest.json is the container "${federation.name}", not the ${name} remote's "${REMOTE_CONTAINERS[name]}"`);
  const manifest = readJsonFile(path.join(distDir, 'remote-manifest.json'), 'remote-manifest.json');
  const problem = manifestProblem(manifest, name);
  if (problem) throw new RegistryError(`remote-manifest.json is not valid: ${problem}`);
  if (!semver.validRange(manifest.contract)) throw new RegistryError(`remote-manifest.json: contract "${manifest.contract}" is not a semver range`);

  const host = hostContractVersion(hostDistDir);
  const warnings = [];
  if (host === null) {
    const message = `${path.join(hostDistDir, 'contract.json')} is missing, so the build's contract ${manifest.contract} cannot be checked against the host (build the host first)`;
    if (!force) throw new RegistryError(`${message}; --force deploys anyway`);
    warnings.push(message);
  } else if (!semver.satisfies(host, manifest.contract)) {
    const message = `the ${name} build needs contract ${manifest.contract}, but the live host provides ${host}`;
    if (!force) throw new RegistryError(`Incompatible: ${message}. Deploy a build made for contract ${host}, or pass --force`);
    warnings.push(`Incompatible, deployed anyway (--force): ${message}; the host will show its fallback for this remote`);
  }
  return { manifest, host, warnings };
}

/**
 * Deploys a remote's build: checks it, copies it into a new immutable version folder, then makes it
 * live in one registry write. Nothing is changed when any step before the switch fails.
 */
export async function deployRemote({ remotesDir, name, distDir, hostDistDir, force = false, now = () => new Date() }) {
  const { manifest, host, warnings } = await checkBuild({ name, distDir, hostDistDir, force });
  const date = now();
  const staging = path.join(remotesDir, '.staging', `${name}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  let version;
  try {
    fs.cpSync(distDir, staging, { recursive: true, dereference: true, errorOnExist: true, force: false });
    version = versionId(date, contentHash(staging));
    const target = path.join(remotesDir, name, version);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (fs.existsSync(target)) throw new RegistryError(`${target} exists already (the same build deployed within the same second); releases are never overwritten`);
    for (const rel of filesUnder(staging)) fs.chmodSync(path.join(staging, rel), 0o444); // read-only: releases are immutable
    fs.renameSync(staging, target);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    try {
      fs.rmdirSync(path.dirname(staging)); // only when no other deploy is staging
    } catch {
      // not empty
    }
  }
  const at = date.toISOString();
  await updateRegistry(remotesDir, (registry) => {
    const entry = (registry.remotes[name] ??= { live: null, history: [] });
    entry.history.push({ action: 'deploy', version, at, contract: manifest.contract, host, ...(warnings.length ? { forced: true } : {}) });
    entry.live = version;
  });
  return { version, warnings };
}

/** Makes the version live before the current one live again (the deploy stack's previous entry). */
export async function rollbackRemote({ remotesDir, name, hostDistDir, now = () => new Date() }) {
  assertRemoteName(name);
  const warnings = [];
  const result = await updateRegistry(remotesDir, (registry) => {
    const entry = registry.remotes[name];
    const stack = liveStack(entry?.history);
    if (!entry?.live || stack.length === 0) throw new RegistryError(`Nothing to roll back: no ${name} release has been deployed`);
    if (stack.length < 2)
      throw new RegistryError(`Nothing to roll back to: ${entry.live} is the only ${name} release left on the deploy history`);
    const from = stack[stack.length - 1];
    const version = stack[stack.length - 2];
    if (!fs.existsSync(path.join(remotesDir, name, version)))
      throw new RegistryError(`Cannot roll back to ${version}: its folder ${path.join(remotesDir, name, version)} is gone`);
    entry.history.push({ action: 'rollback', version, from, at: now().toISOString() });
    entry.live = version;
    return { version, from };
  });
  // The release was live before; warn (never refuse) when the host has moved on since.
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(remotesDir, name, result.version, 'remote-manifest.json'), 'utf8'));
    const host = hostDistDir ? hostContractVersion(hostDistDir) : null;
    if (host && semver.validRange(manifest.contract) && !semver.satisfies(host, manifest.contract))
      warnings.push(`${name} ${result.version} needs contract ${manifest.contract}, but the live host provides ${host}; the host will show its fallback for it`);
  } catch {
    // nothing to compare
  }
  return { ...result, warnings };
}

/** Every version on disk of each remote, with the live one and when each last went live. */
export function listReleases(remotesDir) {
  const registry = readRegistry(remotesDir);
  return REMOTE_NAMES.map((name) => {
    const entry = registry.remotes[name];
    const history = entry?.history ?? [];
    const versions = versionsOnDisk(remotesDir, name).map((version) => {
      const events = history.filter((event) => event.version === version);
      return {
        version,
        live: entry?.live === version,
        deployedAt: events.find((event) => event.action === 'deploy')?.at ?? null,
        liveSince: events.at(-1)?.at ?? null,
        forced: events.some((event) => event.forced),
      };
    });
    return { name, live: entry?.live ?? null, versions };
  });
}

// ---------------------------------------------------------------------------------------------
// The web server's view: /config.json per request

/** Parsed JSON of a file, re-read only when its stat changes; null when the file is missing or broken. */
function jsonFileCache(warn) {
  const cache = new Map();
  return function readJson(file) {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      cache.delete(file);
      return null;
    }
    const key = `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
    const hit = cache.get(file);
    if (hit && hit.key === key && hit.trusted) return hit.value;
    const readAt = Date.now();
    let value = null;
    try {
      value = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      if (hit?.key !== key) warn(`web server: ${file} could not be read: ${error.message}`);
    }
    cache.set(file, { key, value, trusted: readAt - Math.max(stat.mtimeMs, stat.ctimeMs) > 2000 });
    return value;
  };
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
  fetchImpl = (...args) => fetch(...args),
  manifestTtlMs = 30_000,
}) {
  const currentRegistry = createRegistryReader(remotesDir, { warn });
  const readJson = jsonFileCache(warn);
  const remoteManifests = new Map(); // url -> { manifest, fetchedAt, pending }
  const warned = new Set();
  let selfOrigin = 'http://127.0.0.1';

  const warnOnce = (key, message) => {
    if (warned.has(key)) return;
    warned.add(key);
    warn(message);
  };

  async function fetchManifest(url) {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  }

  /** The manifest beside an overridden entry URL: cached; stale ones are refreshed in the background. */
  async function manifestBeside(entry) {
    let url;
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
      .catch((error) => {
        warn(`web server: could not fetch ${url} (${error.message}); ${slot.manifest ? 'keeping the last good manifest' : 'serving no manifest'}`);
      })
      .finally(() => {
        slot.fetchedAt = Date.now();
        slot.pending = null;
      });
    // The first time, wait for it; later, answer with the last good one while it refreshes.
    if (!slot.manifest) await slot.pending;
    return slot.manifest;
  }

  function checkCompatibility(name, where, manifest) {
    if (!manifest || typeof manifest.contract !== 'string') return;
    const host = readJson(path.join(rootDir, 'host', 'dist', 'contract.json'))?.version;
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

  async function remoteConfig(name) {
    const configured = base.remotes?.[name]?.entry;
    if (configured && configured !== builtInEntry(name)) {
      const manifest = await manifestBeside(configured);
      checkCompatibility(name, configured, manifest);
      return { entry: configured, ...(manifest ? { manifest } : {}) };
    }
    const live = currentRegistry().remotes?.[name]?.live;
    if (typeof live === 'string' && VERSION_PATTERN.test(live)) {
      const folder = path.join(remotesDir, name, live);
      if (fs.existsSync(folder)) {
        const manifest = readJson(path.join(folder, 'remote-manifest.json'));
        checkCompatibility(name, live, manifest);
        return { entry: releaseEntry(name, live), version: live, ...(manifest ? { manifest } : {}) };
      }
      warnOnce(`${name}|${live}|gone`, `remote ${name}: live release ${live} has no folder in ${remotesDir}; serving the built-in build`);
    }
    const manifest = readJson(path.join(rootDir, REMOTE_APP_DIRS[name], 'dist', 'remote-manifest.json'));
    checkCompatibility(name, 'built-in', manifest);
    return { entry: builtInEntry(name), ...(manifest ? { manifest } : {}) };
  }

  return {
    /** Where relative entry URLs (a same-origin BUYER_REMOTE_URL) are fetched from. */
    setSelfOrigin(origin) {
      selfOrigin = origin;
    },
    async config() {
      const [buyer, seller] = await Promise.all(REMOTE_NAMES.map(remoteConfig));
      return { ...base, remotes: { ...base.remotes, buyer, seller } };
    },
  };
}
