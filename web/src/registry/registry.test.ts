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
import { checkRelease, pathsOverlap, ReleaseRefused } from './checks';
import { releaseIdOf, releaseOf } from './release-files';
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
    assert.equal(refusal(buildFiles(), { seller: { routes: [{ path: '/buyer-page/:id?', access: 'seller' }, { path: '/buyer-page', access: 'seller' }] } }), "route page (/buyer-page) takes the seller remote's path /buyer-page");
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
