/** Helpers shared by start, dev and test scripts. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['buyer-remote', 'seller-remote', 'host'];
/** Everything `npm start` and the browser tests run from a build: the three apps and the API (tsup -> api/dist). */
export const BUILT = [...APPS, 'api'];

/** The built API's entry point (run with plain node; tsx is for dev and the API tests only). */
export const apiEntry = path.join(rootDir, 'api', 'dist', 'server.js');

/** The file that proves an app was built. */
const builtMarker = (app) =>
  app === 'api' ? apiEntry : path.join(rootDir, app, 'dist', app === 'host' ? 'index.html' : 'remoteEntry.js');

export const isBuilt = (app) => fs.existsSync(builtMarker(app));

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: rootDir, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Builds every app (and the API) whose bundle is missing (all of them with force). */
export async function buildMissing({ force = false } = {}) {
  for (const app of BUILT) {
    if (force || !isBuilt(app)) {
      console.log(`Building ${app}...`);
      await run('npm', ['run', 'build', '-w', app, '--silent']);
    }
  }
}

/** Starts the built API (api/dist/server.js, see buildMissing) as a child process with the given environment. */
export function spawnApi(env, { stdio = 'inherit' } = {}) {
  return spawn(process.execPath, [apiEntry], {
    cwd: rootDir,
    env: { ...process.env, ...env },
    stdio,
  });
}

/** Resolves once an HTTP GET to url answers (any status), or rejects after timeoutMs. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
