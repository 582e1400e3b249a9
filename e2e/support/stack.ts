/**
 * Starts the real stack for browser tests: the API on a temp data dir (demo catalogue seeded)
 * and the web server through the same module `npm start` uses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import remotes from '../../shared/src/contracts/remotes.json';

export const rootDir = path.resolve(__dirname, '..', '..');

export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<keyof typeof remotes, { entry: string }>;
}

interface WebServerModule {
  startWebServer(options: {
    port: number;
    host?: string;
    rootDir: string;
    config: RuntimeConfig;
    remotesDir?: string;
    deployToken?: string | null;
    apiInternalUrl?: string | null;
    pageCacheSeconds?: number;
    publicBaseUrl?: string | null;
    sitemapPageSize?: number;
  }): Promise<{ app: { close(): Promise<void> }; port: number }>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function startApi(
  env: Record<string, string> = {},
): Promise<{ url: string; dataDir: string; process: ChildProcess; close: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'craft-e2e-'));
  // The production build of the API (npm run build -w api; npm test's build step makes it), as npm start runs it.
  const entry = path.join(rootDir, 'api', 'dist', 'server.js');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: build the API first (npm run build -w api)`);
  const child = spawn(process.execPath, [entry], {
    cwd: rootDir,
    // As `npm start`: the web server's /api proxy is believed about the client address (loopback only).
    // Hashing inline: the browser keeps both cores busy, and the low-priority hasher process
    // (the production default, covered by the API tests) would leave every login waiting for idle time.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      WEB_ORIGIN: '*',
      TRUST_PROXY: '127.0.0.1,::1',
      PASSWORD_HASHING: 'inline',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, 90_000);
  const close = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, dataDir, process: child, close };
}

/**
 * The web server as `npm start` runs it. `apiInternalUrl` is the API it proxies under /api (the
 * page then calls the API on its own origin: config.apiUrl '/api'), and whose registry of remote
 * releases it serves. `remotesDir`: its cache of release files; by default a fresh temp dir,
 * removed again by close(). `options`: more of startWebServer's options (e.g. `sitemapPageSize`).
 */
export async function startWeb(
  config: RuntimeConfig,
  apiInternalUrl: string,
  givenRemotesDir?: string,
  options: { publicBaseUrl?: string | null; sitemapPageSize?: number; pageCacheSeconds?: number; deployToken?: string | null } = {},
): Promise<{ url: string; remotesDir: string; close: () => Promise<void> }> {
  const remotesDir = givenRemotesDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'craft-e2e-remotes-'));
  const modulePath = path.join(rootDir, 'web', 'dist', 'server', 'web-server.js');
  // Loaded at run time: the built web server (npm run build -w web), the one `npm start` runs.
  const { startWebServer } = (await import(modulePath)) as WebServerModule;
  // Tests write through the API directly, which the web server's page cache does not see:
  // only a test of that cache turns it on.
  const server = await startWebServer({ port: 0, host: '127.0.0.1', rootDir, config, apiInternalUrl, remotesDir, pageCacheSeconds: 0, ...options });
  const close = async () => {
    await server.app.close();
    if (!givenRemotesDir) fs.rmSync(remotesDir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${server.port}`, remotesDir, close };
}

/** The run-time config `npm start` serves: the API under /api of the page's origin. */
export function defaultConfig(apiUrl = '/api'): RuntimeConfig {
  return {
    apiUrl,
    // Every remote of remotes.json at its built-in bundle.
    remotes: Object.fromEntries(Object.keys(remotes).map((name) => [name, { entry: `/remotes/${name}/mf-manifest.json` }])) as RuntimeConfig['remotes'],
  };
}

/**
 * An API and a web server of their own, with a deploy token, for tests that deploy remote
 * releases: the registry is the API's, shared by every web server in front of it, so a deploy on
 * the suite's API would reach the other tests running meanwhile. `cli(args)` runs the built
 * deploy command (`npm run remote:*` runs the same file) against this web server.
 */
export async function startDeployStack(): Promise<{
  apiUrl: string;
  /** The API's DATA_DIR (its mail outbox, for support/mail.ts). */
  dataDir: string;
  url: string;
  env: Record<string, string>;
  close: () => Promise<void>;
}> {
  const token = `e2e-deploy-${Math.random().toString(16).slice(2)}`;
  const api = await startApi({ DEPLOY_TOKEN: token });
  const web = await startWeb(defaultConfig('/api'), api.url, undefined, { deployToken: token });
  return {
    apiUrl: api.url,
    dataDir: api.dataDir,
    url: web.url,
    env: { WEB_URL: web.url, DEPLOY_TOKEN: token },
    async close() {
      await web.close();
      await api.close();
    },
  };
}
