import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type TestContext, createTestContext } from './test/helpers';
import { loadWebServer, repoRoot, type RunningWebServer } from './test/web-server';

/**
 * The registry of remote releases end to end: the API (its database and storage hold the
 * registry), two web servers with their own disks in front of it, and the deploy command
 * (web/src/cli/remote.ts) talking HTTP to one of them with the deploy token.
 */
const TOKEN = 'registry-test-token';

const manifestFor = (name: string, routes = [{ id: 'page', path: `/${name}-page`, access: 'public' }]) => ({
  name,
  contract: '^1.0.0',
  routes,
  links: { page: routes[0]?.path ?? '/' },
  entries: [{ id: 'nav', slot: 'navbar', label: 'nav', to: routes[0]?.path ?? '/', audience: 'everyone', order: 10 }],
  texts: { en: { nav: `${name} page` } },
});

let builds = 0;
/** A remote build as webpack writes it (the parts the checks read); `change` breaks it on purpose. */
function fakeBuild(parent: string, name: 'buyer' | 'seller', change: (files: Record<string, string>) => void = () => undefined): string {
  builds += 1;
  const container = `${name}_remote`;
  const chunk = `123.${String(builds).padStart(10, '0')}.js`;
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      id: container,
      name: container,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      shared: [{ name: 'react', version: '19.2.0', singleton: true, requiredVersion: '^19.0.0', assets: { js: { sync: [], async: [] } } }],
      exposes: [{ name: 'register', assets: { js: { sync: [chunk], async: [] }, css: { sync: [], async: [] } } }],
    }),
    'remoteEntry.js': `var ${container} = (function () { return { build: ${builds} }; })();\n`,
    'remote-manifest.json': JSON.stringify(manifestFor(name)),
    [chunk]: `/* the register module of build ${builds} */`,
  };
  change(files);
  const dir = fs.mkdtempSync(path.join(parent, `${name}-dist-`));
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

