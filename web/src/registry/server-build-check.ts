/**
 * The checks of a release that run its code: its server build's `register` module must load, and
 * every route it declares `render: 'server'` must render through the live host's server build
 * (host/dist-server) as the web server would render it. The release's code runs in a child
 * process with a time limit and a memory cap, so a release that throws, hangs or exits cannot stop
 * this web server; what it did comes back as one line.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ManifestView, WebConfig } from '../config';
import { ReleaseRefused } from './checks';

/** What the child is told: where the release's server build and the host's server build are, and what to render. */
interface ProbeInput {
  /** Each in a process of its own: a container loaded from the files would stand in for the one the host loads over HTTP. */
  step: 'register' | 'routes';
  /** The release's files (its server/ folder), written to a folder of their own. */
  releaseDir: string;
  /** The host's server build (renderPage), or '' when this server has none: nothing is rendered. */
  hostServerBuild: string;
  remote: string;
  /** The live config with this remote's location replaced by the release's (filled in by the child). */
  config: WebConfig;
  manifest: ManifestView;
  routes: { id: string; path: string; url: string }[];
  apiUrl: string;
  siteOrigin: string;
  /** Other remotes' server builds, as the web server names them to renderPage. */
  serverRemotes: Record<string, string | undefined>;
}

type ProbeResult = { ok: true } | { ok: false; kind: 'register'; message: string } | { ok: false; kind: 'route'; id: string; path: string; message: string };

/**
 * Runs in the child (its source is handed to `node -e`): nothing from outside this function is in
 * scope there, so it imports what it needs itself.
 */
