/**
 * The web tier's side of the remote registry on its own: the checks a release passes before it is
 * published, and the store's reading of the live releases (last good value while the API is away).
 * The whole path (API, two web servers, the deploy command) is api/src/remote-registry.test.ts.
 * Run: npm test -w web (part of npm test).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { releaseIdOf } from '@craft/shared/contracts/releases';
import type { WebServer } from '../server/web-server';
import { startWebServerOnRegistry } from '../testing/registry-web-server';
import { checkRelease, pathsOverlap, ReleaseRefused } from './checks';
import { releaseOf, sha256 } from './release-files';
import { checkServerBuild, sampleUrlOf } from './server-build-check';
import { createReleaseStore } from './store';

const manifestFor = (name: string, routes: { id: string; path: string; access: string }[] = [{ id: 'page', path: `/${name}-page`, access: 'public' }]) => ({
  name,
  contract: '^1.0.0',
  routes,
  links: {},
  entries: [],
  texts: { en: {} },
});

function buildFiles(change: (files: Record<string, string>) => void = () => undefined): Map<string, Buffer> {
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      name: 'buyer_remote',
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      shared: [{ name: 'react-router', version: '7.9.0', singleton: true, requiredVersion: '^7.9.0' }],
      exposes: [{ name: 'register', assets: { js: { sync: ['reg.0123456789.js'], async: ['page.0123456789.js'] } } }],
    }),
    'remoteEntry.js': 'var buyer_remote = {};',
    'remote-manifest.json': JSON.stringify(manifestFor('buyer')),
    'reg.0123456789.js': '/* register */',
    'page.0123456789.js': '/* page */',
  };
  change(files);
  return new Map(Object.entries(files).map(([name, text]) => [name, Buffer.from(text)]));
}

