/** Helpers shared by start, dev and test scripts. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['buyer-remote', 'seller-remote', 'host'];

/** The file that proves an app was built. */
const builtMarker = (app) => path.join(rootDir, app, 'dist', app === 'host' ? 'index.html' : 'remoteEntry.js');

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

/** Builds every app whose bundle is missing (all of them with force). */
export async function buildMissing({ force = false } = {}) {
  for (const app of APPS) {
    if (force || !isBuilt(app)) {
      console.log(`Building ${app}...`);
      await run('npm', ['run', 'build', '-w', app, '--silent']);
    }
  }
}

/** Starts the API as a child process with the given environment. */
export function spawnApi(env, { stdio = 'inherit' } = {}) {
  const tsx = path.join(rootDir, 'node_modules', '.bin', 'tsx');
  return spawn(tsx, [path.join(rootDir, 'api', 'src', 'server.ts')], {
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
