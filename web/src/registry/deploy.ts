/**
 * The deploy side of the remote registry (registry-file.ts): checks a remote's build, copies it into
 * an immutable release folder and makes it live, rolls back, lists. Used by the remote CLI
 * (web/src/cli/remote.ts: npm run remote:deploy / remote:rollback / remote:list); the web server
 * never imports this file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { manifestProblem, REMOTE_CONTAINERS, type RemoteManifest } from '@craft/shared/contracts/remotes';
import semver from 'semver';
import { errorCode, messageOf, readRegistry, type Registry, registryPath, RegistryError, type RegistryEvent, REMOTE_NAMES, type RemoteName, VERSION_PATTERN } from './registry-file';

export { readRegistry, remotesDirFromEnv } from './registry-file';

/** Files a build must carry to be deployed. */
const REQUIRED_FILES = ['mf-manifest.json', 'remoteEntry.js', 'remote-manifest.json'];

/** Replaces registry.json in one step (temp file, fsync, rename): readers see the old or the new file. */
export function writeRegistry(remotesDir: string, registry: Registry): void {
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

/** The versions made live by deploys and not yet rolled back, oldest first; the last one is live. */
function liveStack(history: readonly RegistryEvent[] = []): string[] {
  const stack: string[] = [];
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
async function updateRegistry<T>(remotesDir: string, change: (registry: Registry) => T, { lockTimeoutMs = 10_000 } = {}): Promise<T> {
  fs.mkdirSync(remotesDir, { recursive: true });
  const lock = path.join(remotesDir, 'registry.lock');
  const deadline = Date.now() + lockTimeoutMs;
  let fd: number;
  for (;;) {
    try {
      fd = fs.openSync(lock, 'wx');
      break;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
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

function filesUnder(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...filesUnder(dir, rel));
    else if (entry.isFile()) files.push(rel);
  }
  return files;
}

/** sha256 over every file of a folder (relative path, size, bytes, in path order), as hex. */
function contentHash(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const rel of filesUnder(dir)) {
    const bytes = fs.readFileSync(path.join(dir, rel));
    hash.update(`${rel}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/** `<UTC yyyymmdd-hhmmss>-<first 10 hex of the content hash>` */
function versionId(date: Date, hash: string): string {
  const iso = date.toISOString(); // 2026-11-24T09:30:00.000Z
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}-${hash.slice(0, 10)}`;
}

/** Folders of deployed versions of a remote on disk, oldest first. */
function versionsOnDisk(remotesDir: string, name: RemoteName): string[] {
  try {
    return fs
      .readdirSync(path.join(remotesDir, name), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }
}

function readJsonFile(file: string, what: string): unknown {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new RegistryError(errorCode(error) === 'ENOENT' ? `${what} is missing (${file})` : `${what} cannot be read (${file}): ${messageOf(error)}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new RegistryError(`${what} is not valid JSON (${file}): ${messageOf(error)}`);
  }
}

/** The contract version a built host provides (host/dist/contract.json), or null when it has none. */
function hostContractVersion(hostDistDir: string): string | null {
  const file = path.join(hostDistDir, 'contract.json');
  if (!fs.existsSync(file)) return null;
  const version = (readJsonFile(file, "The host's contract.json") as { version?: unknown } | null)?.version;
  if (typeof version !== 'string' || !semver.valid(version)) throw new RegistryError(`${file} has no valid "version"`);
  return version;
}

function assertRemoteName(name: string): asserts name is RemoteName {
  if (!(REMOTE_NAMES as readonly string[]).includes(name)) throw new RegistryError(`Unknown remote "${name}": use ${REMOTE_NAMES.join(' or ')}`);
}

interface BuildToCheck {
  name: string;
  distDir: string;
  hostDistDir: string;
  force?: boolean;
}

/**
 * Checks a remote's build before it goes live: the three files are there and parse, the remote
 * manifest passes manifestProblem for this remote (shared/src/contracts/remotes.ts, the one source
 * of the manifest rules), mf-manifest.json is this remote's container, and the manifest's contract
 * range accepts the host's version (unless force). Returns what it read.
 */
function checkBuild({ name, distDir, hostDistDir, force = false }: BuildToCheck): { name: RemoteName; manifest: RemoteManifest; host: string | null; warnings: string[] } {
  assertRemoteName(name);
  if (!fs.existsSync(distDir) || !fs.statSync(distDir).isDirectory()) throw new RegistryError(`${distDir} is not a folder`);
  for (const file of REQUIRED_FILES) {
    if (!fs.existsSync(path.join(distDir, file))) throw new RegistryError(`${file} is missing in ${distDir}: is this a ${name} remote build?`);
  }
  const federation = readJsonFile(path.join(distDir, 'mf-manifest.json'), 'mf-manifest.json') as { name?: unknown } | null;
  if (federation?.name !== undefined && federation.name !== REMOTE_CONTAINERS[name])
    throw new RegistryError(`mf-manifest.json is the container "${String(federation.name)}", not the ${name} remote's "${REMOTE_CONTAINERS[name]}"`);
  const value = readJsonFile(path.join(distDir, 'remote-manifest.json'), 'remote-manifest.json');
  const problem = manifestProblem(value, name);
  if (problem) throw new RegistryError(`remote-manifest.json is not valid: ${problem}`);
  const manifest = value as RemoteManifest;
  if (!semver.validRange(manifest.contract)) throw new RegistryError(`remote-manifest.json: contract "${manifest.contract}" is not a semver range`);

  const host = hostContractVersion(hostDistDir);
  const warnings: string[] = [];
  if (host === null) {
    const message = `${path.join(hostDistDir, 'contract.json')} is missing, so the build's contract ${manifest.contract} cannot be checked against the host (build the host first)`;
    if (!force) throw new RegistryError(`${message}; --force deploys anyway`);
    warnings.push(message);
  } else if (!semver.satisfies(host, manifest.contract)) {
    const message = `the ${name} build needs contract ${manifest.contract}, but the live host provides ${host}`;
    if (!force) throw new RegistryError(`Incompatible: ${message}. Deploy a build made for contract ${host}, or pass --force`);
    warnings.push(`Incompatible, deployed anyway (--force): ${message}; the host will show its fallback for this remote`);
  }
  return { name, manifest, host, warnings };
}

/**
 * Deploys a remote's build: checks it, copies it into a new immutable version folder, then makes it
 * live in one registry write. Nothing is changed when any step before the switch fails.
 */
export async function deployRemote({
  remotesDir,
  now = () => new Date(),
  ...build
}: BuildToCheck & { remotesDir: string; now?: () => Date }): Promise<{ version: string; warnings: string[] }> {
  const { name, manifest, host, warnings } = checkBuild(build);
  const date = now();
  const staging = path.join(remotesDir, '.staging', `${name}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  let version;
  try {
    fs.cpSync(build.distDir, staging, { recursive: true, dereference: true, errorOnExist: true, force: false });
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
  const deployed = version;
  await updateRegistry(remotesDir, (registry) => {
    const entry = (registry.remotes[name] ??= { live: null, history: [] });
    entry.history.push({ action: 'deploy', version: deployed, at, contract: manifest.contract, host, ...(warnings.length ? { forced: true as const } : {}) });
    entry.live = deployed;
  });
  return { version: deployed, warnings };
}

/** Makes the version live before the current one live again (the deploy stack's previous entry). */
export async function rollbackRemote({
  remotesDir,
  name,
  hostDistDir,
  now = () => new Date(),
}: {
  remotesDir: string;
  name: string;
  hostDistDir?: string;
  now?: () => Date;
}): Promise<{ version: string; from: string; warnings: string[] }> {
  assertRemoteName(name);
  const warnings: string[] = [];
  const result = await updateRegistry(remotesDir, (registry) => {
    const entry = registry.remotes[name];
    const stack = liveStack(entry?.history);
    if (!entry?.live || stack.length === 0) throw new RegistryError(`Nothing to roll back: no ${name} release has been deployed`);
    const from = stack[stack.length - 1];
    const version = stack[stack.length - 2];
    if (from === undefined || version === undefined)
      throw new RegistryError(`Nothing to roll back to: ${entry.live} is the only ${name} release left on the deploy history`);
    if (!fs.existsSync(path.join(remotesDir, name, version)))
      throw new RegistryError(`Cannot roll back to ${version}: its folder ${path.join(remotesDir, name, version)} is gone`);
    entry.history.push({ action: 'rollback', version, from, at: now().toISOString() });
    entry.live = version;
    return { version, from };
  });
  // The release was live before; warn (never refuse) when the host has moved on since.
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(remotesDir, name, result.version, 'remote-manifest.json'), 'utf8')) as { contract?: unknown };
    const host = hostDistDir ? hostContractVersion(hostDistDir) : null;
    const contract = typeof manifest.contract === 'string' ? manifest.contract : null;
    if (host && contract && semver.validRange(contract) && !semver.satisfies(host, contract))
      warnings.push(`${name} ${result.version} needs contract ${contract}, but the live host provides ${host}; the host will show its fallback for it`);
  } catch {
    // nothing to compare
  }
  return { ...result, warnings };
}

/** Every version on disk of each remote, with the live one and when each last went live. */
export function listReleases(remotesDir: string) {
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
        forced: events.some((event) => event.action === 'deploy' && event.forced === true),
      };
    });
    return { name, live: entry?.live ?? null, versions };
  });
}