describe('checks before a release goes live', () => {
  let hostDist = '';
  before(() => {
    hostDist = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-host-'));
    fs.writeFileSync(path.join(hostDist, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react-router', version: '7.9.1' }] }));
    fs.writeFileSync(path.join(hostDist, 'contract.json'), JSON.stringify({ version: '1.2.0' }));
  });
  after(() => fs.rmSync(hostDist, { recursive: true, force: true }));

  const refusal = (files: Map<string, Buffer>, others = {}, force = false) => {
    try {
      checkRelease({ name: 'buyer', files, hostDistDir: hostDist, others, force });
    } catch (error) {
      if (error instanceof ReleaseRefused) return error.message;
      throw error;
    }
    return null;
  };

  test('a sound build passes and its manifest is returned', () => {
    assert.equal(refusal(buildFiles()), null);
  });

  test('each kind of broken build is refused with one line naming what is wrong', () => {
    const cases: [(files: Record<string, string>) => void, string][] = [
      [(files) => delete files['page.0123456789.js'], 'page.0123456789.js is listed in mf-manifest.json but missing from the release'],
      [(files) => (files['reg.0123456789.js'] = ''), 'reg.0123456789.js is listed in mf-manifest.json but empty'],
      [(files) => (files['mf-manifest.json'] = (files['mf-manifest.json'] ?? '').replace('buyer_remote', 'seller_remote')), 'mf-manifest.json is the container "seller_remote", not the buyer remote\'s "buyer_remote"'],
      [(files) => (files['remote-manifest.json'] = JSON.stringify(manifestFor('buyer', [{ id: 'home', path: '/home', access: 'public' }]))), "route home (/home) takes the host's path /home"],
      [(files) => (files['mf-manifest.json'] = (files['mf-manifest.json'] ?? '').replace('"^7.9.0"', '"^7.10.0"')), 'shared singleton react-router: the release needs ^7.10.0, the live host provides 7.9.1'],
      [(files) => (files['mf-manifest.json'] = (files['mf-manifest.json'] ?? '').replace('"react-router"', '"@craft/new-thing"')), 'shared singleton @craft/new-thing ^7.9.0 is not provided by the live host'],
    ];
    for (const [change, message] of cases) assert.equal(refusal(buildFiles(change)), message);
    assert.match(refusal(buildFiles((files) => (files['remoteEntry.js'] = 'var buyer_remote = { a: (function () {'))) ?? '', /^remoteEntry\.js does not load: SyntaxError|^remoteEntry\.js does not load: Unexpected end of input/);
    // Optional segments: another remote's /buyer-page/:id? takes /buyer-page, and a claimed /home/:tab? the host's /home.
    assert.equal(refusal(buildFiles(), { seller: { routes: [{ path: '/buyer-page/:id?', access: 'seller' }, { path: '/buyer-page', access: 'seller' }] } }), "route page (/buyer-page) takes the seller remote's path /buyer-page/:id?");
    assert.equal(
      refusal(buildFiles((files) => (files['remote-manifest.json'] = JSON.stringify(manifestFor('buyer', [{ id: 'home', path: '/home/:tab?', access: 'public' }]))))),
      "route home (/home/:tab?) takes the host's path /home",
    );
    assert.match(refusal(buildFiles((files) => (files['remote-manifest.json'] = '{"name":"buyer"'))) ?? '', /^remote-manifest\.json is not valid JSON/);
  });

  test('a build for a contract the host does not provide is refused unless forced', () => {
    const otherContract = buildFiles((files) => (files['remote-manifest.json'] = JSON.stringify({ ...manifestFor('buyer'), contract: '^2.0.0' })));
    assert.equal(refusal(otherContract), 'Incompatible: the buyer build needs contract ^2.0.0, but the live host provides 1.2.0; deploy a build made for 1.2.0, or pass --force');
    assert.equal(refusal(otherContract, {}, true), null);
  });

  test('route patterns overlap when one URL could match both', () => {
    assert.equal(pathsOverlap('/services/18', '/services/:id'), true);
    assert.equal(pathsOverlap('/services/:id', '/sellers/:id'), false);
    assert.equal(pathsOverlap('/services/:id/edit', '/services/:id'), false);
    assert.equal(pathsOverlap('/docs/*', '/docs/a/b'), true);
    assert.equal(pathsOverlap('/', '/home'), false);
  });

  test('an optional segment overlaps the path with and the path without it, both ways round', () => {
    // A release claiming /a/:b? takes /a, and one claiming /a is taken by /a/:b?.
    assert.equal(pathsOverlap('/orders/:id?', '/orders'), true);
    assert.equal(pathsOverlap('/orders', '/orders/:id?'), true);
    assert.equal(pathsOverlap('/orders/:id?', '/orders/18'), true);
    assert.equal(pathsOverlap('/orders/18', '/orders/:id?'), true);
    assert.equal(pathsOverlap('/orders/:id?', '/orders/:id/edit'), false);
    assert.equal(pathsOverlap('/orders/:id?', '/offers'), false);
    // In the middle, and the router's optional static segments.
    assert.equal(pathsOverlap('/:lang?/help', '/help'), true);
    assert.equal(pathsOverlap('/:lang?/help', '/de/help'), true);
    assert.equal(pathsOverlap('/:lang?/help', '/de/about'), false);
    assert.equal(pathsOverlap('/orders/archive?', '/orders'), true);
    assert.equal(pathsOverlap('/orders/archive?', '/orders/open'), false);
    assert.equal(pathsOverlap('/a/:b?', '/a/:c?'), true);
    assert.equal(pathsOverlap('/a/:b?', '/'), false);
  });

  test('a release id is the content hash of the file list: the same files, in any order, the same id', () => {
    const a = releaseOf([{ path: 'a.js', bytes: Buffer.from('a') }, { path: 'b.js', bytes: Buffer.from('b') }]);
    const b = releaseOf([{ path: 'b.js', bytes: Buffer.from('b') }, { path: 'a.js', bytes: Buffer.from('a') }]);
    assert.equal(a.id, b.id);
    assert.match(a.id, /^[0-9a-f]{20}$/);
    assert.notEqual(releaseIdOf([{ path: 'a.js', sha256: 'x' }]), a.id);
  });
});

describe('the store reads the live releases from the API', () => {
  let server: http.Server;
  let up = true;
  let reads = 0;
  let live: unknown = { buyer: null, seller: null };
  let base = '';
  before(async () => {
    server = http.createServer((request, response) => {
      if (!up) {
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"down"}');
        return;
      }
      reads += 1;
      response.writeHead(request.url === '/remote-releases/live' ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(live));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('it reuses a read within its time to live, and keeps the last good value while the API is down', async () => {
    const warnings: string[] = [];
    const release = { remote: 'buyer', id: 'a'.repeat(20), files: [], manifest: {}, created_at: '2026-11-27T00:00:00.000Z' };
    live = { buyer: release, seller: null };
    let ttl = 60_000;
    const store = createReleaseStore({ apiUrl: base, cacheDir: os.tmpdir(), liveTtlMs: ttl, warn: (message) => warnings.push(message) });
    assert.equal((await store.live()).buyer?.id, release.id);
    await store.live();
    assert.equal(reads, 1, 'one read within the TTL');
    ttl = 0;
    const fresh = createReleaseStore({ apiUrl: base, cacheDir: os.tmpdir(), liveTtlMs: ttl, warn: (message) => warnings.push(message) });
    assert.equal((await fresh.live()).buyer?.id, release.id);
    up = false;
    assert.equal((await fresh.live()).buyer?.id, release.id, 'the last good value');
    assert.equal(warnings.length, 1);
    assert.match(warnings[0] ?? '', /keeping the last good ones/);
    up = true;
  });
});

/** A remote's server build as a Module Federation container exports it; `register` is the body of its register module's factory. */
const serverEntry = (register: string) => `module.exports = { buyer_remote: { init() {}, async get() { return () => { ${register} }; } } };`;
const SOUND_REGISTER = "return { registration: { pages: { page: () => '<h1>Page</h1>' } } };";
const serverManifest = manifestFor('buyer', [{ id: 'page', path: '/buyer-page/:id', access: 'public', render: 'server' } as { id: string; path: string; access: string }]);

describe("checks that run the release's server build, in a child process", () => {
  let root = '';
  const hostServerBuild = () => path.join(root, 'host', 'dist-server', 'main.js');
  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-server-build-'));
    fs.mkdirSync(path.join(root, 'host', 'dist-server'), { recursive: true });
    fs.copyFileSync(new URL('./fixtures/host-server-build.cjs', import.meta.url), hostServerBuild());
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  const refusal = async (register: string, timeoutMs?: number) => {
    const files = buildFiles((build) => {
      build['remote-manifest.json'] = JSON.stringify(serverManifest);
      build['server/remoteEntry.js'] = serverEntry(register);
    });
    try {
      await checkServerBuild({
        remote: 'buyer',
        files,
        manifest: serverManifest,
        hostServerBuild: hostServerBuild(),
        config: { apiUrl: '/api', remotes: { buyer: { entry: '/remotes/buyer/mf-manifest.json' }, seller: { entry: '' }, admin: { entry: '' } } },
        apiUrl: 'http://127.0.0.1:9/api',
        siteOrigin: 'http://localhost:3000',
        serverRemotes: {},
        timeoutMs,
      });
    } catch (error) {
      if (error instanceof ReleaseRefused) return error.message;
      throw error;
    }
    return null;
  };

  test('a sound server build loads and renders its server routes', async () => {
    assert.equal(await refusal(SOUND_REGISTER), null);
  });

  test('a register module that throws at import is refused with one line', async () => {
    assert.equal(await refusal("throw new Error('the catalogue is missing');"), 'register module throws at import: the catalogue is missing');
  });

  test('a server route whose component throws while rendering is refused with one line', async () => {
    assert.equal(
      await refusal("return { registration: { pages: { page: () => { throw new Error('price is undefined'); } } } };"),
      'route page (/buyer-page/:id) does not render on the server: price is undefined',
    );
  });

  test('a release that hangs or ends the process is refused, and this process goes on', async () => {
    assert.equal(await refusal('for (;;);', 1500), 'the server build did not load and render within 2 s');
    assert.match((await refusal('process.exit(7);')) ?? '', /^the server build stopped its check \(exit code 7\)/);
  });

  test("a route pattern's sample URL", () => {
    assert.equal(sampleUrlOf('/services/:id'), '/services/1');
    assert.equal(sampleUrlOf('/sellers/:id/reviews/:page?'), '/sellers/1/reviews');
    assert.equal(sampleUrlOf('/docs/*'), '/docs');
  });
});

describe('a deploy refused by the server-build checks leaves the live release serving', () => {
  let root = '';
  let registry: http.Server;
  let web: WebServer | undefined;
  const writes: string[] = [];
  const liveFile = Buffer.from('var buyer_remote = { live: true };');
  const liveRelease = {
    remote: 'buyer',
    id: releaseIdOf([{ path: 'remoteEntry.js', sha256: sha256(liveFile) }]),
    files: [{ path: 'remoteEntry.js', sha256: sha256(liveFile), size: liveFile.length }],
    manifest: manifestFor('buyer'),
    created_at: '2026-11-27T00:00:00.000Z',
  };

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-deploy-'));
    fs.mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
    fs.mkdirSync(path.join(root, 'host', 'dist-server'), { recursive: true });
    fs.writeFileSync(path.join(root, 'host', 'dist', 'index.html'), '<!doctype html><html><body><div id=root></div></body></html>');
    fs.writeFileSync(path.join(root, 'host', 'dist', 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react-router', version: '7.9.1' }] }));
    fs.copyFileSync(new URL('./fixtures/host-server-build.cjs', import.meta.url), path.join(root, 'host', 'dist-server', 'main.js'));
    // The registry's side (the API's /remote-releases): one live release; any write is recorded.
    registry = http.createServer((request, response) => {
      const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.method !== 'GET') {
        writes.push(`${request.method ?? ''} ${request.url ?? ''}`);
        return json(500, { error: 'no writes expected' });
      }
      if (request.url === '/remote-releases/live') return json(200, { buyer: liveRelease, seller: null });
      if (request.url === `/remote-releases/buyer/${liveRelease.id}`) return json(200, liveRelease);
      if (request.url === `/remote-releases/blobs/${sha256(liveFile)}`) return response.writeHead(200).end(liveFile);
      return json(404, { error: 'Not found' });
    });
    await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
    web = await startWebServerOnRegistry(root, registry, { deployToken: 'token', warn: () => undefined });
  });
  after(async () => {
    await web?.app.close();
    await new Promise<void>((resolve) => registry.close(() => resolve()));
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('the register module throws, then a server route throws: each answered 422 with its line, nothing published', async () => {
    const cases: [string, string][] = [
      ["throw new Error('boom at import');", 'Refused: register module throws at import: boom at import'],
      ["return { registration: { pages: { page: () => { throw new Error('boom in render'); } } } };", 'Refused: route page (/buyer-page/:id) does not render on the server: boom in render'],
    ];
    for (const [register, line] of cases) {
      const files = buildFiles((build) => {
        build['mf-manifest.json'] = (build['mf-manifest.json'] ?? '').replace('"^7.9.0"', '"^7.9.1"');
        build['remote-manifest.json'] = JSON.stringify(serverManifest);
        build['server/remoteEntry.js'] = serverEntry(register);
      });
      const response = await web?.app.inject({
        method: 'POST',
        url: '/_deploy/remotes/buyer',
        headers: { authorization: 'Bearer token' },
        payload: { files: [...files].map(([file, bytes]) => ({ path: file, data: bytes.toString('base64') })) },
      });
      assert.equal(response?.statusCode, 422);
      assert.deepEqual(response?.json(), { error: line });
      const config = (await web?.app.inject({ url: '/config.json' }))?.json() as { remotes: { buyer: { version?: string } } };
      assert.equal(config.remotes.buyer.version, liveRelease.id, 'the live release is still the one named');
      const entry = await web?.app.inject({ url: `/remotes/buyer/v/${liveRelease.id}/remoteEntry.js` });
      assert.equal(entry?.statusCode, 200);
      assert.equal(entry?.body, liveFile.toString());
    }
    assert.deepEqual(writes, [], 'nothing reached the registry');
  });
});
