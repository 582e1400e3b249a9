/**
 * `remote:deploy --watch` end to end against a web server: the deploy command goes live, browsers
 * (here: fetch) load pages and report failures of the new release, and the command rolls it back by
 * itself. The registry (the API's /remote-releases) is a small in-memory stand-in here; the real
 * one is covered by api/src/remote-registry.test.ts.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import type { WebServer } from '../server/web-server';
import { startWebServerOnRegistry } from '../testing/registry-web-server';

const TOKEN = 'watch-test-token';
const cliFile = fileURLToPath(new URL('./remote.ts', import.meta.url));

interface Release {
  remote: string;
  id: string;
  files: { path: string; sha256: string; size: number }[];
  manifest: Record<string, unknown>;
  created_at: string;
}

/** The registry's side: blobs, releases and each remote's history of live releases, in memory. */
function fakeRegistry() {
  const blobs = new Map<string, Buffer>();
  const releases = new Map<string, Release>();
  const live: Record<string, string[]> = { buyer: ['0'], seller: ['0'] };
  const rollbacks: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const json = (status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      const url = request.url ?? '';
      const current = (remote: string) => live[remote]?.at(-1) ?? '0';
      const liveOf = (remote: string) => releases.get(`${remote}/${current(remote)}`) ?? null;
      let match: RegExpExecArray | null;
      if (url === '/remote-releases/live') return json(200, { buyer: liveOf('buyer'), seller: liveOf('seller') });
      if ((match = /^\/remote-releases\/blobs\/(\w+)$/.exec(url))) {
        if (request.method === 'PUT') {
          blobs.set(match[1] ?? '', body);
          return response.writeHead(204).end();
        }
        const blob = blobs.get(match[1] ?? '');
        return blob ? response.writeHead(200).end(blob) : json(404, { error: 'Not found' });
      }
      if ((match = /^\/remote-releases\/(buyer|seller)\/(promote|rollback)$/.exec(url))) {
        const [, remote = '', action] = match;
        const from = current(remote);
        if (action === 'promote') live[remote]?.push((JSON.parse(body.toString()) as { id: string }).id);
        else {
          rollbacks.push(Date.now());
          live[remote]?.pop();
        }
        return json(200, { remote, live: current(remote), from });
      }
      if ((match = /^\/remote-releases\/(buyer|seller)$/.exec(url)) && request.method === 'POST') {
        const release = { ...(JSON.parse(body.toString()) as Omit<Release, 'remote' | 'created_at'>), remote: match[1] ?? '', created_at: new Date().toISOString() };
        releases.set(`${release.remote}/${release.id}`, release);
        return json(201, release);
      }
      if ((match = /^\/remote-releases\/(buyer|seller)\/(\w+)$/.exec(url))) {
        const release = releases.get(`${match[1]}/${match[2]}`);
        return release ? json(200, release) : json(404, { error: 'Not found' });
      }
      return json(404, { error: 'Not found' });
    });
  });
  return { server, rollbacks };
}

let build = 0;
/** A remote build as the checks read it (no server build: nothing to run). */
function fakeBuild(parent: string): string {
  build += 1;
  const chunk = `reg.${String(build).padStart(10, '0')}.js`;
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      name: 'buyer_remote',
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      shared: [],
      exposes: [{ name: 'register', assets: { js: { sync: [chunk], async: [] } } }],
    }),
    'remoteEntry.js': `var buyer_remote = { build: ${build} };`,
    'remote-manifest.json': JSON.stringify({ name: 'buyer', contract: '^1.0.0', routes: [{ id: 'page', path: '/buyer-page', access: 'public' }], links: {}, entries: [], texts: { en: {} } }),
    [chunk]: `/* register of build ${build} */`,
  };
  const dir = fs.mkdtempSync(path.join(parent, 'buyer-dist-'));
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

let root = '';
let web: WebServer;
const registry = fakeRegistry();
const warnings: string[] = [];

before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-watch-'));
  fs.mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'host', 'dist', 'index.html'), '<!doctype html><html><body><div id=root></div></body></html>');
  await new Promise<void>((resolve) => registry.server.listen(0, '127.0.0.1', resolve));
  web = await startWebServerOnRegistry(root, registry.server, { deployToken: TOKEN, metricsToken: 'metrics-token', warn: (message) => warnings.push(message) });
});
after(async () => {
  await web.app.close();
  await new Promise<void>((resolve) => registry.server.close(() => resolve()));
  fs.rmSync(root, { recursive: true, force: true });
});

