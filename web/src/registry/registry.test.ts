/**
 * Deploying and rolling back remotes while the web server runs: the commands (web/src/cli/remote.ts,
 * which `npm run remote:*` runs built) against a real startWebServer on a temp root with fake builds.
 * Run: npm test -w web (part of npm test).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { configFromEnv, OPERATOR_VARIABLES, startWebServer, type WebServer } from '../server/web-server';
import { deployRemote, readRegistry, writeRegistry } from './deploy';
import { createRegistryReader, createRemoteConfigSource } from './run-time';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = path.join(webDir, 'src', 'cli', 'remote.ts');

interface Config {
  apiUrl: string;
  remotes: Record<'buyer' | 'seller', { entry: string; version?: string; manifest?: { name?: string; contract?: string } }>;
  operator: Record<string, string | null>;
}

const manifestFor = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  contract: '^1.0.0',
  routes: [{ id: 'page', path: `/${name}-page`, access: 'public' }],
  links: { page: `/${name}-page` },
  entries: [{ id: 'nav', slot: 'navbar', label: 'nav', to: `/${name}-page`, audience: 'everyone', order: 10 }],
  texts: { en: { nav: `${name} page` } },
  ...overrides,
});

let counter = 0;
/** A fake remote build: what webpack writes, with `marker` in remoteEntry.js so builds differ. */
function fakeDist(
  parent: string,
  name: string,
  { marker = `build ${(counter += 1)}`, manifest = manifestFor(name), omit = [], container = `${name}_remote` }: { marker?: string; manifest?: object | string; omit?: string[]; container?: string } = {},
): string {
  const dir = fs.mkdtempSync(path.join(parent, `${name}-dist-`));
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({ id: container, name: container, metaData: { publicPath: 'auto' } }),
    'remoteEntry.js': `/* ${marker} */`,
    'remote-manifest.json': typeof manifest === 'string' ? manifest : JSON.stringify(manifest),
    '123.0123456789.js': `/* chunk of ${marker} */`,
  };
  for (const [file, text] of Object.entries(files)) if (!omit.includes(file)) fs.writeFileSync(path.join(dir, file), text);
  fs.mkdirSync(path.join(dir, 'static'));
  fs.writeFileSync(path.join(dir, 'static', 'style.abcdef0123.css'), 'body{}');
  return dir;
}