function runCli(args: string[], webUrl: string, token = TOKEN): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'web/src/cli/remote.ts'), ...args], { cwd: repoRoot, env: { ...process.env, WEB_URL: webUrl, DEPLOY_TOKEN: token } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

interface Config {
  remotes: Record<'buyer' | 'seller', { entry: string; version?: string }>;
}

describe('one registry of remote releases for every web server', () => {
  let ctx: TestContext;
  let tmp = '';
  let root = '';
  const webs: RunningWebServer[] = [];
  const urls: string[] = [];

  before(async () => {
    ctx = await createTestContext({ deployToken: TOKEN });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const api = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-registry-'));
    root = path.join(tmp, 'root');
    fs.mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'host', 'dist', 'index.html'), '<!doctype html><html><body><div id=root></div></body></html>');
    fs.writeFileSync(path.join(root, 'host', 'dist', 'mf-manifest.json'), JSON.stringify({ name: 'host', shared: [{ name: 'react', version: '19.2.0' }] }));
    // Release zero of each remote: the built-in bundle.
    for (const name of ['buyer', 'seller'] as const) fs.cpSync(fakeBuild(tmp, name), path.join(root, `${name}-remote`, 'dist'), { recursive: true });
    const { startWebServer } = await loadWebServer();
    for (let i = 0; i < 2; i += 1) {
      const web = await startWebServer({
        port: 0,
        host: '127.0.0.1',
        rootDir: root,
        // Each web server its own disk.
        remotesDir: path.join(tmp, `web-${i}-data`, 'remotes'),
        config: { apiUrl: '/api', remotes: { buyer: { entry: '/remotes/buyer/mf-manifest.json' }, seller: { entry: '/remotes/seller/mf-manifest.json' } } },
        apiInternalUrl: api,
        deployToken: TOKEN,
        registryTtlMs: 0,
        warn: () => undefined,
      });
      webs.push(web);
      urls.push(`http://127.0.0.1:${web.port}`);
    }
  });
  after(async () => {
    for (const web of webs) await web.app.close();
    await ctx?.cleanup();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  const configOf = async (base: string, cookie?: string) => (await (await fetch(`${base}/config.json`, cookie ? { headers: { cookie } } : {})).json()) as Config;
  /** A page load: the page, its /config.json, and the buyer remote's entry files that config names. */
  async function pageLoad(base: string): Promise<string> {
    assert.equal((await fetch(`${base}/`)).status, 200);
    const { remotes } = await configOf(base);
    const manifestUrl = new URL(remotes.buyer.entry, base);
    const manifest = await fetch(manifestUrl);
    assert.equal(manifest.status, 200, `${manifestUrl.href} from ${base}`);
    const entry = await fetch(new URL('remoteEntry.js', manifestUrl));
    assert.equal(entry.status, 200, `remoteEntry.js of ${remotes.buyer.entry} from ${base}`);
    return remotes.buyer.version ?? '0';
  }

  test('without the token the deploy command is refused and nothing changes', async () => {
    const result = await runCli(['deploy', 'buyer', fakeBuild(tmp, 'buyer')], urls[0] ?? '', 'wrong-token');
    assert.equal(result.code, 1);
    assert.match(result.stderr, /deploy token is missing or wrong/);
    assert.equal((await configOf(urls[1] ?? '')).remotes.buyer.version, undefined);
  });

  test('a deploy through one web server is served by both: 20 alternating page loads succeed; the first deploy rolls back to release zero', async () => {
    const dist = fakeBuild(tmp, 'buyer');
    const deployed = await runCli(['deploy', 'buyer', dist], urls[0] ?? '');
    assert.equal(deployed.code, 0, deployed.stderr);
    const id = /buyer ([0-9a-f]{20}) is live \(was 0\)/.exec(deployed.stdout)?.[1];
    assert.ok(id, deployed.stdout);
    for (let i = 0; i < 20; i += 1) assert.equal(await pageLoad(urls[i % 2] ?? ''), id);
    // The same build is the same release, whichever server and whenever it is deployed.
    const again = await runCli(['deploy', 'buyer', dist], urls[1] ?? '');
    assert.match(again.stdout, new RegExp(`buyer ${id} is live`));

    const rolledBack = await runCli(['rollback', 'buyer'], urls[1] ?? '');
    assert.equal(rolledBack.code, 0, rolledBack.stderr);
    assert.match(rolledBack.stdout, new RegExp(`buyer 0 is live again \\(was ${id}\\)`));
    for (const base of urls) assert.equal(await pageLoad(base), '0', 'the built-in bundle again');
    const nothing = await runCli(['rollback', 'buyer'], urls[0] ?? '');
    assert.equal(nothing.code, 1);
    assert.match(nothing.stderr, /Nothing to roll back/);
  });

  test('each of the broken releases is refused with one line, and the live release keeps serving', async () => {
    const good = await runCli(['deploy', 'buyer', fakeBuild(tmp, 'buyer')], urls[0] ?? '');
    const live = /buyer ([0-9a-f]{20}) is live/.exec(good.stdout)?.[1];
    assert.ok(live, good.stdout + good.stderr);
    const broken: [string, 'buyer' | 'seller', (files: Record<string, string>) => void, RegExp][] = [
      ['a listed chunk missing', 'buyer', (files) => {
        for (const file of Object.keys(files)) if (file.startsWith('123.')) delete files[file];
      }, /^Refused: 123\.\d+\.js is listed in mf-manifest\.json but missing from the release$/],
      ['a truncated remoteEntry.js', 'buyer', (files) => {
        files['remoteEntry.js'] = (files['remoteEntry.js'] ?? '').slice(0, 30);
      }, /^Refused: remoteEntry\.js does not load: /],
      ["a path of the other remote (the buyer's page claimed by the seller)", 'seller', (files) => {
        files['remote-manifest.json'] = JSON.stringify(manifestFor('seller', [{ id: 'steal', path: '/buyer-page', access: 'seller' }]));
      }, /^Refused: route steal \(\/buyer-page\) takes the buyer remote's path \/buyer-page$/],
      ["a path of the host's", 'buyer', (files) => {
        files['remote-manifest.json'] = JSON.stringify(manifestFor('buyer', [{ id: 'about', path: '/about', access: 'public' }]));
      }, /^Refused: route about \(\/about\) takes the host's path \/about$/],
      ['a shared singleton the host does not provide in a compatible version', 'buyer', (files) => {
        const federation = JSON.parse(files['mf-manifest.json'] ?? '{}') as { shared: { requiredVersion: string }[] };
        federation.shared[0] = { ...federation.shared[0], requiredVersion: '^20.0.0' };
        files['mf-manifest.json'] = JSON.stringify(federation);
      }, /^Refused: shared singleton react: the release needs \^20\.0\.0, the live host provides 19\.2\.0$/],
    ];
    for (const [what, name, change, message] of broken) {
      const result = await runCli(['deploy', name, fakeBuild(tmp, name, change)], urls[0] ?? '');
      assert.equal(result.code, 1, `${what}: ${result.stdout}`);
      const line = result.stderr.trim().replace(/^remote deploy: /, '');
      assert.equal(line.split('\n').length, 1, `${what}: one line`);
      assert.match(line, message, what);
      for (const base of urls) assert.equal(await pageLoad(base), live, `${what}: the live release keeps serving`);
    }
  });

  test('a preview is visible only through its link, then promoted', async () => {
    const before = (await configOf(urls[0] ?? '')).remotes.buyer.version;
    const uploaded = await runCli(['deploy', 'buyer', fakeBuild(tmp, 'buyer'), '--preview'], urls[0] ?? '');
    assert.equal(uploaded.code, 0, uploaded.stderr);
    const id = /buyer ([0-9a-f]{20}) is uploaded as a preview/.exec(uploaded.stdout)?.[1];
    assert.ok(id, uploaded.stdout);
    for (const base of urls) assert.equal((await configOf(base)).remotes.buyer.version, before, 'not live for everyone');
    const link = await fetch(`${urls[1]}/_preview/buyer/${id}`, { redirect: 'manual' });
    assert.equal(link.status, 303);
    const cookie = (link.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    assert.equal((await configOf(urls[1] ?? '', cookie)).remotes.buyer.version, id, 'the link shows it');
    assert.equal((await configOf(urls[0] ?? '', cookie)).remotes.buyer.version, id, 'on every web server');
    const entry = await fetch(`${urls[0]}/remotes/buyer/v/${id}/remoteEntry.js`);
    assert.equal(entry.status, 200);
    assert.equal(entry.headers.get('cache-control'), 'public, max-age=31536000, immutable');

    const promoted = await runCli(['deploy', 'promote', 'buyer', id], urls[1] ?? '');
    assert.equal(promoted.code, 0, promoted.stderr);
    for (const base of urls) assert.equal((await configOf(base)).remotes.buyer.version, id);
    const listed = await runCli(['list'], urls[0] ?? '');
    assert.match(listed.stdout, new RegExp(`\\* ${id} .*<- live`));
  });
});