const base = () => `http://127.0.0.1:${web.port}`;
const buyerRelease = async () => ((await (await fetch(`${base()}/config.json`)).json()) as { remotes: { buyer: { version?: string } } }).remotes.buyer.version ?? '0';
const report = (body: unknown) => fetch(`${base()}/_reports/remote-failure`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Runs the deploy command; `onLine` sees each line of its output as it comes. */
function deploy(args: string[], onLine: (line: string) => void = () => undefined): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cliFile, 'deploy', 'buyer', ...args], { env: { ...process.env, WEB_URL: base(), DEPLOY_TOKEN: TOKEN } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) onLine(line);
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

test('a report is validated, logged, counted per remote and release, and shown in /metrics', async () => {
  assert.equal((await report({ remote: 'buyer', release: '0', kind: 'crash', message: 'x' })).status, 400);
  assert.equal((await report({ remote: 'nobody', release: '0', kind: 'load', message: 'x' })).status, 400);
  assert.equal((await report({ remote: 'buyer', release: '0', kind: 'render', message: 'price is undefined\nsecond line' })).status, 204);
  assert.ok(warnings.includes('remote failure reported: buyer 0 render: price is undefined second line'), warnings.join('\n'));
  assert.equal((await fetch(`${base()}/metrics`)).status, 401);
  const metrics = await (await fetch(`${base()}/metrics`, { headers: { authorization: 'Bearer metrics-token' } })).text();
  assert.match(metrics, /^web_remote_failures_total\{remote="buyer",release="0",kind="render"\} 1$/m);
});

test('--watch keeps a release whose failures do not rise, and rolls back one whose failures do', async () => {
  // The release live before: 20 page loads, one failure.
  const first = await deploy([fakeBuild(root)]);
  assert.equal(first.code, 0, first.stderr);
  const previous = await buyerRelease();
  for (let i = 0; i < 20; i += 1) await buyerRelease();
  assert.equal((await report({ remote: 'buyer', release: previous, kind: 'load', message: 'offline' })).status, 204);

  const quiet = await deploy([fakeBuild(root), '--watch', '2']);
  assert.equal(quiet.code, 0, quiet.stderr);
  assert.match(quiet.stdout, /not above the previous release's rate: it stays live/);
  const kept = await buyerRelease();
  assert.notEqual(kept, previous);
  for (let i = 0; i < 20; i += 1) await buyerRelease();

  let firstFailureAt = 0;
  let reporting: Promise<void> | undefined;
  const watched = await deploy([fakeBuild(root), '--watch', '60'], (line) => {
    const id = /^Watching buyer ([0-9a-f]{20})/.exec(line)?.[1];
    if (!id) return;
    // Browsers on the new release: each page load fails to render.
    reporting = (async () => {
      for (let i = 0; i < 5; i += 1) {
        await buyerRelease();
        if (!firstFailureAt) firstFailureAt = Date.now();
        assert.equal((await report({ remote: 'buyer', release: id, kind: 'render', message: 'price is undefined' })).status, 204);
      }
    })();
  });
  await reporting;
  assert.equal(watched.code, 0, watched.stderr);
  assert.match(watched.stdout, /failures in \d+ page loads \(\d\.\d{3} per load\), above the previous release's 0\.0\d\d: rolling back/);
  assert.match(watched.stdout, new RegExp(`buyer ${kept} is live again \\(was [0-9a-f]{20}\\): rolled back by --watch`));
  assert.equal(await buyerRelease(), kept, 'the release before it serves again');
  const rolledBackAt = registry.rollbacks.at(-1) ?? 0;
  console.log(`seconds from the first failure report to the rollback: ${((rolledBackAt - firstFailureAt) / 1000).toFixed(2)}`);
  assert.ok(rolledBackAt > firstFailureAt);
});

test('one address may send 30 reports a minute; more are answered 429', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 31; i += 1) statuses.push((await report({ remote: 'seller', release: '0', kind: 'load', message: 'offline' })).status);
  assert.equal(statuses.at(-1), 429);
  assert.ok(statuses.slice(0, -1).every((status) => status === 204 || status === 429));
});