async function probeServerBuild(input: ProbeInput): Promise<ProbeResult> {
  const { pathToFileURL } = await import('node:url');
  const http = await import('node:http');
  const fsp = await import('node:fs/promises');
  const nodePath = await import('node:path');
  const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  const entryFile = nodePath.join(input.releaseDir, 'server', 'remoteEntry.js');

  // The register module, loaded straight from the release's files with the remote's own copies of
  // the shared modules: a module that throws at import throws here.
  if (input.step === 'register') try {
    const loaded = (await import(pathToFileURL(entryFile).href)) as { default?: Record<string, unknown> };
    const exported = (await (loaded.default ?? loaded)) as Record<string, unknown>;
    const container = (await (typeof exported.get === 'function' ? exported : Object.values(exported)[0])) as {
      init(scope: object): Promise<void> | void;
      get(module: string): Promise<() => unknown>;
    };
    await container.init({});
    const factory = await container.get('./register');
    await factory();
  } catch (error) {
    return { ok: false, kind: 'register', message: messageOf(error) };
  }
  if (input.step === 'register' || !input.hostServerBuild || input.routes.length === 0) return { ok: true };

  // The routes, rendered by the host's server build, which fetches the release's server build over
  // HTTP as it does in the web server: from a file server of its own here.
  const files = http.createServer((request, response) => {
    const file = nodePath.join(input.releaseDir, decodeURIComponent(new URL(request.url ?? '/', 'http://release').pathname));
    if (!file.startsWith(input.releaseDir + nodePath.sep)) return response.writeHead(404).end();
    fsp.readFile(file).then(
      (bytes) => response.writeHead(200, { 'content-type': 'application/javascript' }).end(bytes),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  const address = files.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const config = { ...input.config, remotes: { ...input.config.remotes, [input.remote]: { entry: `${origin}/mf-manifest.json`, manifest: input.manifest } } };
  const loaded = (await import(pathToFileURL(input.hostServerBuild).href)) as { default?: unknown };
  const host = (await (loaded.default ?? loaded)) as { renderPage?: (request: object) => Promise<unknown> };
  if (typeof host.renderPage !== 'function') return { ok: true };
  for (const route of input.routes) {
    try {
      await host.renderPage({
        url: route.url,
        language: 'en',
        config,
        siteOrigin: input.siteOrigin,
        apiUrl: input.apiUrl,
        apiHeaders: {},
        serverRemotes: { ...input.serverRemotes, [input.remote]: `${origin}/server/remoteEntry.js` },
      });
    } catch (error) {
      return { ok: false, kind: 'route', id: route.id, path: route.path, message: messageOf(error) };
    }
  }
  return { ok: true };
}

/** A URL of a route pattern: each parameter `1`, an optional one and a trailing `*` left out. */
export const sampleUrlOf = (pattern: string): string => pattern.replace(/\/:[A-Za-z0-9_]+\?/g, '').replace(/:[A-Za-z0-9_]+/g, '1').replace(/\/\*$/, '') || '/';

export interface ServerBuildCheck {
  remote: string;
  files: ReadonlyMap<string, Buffer>;
  manifest: ManifestView;
  /** The host's server build file (host/dist-server/main.js); routes are rendered only when it exists. */
  hostServerBuild: string;
  /** The live config, the API the renders read from (this web server's /api) and the site's address. */
  config: WebConfig;
  apiUrl: string;
  siteOrigin: string;
  serverRemotes: Record<string, string | undefined>;
  /** How long the child may take in all (default 30 s). */
  timeoutMs?: number;
}

const CHILD_MEMORY_MB = 512;

/**
 * Throws ReleaseRefused (one line) when the release's register module throws at import or one of
 * its server-rendered routes does not render; a release without a server build has nothing to run.
 */
export async function checkServerBuild({ remote, files, manifest, hostServerBuild, config, apiUrl, siteOrigin, serverRemotes, timeoutMs = 30_000 }: ServerBuildCheck): Promise<void> {
  if (!files.has('server/remoteEntry.js')) return;
  const releaseDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), `release-check-${remote}-`));
  try {
    for (const [file, bytes] of files) {
      if (!file.startsWith('server/')) continue;
      const target = path.join(releaseDir, file);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.writeFile(target, bytes);
    }
    const routes = (manifest.routes ?? [])
      .filter((route): route is { id: string; path: string; access: string; render: string } => route.render === 'server' && typeof (route as { id?: unknown }).id === 'string')
      .map((route) => ({ id: route.id, path: route.path, url: sampleUrlOf(route.path) }));
    const input: ProbeInput = {
      step: 'register',
      releaseDir: await fs.promises.realpath(releaseDir),
      hostServerBuild: fs.existsSync(hostServerBuild) ? hostServerBuild : '',
      remote,
      config,
      manifest,
      routes,
      apiUrl,
      siteOrigin,
      serverRemotes,
    };
    const started = Date.now();
    let result = await runProbe(input, timeoutMs);
    if (result.ok && input.hostServerBuild && routes.length) result = await runProbe({ ...input, step: 'routes' }, Math.max(1, timeoutMs - (Date.now() - started)));
    if (result.ok) return;
    if (result.kind === 'register') throw new ReleaseRefused(`register module throws at import: ${result.message}`);
    throw new ReleaseRefused(`route ${result.id} (${result.path}) does not render on the server: ${result.message}`);
  } finally {
    await fs.promises.rm(releaseDir, { recursive: true, force: true });
  }
}

function runProbe(input: ProbeInput, timeoutMs: number): Promise<ProbeResult> {
  // A no-op for the helper esbuild may insert into the function's source (keepNames).
  const program = `var __name = (target) => target;
(${probeServerBuild.toString()})(JSON.parse(process.argv[1]))
  .then((result) => require('node:fs').writeSync(3, JSON.stringify(result)), (error) => require('node:fs').writeSync(3, JSON.stringify({ ok: false, kind: 'register', message: String(error && error.message || error) })))
  .finally(() => process.exit(0));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${CHILD_MEMORY_MB}`, '-e', program, JSON.stringify(input)], {
      cwd: input.releaseDir,
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
    });
    let answer = '';
    let errors = '';
    const fd3 = child.stdio[3];
    if (fd3 && 'on' in fd3) fd3.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => {
      if (errors.length < 4096) errors += chunk.toString();
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) return reject(new ReleaseRefused(`the server build did not load and render within ${Math.round(timeoutMs / 1000)} s`));
      try {
        resolve(JSON.parse(answer) as ProbeResult);
      } catch {
        const last = errors.trim().split('\n').filter(Boolean).pop() ?? '';
        reject(new ReleaseRefused(`the server build stopped its check (${signal ?? `exit code ${String(code)}`})${last ? `: ${last}` : ''}`));
      }
    });
  });
}
