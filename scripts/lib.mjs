/** Helpers shared by start, dev and test scripts. */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The remotes' workspace folders, from the one list of remotes (shared/src/contracts/remotes.json). */
export const REMOTE_DIRS = Object.values(JSON.parse(fs.readFileSync(path.join(rootDir, 'shared/src/contracts/remotes.json'), 'utf8'))).map((remote) => remote.dir);
/** The three webpack apps. */
export const APPS = [...REMOTE_DIRS, 'host'];
/**
 * Everything `npm start` and the browser tests run from a build: the three apps, the API (tsup ->
 * api/dist) and the web tier (tsup -> web/dist: the web server and the remote deploy command).
 */
export const BUILT = [...APPS, 'api', 'web'];

/** The built API's entry point (run with plain node; tsx is for dev and the API tests only). */
export const apiEntry = path.join(rootDir, 'api', 'dist', 'server.js');
/** The built web server, as a module: startWebServer and what it reads from the environment. */
export const webServerEntry = path.join(rootDir, 'web', 'dist', 'server', 'web-server.js');

/**
 * What each build is made from (paths from the root): the app's own folder, the shared package it
 * bundles, the platform package its build config comes from (webpack preset, loaders, tsconfig
 * base) and the lockfile (a changed dependency is a changed build).
 */
const COMMON_INPUTS = ['shared', 'platform', 'package-lock.json'];
export const BUILD_INPUTS = {
  ...Object.fromEntries(APPS.map((app) => [app, [app, ...COMMON_INPUTS]])),
  api: ['api', ...COMMON_INPUTS],
  web: ['web', ...COMMON_INPUTS],
};

/** Build outputs, installed packages and tool caches inside an input folder: never inputs themselves. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'coverage', 'test-results', 'playwright-report']);
/** Files no build reads: tests and docs (so editing a test or a README costs no rebuild). */
const SKIPPED_FILE = /\.(test|spec)\.[cm]?[jt]sx?$|\.md$/;