/** Runs the remote command from its source (through tsx, as this test runs; npm runs its build). */
function remote(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { cwd: path.dirname(webDir), env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('remote deploy, rollback and list against a running web server', () => {
  let tmp = '';
  let root = '';
  let remotesDir = '';
  let web: WebServer['app'] | undefined;
  let base = '';
  const warnings: string[] = [];
  const dirArgs = () => ['--dir', remotesDir, '--host-dist', path.join(root, 'host', 'dist')];
  const deploy = (name: string, dist: string, ...extra: string[]) => remote(['deploy', name, dist, ...dirArgs(), ...extra]);
  const rollback = (name: string) => remote(['rollback', name, ...dirArgs()]);
  const registryText = () => (fs.existsSync(path.join(remotesDir, 'registry.json')) ? fs.readFileSync(path.join(remotesDir, 'registry.json'), 'utf8') : null);
  const config = async (): Promise<Config> => {
    const response = await fetch(`${base}/config.json`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    return (await response.json()) as Config;
  };
  /** A remote's entry in registry.json, which the test expects to be there. */
  const entryOf = (name: 'buyer' | 'seller') => {
    const entry = readRegistry(remotesDir).remotes[name];
    assert.ok(entry, `${name} is in the registry`);
    return entry;
  };
  const versionOf = (stdout: string) => stdout.match(/(\d{8}-\d{6}-[0-9a-f]{10})/)?.[1] ?? '';

  before(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'craft-remote-registry-'));
    root = path.join(tmp, 'root');
    remotesDir = path.join(tmp, 'remotes');
    fs.mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'host', 'dist', 'index.html'), '<!doctype html><title>host</title>');
    fs.writeFileSync(path.join(root, 'host', 'dist', 'contract.json'), '{ "version": "1.0.0" }');
    // The built-in builds: buyer with a manifest, seller built before remote-manifest.json existed.
    fs.renameSync(fakeDist(tmp, 'buyer', { marker: 'built-in buyer' }), path.join(root, 'buyer-remote-dist'));
    fs.mkdirSync(path.join(root, 'buyer-remote'));
    fs.renameSync(path.join(root, 'buyer-remote-dist'), path.join(root, 'buyer-remote', 'dist'));
    fs.mkdirSync(path.join(root, 'seller-remote'));
    fs.renameSync(fakeDist(tmp, 'seller', { omit: ['remote-manifest.json'] }), path.join(root, 'seller-remote', 'dist'));
    const server = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      rootDir: root,
      config: configFromEnv({ API_URL: 'http://127.0.0.1:1', OPERATOR_NAME: '  Beispiel Handwerk ', OPERATOR_VAT_ID: 'DE123456789', OPERATOR_PHONE: ' ' }),
      remotesDir,
      warn: (message: string) => warnings.push(message),
      fileOrigins: { images: [], downloads: [] },
    });
    web = server.app;
    base = `http://127.0.0.1:${server.port}`;
  });

  after(async () => {
    await web?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('with nothing deployed, /config.json names the built-in builds (and no manifest where the build has none)', async () => {
    const body = await config();
    assert.equal(body.apiUrl, 'http://127.0.0.1:1');
    assert.equal(body.remotes.buyer.entry, '/remotes/buyer/mf-manifest.json');
    assert.equal(body.remotes.buyer.version, undefined);
    assert.equal(body.remotes.buyer.manifest?.name, 'buyer');
    assert.deepEqual(body.remotes.seller, { entry: '/remotes/seller/mf-manifest.json' });
    assert.equal(await (await fetch(`${base}/remotes/buyer/remoteEntry.js`)).text(), '/* built-in buyer */');
  });

  test('/config.json carries the operator details of the legal pages: OPERATOR_* variables, null where unset or blank', async () => {
    const { operator } = await config();
    assert.equal(operator.name, 'Beispiel Handwerk');
    assert.equal(operator.vatId, 'DE123456789');
    assert.equal(operator.phone, null);
    assert.deepEqual(Object.keys(operator).sort(), Object.keys(OPERATOR_VARIABLES).sort());
    assert.deepEqual(Object.entries(operator).filter(([field]) => !['name', 'vatId'].includes(field)).map(([, value]) => value).filter((value) => value !== null), []);
  });

  let first = '';
  test('a deploy goes live on the next /config.json, without a restart, and its files are served immutable', async () => {
    const result = await deploy('buyer', fakeDist(tmp, 'buyer', { marker: 'first' }));
    assert.equal(result.code, 0, result.stderr);
    first = versionOf(result.stdout);
    assert.ok(first, result.stdout);
    assert.match(first, /^\d{8}-\d{6}-[0-9a-f]{10}$/);

    assert.equal(entryOf('buyer').live, first);
    assert.deepEqual(entryOf('buyer').history.map((e) => [e.action, e.version]), [['deploy', first]]);
    const folder = path.join(remotesDir, 'buyer', first);
    assert.equal(fs.readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8'), '/* first */');
    assert.ok(fs.existsSync(path.join(folder, 'static', 'style.abcdef0123.css')));

    const body = await config();
    assert.deepEqual(Object.keys(body.remotes.buyer).sort(), ['entry', 'manifest', 'version']);
    assert.equal(body.remotes.buyer.entry, `/remotes/buyer/v/${first}/mf-manifest.json`);
    assert.equal(body.remotes.buyer.version, first);
    assert.deepEqual(body.remotes.buyer.manifest, manifestFor('buyer'));
    assert.equal(body.remotes.seller.entry, '/remotes/seller/mf-manifest.json');

    for (const file of ['mf-manifest.json', 'remoteEntry.js', '123.0123456789.js', 'static/style.abcdef0123.css']) {
      const response = await fetch(`${base}/remotes/buyer/v/${first}/${file}`);
      assert.equal(response.status, 200, file);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', file);
      assert.equal(response.headers.get('access-control-allow-origin'), '*');
    }
    assert.equal(await (await fetch(`${base}/remotes/buyer/v/${first}/remoteEntry.js`)).text(), '/* first */');
    // The built-in build stays where it was, revalidated as before.
    const builtIn = await fetch(`${base}/remotes/buyer/remoteEntry.js`);
    assert.equal(await builtIn.text(), '/* built-in buyer */');
    assert.equal(builtIn.headers.get('cache-control'), 'no-cache');
    // Nothing outside a release folder is reachable.
    assert.equal((await fetch(`${base}/remotes/buyer/v/registry.json`)).status, 404);
    assert.equal((await fetch(`${base}/remotes/buyer/v/../registry.json`)).status, 404);
    assert.equal((await fetch(`${base}/remotes/seller/v/${first}/remoteEntry.js`)).status, 404);
    // Same-origin releases add no origin to the CSP.
    const csp = (await fetch(`${base}/config.json`)).headers.get('content-security-policy');
    assert.match(csp ?? '', /script-src 'self';/);
  });

  let second: string | null = '';
  let third = '';
  test('two deploys right after each other (even at once) are both recorded and the newest is served at once', async () => {
    const [a, b] = await Promise.all([deploy('buyer', fakeDist(tmp, 'buyer')), deploy('buyer', fakeDist(tmp, 'buyer'))]);
    assert.equal(a.code, 0, a.stderr);
    assert.equal(b.code, 0, b.stderr);
    assert.equal(entryOf('buyer').history.length, 3);
    assert.deepEqual(new Set(entryOf('buyer').history.slice(1).map((e) => e.version)), new Set([versionOf(a.stdout), versionOf(b.stdout)]));
    second = entryOf('buyer').live;
    assert.equal((await config()).remotes.buyer.version, second);

    const c = await deploy('buyer', fakeDist(tmp, 'buyer', { marker: 'third' }));
    assert.equal(c.code, 0, c.stderr);
    third = versionOf(c.stdout);
    assert.equal((await config()).remotes.buyer.version, third); // right after the rename: no stale cache
    assert.equal(entryOf('buyer').history.length, 4);
  });

  test('rollback makes the version live before the current one live again, step by step', async () => {
    const result = await rollback('buyer');
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, new RegExp(`buyer ${second} is live again \\(was ${third}\\)`));
    assert.equal(entryOf('buyer').live, second);
    assert.equal((await config()).remotes.buyer.entry, `/remotes/buyer/v/${second}/mf-manifest.json`);

    const history = entryOf('buyer').history;
    const beforeSecond = history.slice(0, 3).find((e) => e.version !== second && e.version !== first)?.version;
    assert.equal((await rollback('buyer')).code, 0);
    assert.equal(entryOf('buyer').live, beforeSecond);
    assert.equal((await rollback('buyer')).code, 0);
    assert.equal(entryOf('buyer').live, first);
    assert.equal((await config()).remotes.buyer.version, first);
  });

  test('rollback with nothing before the live version fails and leaves the registry as it was', async () => {
    const before = registryText();
    const result = await rollback('buyer');
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /Nothing to roll back to/);
    assert.equal(registryText(), before);

    const seller = await rollback('seller');
    assert.notEqual(seller.code, 0);
    assert.match(seller.stderr, /no seller release has been deployed/);
    assert.equal(registryText(), before);
  });

  test('broken builds are refused with a clear message; the registry and the release folders stay as they were', async () => {
    const before = registryText();
    const foldersBefore = fs.readdirSync(path.join(remotesDir, 'buyer')).sort();
    const cases: [string, RegExp][] = [
      [fakeDist(tmp, 'buyer', { omit: ['remoteEntry.js'] }), /remoteEntry\.js is missing/],
      [fakeDist(tmp, 'buyer', { omit: ['mf-manifest.json'] }), /mf-manifest\.json is missing/],
      [fakeDist(tmp, 'buyer', { omit: ['remote-manifest.json'] }), /remote-manifest\.json is missing/],
      [fakeDist(tmp, 'buyer', { manifest: '{ "name": "buyer", ' }), /remote-manifest\.json is not valid JSON/],
      [fakeDist(tmp, 'buyer', { manifest: manifestFor('buyer', { routes: [{ id: 'x', path: '/x', access: 'admin' }] }) }), /not valid: route x has an unknown access "admin"/],
      [fakeDist(tmp, 'buyer', { manifest: manifestFor('seller') }), /names remote "seller", not "buyer"/],
      [fakeDist(tmp, 'buyer', { container: 'seller_remote' }), /container "seller_remote"/],
      [fakeDist(tmp, 'buyer', { manifest: manifestFor('buyer', { contract: 'not a range' }) }), /is not of the form \^MAJOR\.MINOR\.PATCH/],
      [path.join(tmp, 'no-such-dist'), /is not a folder/],
    ];
    // In process (this file runs under tsx, as the command does) to keep the test quick ...
    for (const [distDir, message] of cases) {
      await assert.rejects(deployRemote({ remotesDir, name: 'buyer', distDir, hostDistDir: path.join(root, 'host', 'dist') }), message, distDir);
    }
    // ... and through the command for its exit code and message.
    const result = await deploy('buyer', cases[0]?.[0] ?? '');
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /remoteEntry\.js is missing/);
    const unknown = await deploy('admin', fakeDist(tmp, 'buyer'));
    assert.notEqual(unknown.code, 0);
    assert.match(unknown.stderr, /Unknown remote "admin"/);
    assert.equal(registryText(), before);
    assert.deepEqual(fs.readdirSync(path.join(remotesDir, 'buyer')).sort(), foldersBefore);
    assert.ok(!fs.existsSync(path.join(remotesDir, '.staging')) || fs.readdirSync(path.join(remotesDir, '.staging')).length === 0);
  });

  test('an incompatible contract is refused naming both versions, accepted with --force, and the web server logs it', async () => {
    const before = registryText();
    const dist = fakeDist(tmp, 'seller', { manifest: manifestFor('seller', { contract: '^2.0.0' }) });
    const refused = await deploy('seller', dist);
    assert.notEqual(refused.code, 0);
    assert.match(refused.stderr, /needs contract \^2\.0\.0, but the live host provides 1\.0\.0/);
    assert.equal(registryText(), before);
    assert.equal(fs.existsSync(path.join(remotesDir, 'seller')), false);

    const forced = await deploy('seller', dist, '--force');
    assert.equal(forced.code, 0, forced.stderr);
    assert.match(forced.stderr, /warning: Incompatible/);
    const version = versionOf(forced.stdout);
    const entry = entryOf('seller').history.at(-1);
    assert.equal(entry?.action === 'deploy' && entry.forced, true);

    warnings.length = 0;
    const body = await config();
    assert.equal(body.remotes.seller.version, version); // served unchanged: the host decides
    assert.equal(body.remotes.seller.manifest?.contract, '^2.0.0');
    assert.equal(warnings.length, 1, warnings.join('\n'));
    assert.match(warnings[0] ?? '', /remote seller .*needs contract \^2\.0\.0, but the host provides 1\.0\.0/);
    await config();
    assert.equal(warnings.length, 1, 'logged once, not on every request');
  });

  test('the same build deployed twice within one second is refused rather than overwritten', async () => {
    const dist = fakeDist(tmp, 'buyer', { marker: 'twice' });
    const at = new Date('2026-11-24T10:00:00.000Z');
    const options = { remotesDir, name: 'buyer', distDir: dist, hostDistDir: path.join(root, 'host', 'dist'), now: () => at };
    const { version } = await deployRemote(options);
    assert.match(version, /^20261124-100000-[0-9a-f]{10}$/);
    const before = registryText();
    const folder = path.join(remotesDir, 'buyer', version);
    await assert.rejects(deployRemote(options), /exists already/);
    assert.equal(registryText(), before);
    assert.equal(fs.statSync(path.join(folder, 'mf-manifest.json')).mode & 0o222, 0, 'release files are read-only');
  });

  test('list shows every release on disk with the live one marked and when it went live', async () => {
    const result = await remote(['list', '--dir', remotesDir]);
    assert.equal(result.code, 0, result.stderr);
    const live = entryOf('buyer').live;
    for (const version of fs.readdirSync(path.join(remotesDir, 'buyer'))) assert.ok(result.stdout.includes(version), version);
    const liveLines = result.stdout.split('\n').filter((line) => line.startsWith('* '));
    assert.equal(liveLines.length, 2); // one per remote
    assert.ok(liveLines.some((line) => line.includes(live ?? '') && /deployed \d{4}-\d\d-\d\dT/.test(line) && line.endsWith('<- live')));
    assert.match(result.stdout, /\(forced\)/);
  });

  test('REMOTES_DIR and DATA_DIR choose the remotes dir when --dir is not given', async () => {
    const viaEnv = await remote(['list'], { REMOTES_DIR: remotesDir });
    assert.match(viaEnv.stdout, new RegExp(`Releases in ${remotesDir}`));
    const dataDir = path.join(tmp, 'data');
    const viaDataDir = await remote(['list'], { REMOTES_DIR: '', DATA_DIR: dataDir });
    assert.match(viaDataDir.stdout, new RegExp(`Releases in ${path.join(dataDir, 'remotes')}`));
  });
});