function inputFiles(root, rel, files) {
  const abs = path.join(root, rel);
  const stat = fs.statSync(abs, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    files.push(rel);
    return;
  }
  if (!stat.isDirectory()) return;
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    // Dot files are editor and tool state (.DS_Store, .eslintcache), not sources.
    if (entry.name.startsWith('.')) continue;
    const child = `${rel}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) inputFiles(root, child, files);
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
      files.push(child);
    }
  }
}

/**
 * sha256 over an app's build inputs (relative path and bytes of each file, in path order): the same
 * sources give the same hash in any checkout, and any changed, added or removed file changes it.
 */
export function sourceHash(app, root = rootDir) {
  const files = [];
  for (const input of BUILD_INPUTS[app]) inputFiles(root, input, files);
  const hash = crypto.createHash('sha256');
  for (const rel of files.sort()) {
    const bytes = fs.readFileSync(path.join(root, rel));
    hash.update(`${rel}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/**
 * The source hash a build was made from (written after the build succeeded): beside the build, in
 * the app's folder, not inside dist/ (which is served and shipped by remote:deploy).
 */
export const buildHashFile = (app, root = rootDir) => path.join(root, app, '.build-hash');

/** The files each build must have produced (the host and the buyer remote have a server build too; the seller's and the console's pages are all private). */
const builtMarkers = (app, root) =>
  ({
    api: ['api/dist/server.js'],
    web: ['web/dist/server/web-server.js', 'web/dist/cli/remote.js'],
    host: ['host/dist/index.html', 'host/dist-server/main.js'],
    'buyer-remote': ['buyer-remote/dist/remoteEntry.js', 'buyer-remote/dist/server/remoteEntry.js'],
    'seller-remote': ['seller-remote/dist/remoteEntry.js'],
    'admin-remote': ['admin-remote/dist/remoteEntry.js'],
  })[app].map((rel) => path.join(root, rel));

/**
 * Why an app needs a build: 'missing' (never built, or the build is incomplete), 'changed' (its
 * sources, shared package, build config or lockfile differ from those of its build, or the build
 * predates the hash), or null when its build is up to date.
 */
export function buildState(app, root = rootDir) {
  if (!builtMarkers(app, root).every((file) => fs.existsSync(file))) return 'missing';
  let built;
  try {
    built = fs.readFileSync(buildHashFile(app, root), 'utf8').trim();
  } catch {
    return 'changed';
  }
  return built === sourceHash(app, root) ? null : 'changed';
}

/**
 * Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. With
 * `options.signal`, aborting stops the command and everything it started, and waits until they are gone.
 */
export function run(command, args, { signal, ...options } = {}) {
  return new Promise((resolve, reject) => {
    // Its own process group, so an abort reaches the tools npm started too (npm does not pass a
    // SIGTERM on to webpack behind its `sh -c`).
    const child = spawn(command, args, { cwd: rootDir, stdio: 'inherit', ...options, ...(signal && { detached: true, stdio: ['ignore', 'inherit', 'inherit'] }) });
    const stopGroup = () => stopProcessGroup(child);
    signal?.addEventListener('abort', stopGroup, { once: true });
    child.on('error', reject);
    child.on('exit', async (code, exitSignal) => {
      signal?.removeEventListener('abort', stopGroup);
      if (signal?.aborted) await stopGroup();
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? exitSignal}`));
    });
  });
}

/** Sends `signal` to a process group; false when no process of it is left. */
const signalGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM to a detached child's process group, SIGKILL after 10 s; resolves once the group is gone. */
async function stopProcessGroup(child) {
  if (child.pid === undefined) return;
  if (process.platform === 'win32') {
    child.kill();
    return;
  }
  signalGroup(child.pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (signalGroup(child.pid, 0)) {
    if (Date.now() > deadline) signalGroup(child.pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Builds at once: webpack and tsup each keep about one core busy, so two builds side by side
 * take about half as long on a machine of two cores or more; more would only share the same cores.
 */
const BUILDS_AT_ONCE = Math.max(1, Math.min(2, os.availableParallelism()));

/**
 * Builds every app (and the API and the web tier; or only `apps`) whose build is missing or made
 * from other sources than the current ones (all of them with force), BUILDS_AT_ONCE at a time
 * (the builds are independent), records the source hash beside each new build and returns the apps
 * it built. The hash is taken before building: a file edited during the build makes the next start
 * build again. `signal` aborts the builds under way; a failed build stops the others.
 */
export async function buildOutdated({ force = false, signal, apps = BUILT } = {}) {
  const outdated = apps.map((app) => ({ app, state: force ? 'forced' : buildState(app) })).filter(({ state }) => state);
  const built = [];
  const stop = new AbortController();
  const abort = () => stop.abort();
  signal?.addEventListener('abort', abort, { once: true });
  let next = 0;
  async function builder() {
    while (next < outdated.length && !stop.signal.aborted) {
      const { app, state } = outdated[next++];
      const hash = sourceHash(app);
      const why = { forced: '', missing: ' (not built yet)', changed: ' (its sources changed since its last build)' }[state];
      console.log(`Building ${app}${why}...`);
      fs.rmSync(buildHashFile(app), { force: true });
      try {
        await run('npm', ['run', 'build', '-w', app, '--silent'], { signal: stop.signal });
      } catch (error) {
        stop.abort();
        throw error;
      }
      fs.writeFileSync(buildHashFile(app), `${hash}\n`);
      built.push(app);
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(BUILDS_AT_ONCE, outdated.length) }, builder));
  } finally {
    signal?.removeEventListener('abort', abort);
  }
  if (signal?.aborted) throw new Error('The build was stopped');
  return built;
}

/** Resolves to null when `port` can be listened on at `host`, else to the error code (EADDRINUSE, EACCES...). */
export function portProblem(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(error.code ?? error.message));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/** Starts the built API (api/dist/server.js, see buildOutdated) as a child process with the given environment. */
export function spawnApi(env, { stdio = 'inherit' } = {}) {
  return spawn(process.execPath, [apiEntry], {
    cwd: rootDir,
    env: { ...process.env, ...env },
    stdio,
  });
}

/**
 * Resolves once an HTTP GET to url answers (any status; with `ok`, a 2xx status only), or rejects
 * after timeoutMs.
 */
export async function waitForHttp(url, timeoutMs = 60_000, { ok = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (!ok || response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer${ok ? ' healthy' : ''} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