describe('remote registry pieces', () => {
  test('the registry reader sees every write, even several in the same millisecond', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'craft-registry-reader-'));
    try {
      const warned: string[] = [];
      const read = createRegistryReader(dir, { warn: (message) => warned.push(message) });
      assert.deepEqual(read().remotes, {});
      for (let i = 0; i < 50; i += 1) {
        const live = `20261124-000000-${String(i).padStart(10, '0')}`; // same size every time
        writeRegistry(dir, { format: 1, remotes: { buyer: { live, history: [] } } });
        assert.equal(read().remotes.buyer?.live, live);
      }
      fs.writeFileSync(path.join(dir, 'registry.json'), '{ broken');
      assert.equal(read().remotes.buyer?.live, '20261124-000000-0000000049', 'a damaged file keeps the last good registry');
      assert.match(warned.join('\n'), /keeping the last good one/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('an env override names its URL, adds its origin to the CSP, and keeps the last good manifest when a fetch fails', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'craft-remote-override-'));
    let failing = false;
    const cdn = http.createServer((request, response) => {
      if (failing || request.url !== '/buyer/7/remote-manifest.json') {
        response.writeHead(500).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifestFor('buyer')));
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const cdnOrigin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    const warnings: string[] = [];
    const env = { API_URL: 'http://127.0.0.1:1', BUYER_REMOTE_URL: `${cdnOrigin}/buyer/7/mf-manifest.json` };
    const server = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      rootDir: tmp,
      config: configFromEnv(env),
      remotesDir: path.join(tmp, 'remotes'),
      warn: (message: string) => warnings.push(message),
      fileOrigins: { images: [], downloads: [] },
    });
    try {
      fs.mkdirSync(path.join(tmp, 'host', 'dist'), { recursive: true });
      const response = await fetch(`http://127.0.0.1:${server.port}/config.json`);
      const body = (await response.json()) as Config;
      assert.equal(body.remotes.buyer.entry, env.BUYER_REMOTE_URL);
      assert.deepEqual(body.remotes.buyer.manifest, manifestFor('buyer'));
      assert.equal(body.remotes.seller.entry, '/remotes/seller/mf-manifest.json');
      assert.ok(response.headers.get('content-security-policy')?.includes(`script-src 'self' ${cdnOrigin}`));

      // The cache lapses at once here; a failed fetch keeps the last good manifest and is logged.
      let refreshFailed = () => {};
      const failedRefresh = new Promise<void>((resolve) => (refreshFailed = resolve));
      const warn = (message: string) => {
        warnings.push(message);
        if (message.includes('keeping the last good manifest')) refreshFailed();
      };
      const source = createRemoteConfigSource({ rootDir: tmp, remotesDir: path.join(tmp, 'remotes'), base: configFromEnv(env), warn, manifestTtlMs: 0 });
      assert.deepEqual((await source.config()).remotes.buyer.manifest, manifestFor('buyer'));
      failing = true;
      // Answers with the last good one while it refreshes in the background ...
      assert.deepEqual((await source.config()).remotes.buyer.manifest, manifestFor('buyer'));
      // ... and once that refresh has failed (and said so), still the last good one.
      await failedRefresh;
      assert.deepEqual((await source.config()).remotes.buyer.manifest, manifestFor('buyer'));
    } finally {
      await server.app.close();
      cdn.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
