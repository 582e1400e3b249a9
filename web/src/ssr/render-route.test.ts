import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import type { WebConfig } from '../config';
import { pagesChangedBy, writeEffect } from './page-writes';
import { configFromEnv, startWebServer } from '../server/web-server';
import { composeDocument, createServerRenderer, isServerRendered, languageOf, RenderBusyError, serverEntryOf } from './render-route';
import { patternMatches } from './route-pattern';

const template =
  '<!doctype html><html lang=en><head><meta name=description content="Static"><title>Handwerker Marktplatz</title><script defer src=/main.js></script><link rel=preload as=script fetchpriority=low href=/1.js></head><body><div id=root></div></body></html>';

test('the page goes into the template: head, content, state, language, scripts after the content', () => {
  const document = composeDocument(template, {
    html: '<h1>Fliesen</h1>',
    head: '<title>Fliesen | Handwerker Marktplatz</title><meta name="description" content="Neu"/>',
    state: { language: 'de', note: '</script><script>alert(1)</script>' },
  });
  assert.match(document, /^<!doctype html><html lang="de">/);
  assert.equal(document.match(/<title>/g)?.length, 1);
  assert.ok(!document.includes('Static'));
  assert.ok(document.indexOf('<h1>Fliesen</h1>') < document.indexOf('<script defer src=/main.js>'));
  assert.ok(!document.includes('rel=preload'));
  // The state cannot end its own script element.
  assert.ok(!document.includes('</script><script>alert(1)'));
  assert.ok(document.includes('\\u003c/script>'));
});

test("the visitor's language: their cookie, else Accept-Language, else English", () => {
  assert.equal(languageOf({ headers: { cookie: 'a=1; craft.language=de', 'accept-language': 'en' } }), 'de');
  assert.equal(languageOf({ headers: { 'accept-language': 'fr-FR, de;q=0.8, en;q=0.5' } }), 'de');
  assert.equal(languageOf({ headers: { 'accept-language': 'fr' } }), 'en');
  assert.equal(languageOf({ headers: {} }), 'en');
});

test('only the public pages a manifest marks for the server, and the host landing and results', () => {
  const config = {
    remotes: {
      buyer: { manifest: { routes: [
        { id: 'service', path: '/services/:id', access: 'public', render: 'server' },
        { id: 'orders', path: '/orders/:id', access: 'buyer' },
        { id: 'favorable', path: '/favorable', access: 'public' },
      ] } },
      seller: {},
    },
  };
  assert.equal(isServerRendered('/', config), true);
  assert.equal(isServerRendered('/results', config), true);
  assert.equal(isServerRendered('/services/12', config), true);
  assert.equal(isServerRendered('/orders/12', config), false);
  assert.equal(isServerRendered('/favorable', config), false);
  assert.equal(isServerRendered('/home', config), false);
});

test("a remote's server build is beside its browser build, on this server or elsewhere", () => {
  assert.equal(serverEntryOf('/remotes/buyer/v/1/mf-manifest.json', 'http://127.0.0.1:3000'), 'http://127.0.0.1:3000/remotes/buyer/v/1/server/remoteEntry.js');
  assert.equal(serverEntryOf('https://cdn.example/buyer/mf-manifest.json', 'http://127.0.0.1:3000'), 'https://cdn.example/buyer/server/remoteEntry.js');
  assert.equal(serverEntryOf('', 'http://127.0.0.1:3000'), undefined);
});

test('a write drops the pages it may have changed, and only those', () => {
  const config = { remotes: { buyer: { manifest: { links: { service: '/services/:id', seller: '/sellers/:id' } } } } };
  const service = pagesChangedBy('PUT', '/services/7', config);
  assert.equal(service('/services/7'), true);
  assert.equal(service('/services/007?utm=x'), true, 'the same service under another spelling');
  assert.equal(service('/services/8'), false);
  assert.equal(service('/'), true);
  assert.equal(service('/sellers/3'), true);
  assert.equal(service('/results?q=x'), true);
  const photo = pagesChangedBy('DELETE', '/services/photos/7', config);
  assert.deepEqual(['/services/7', '/services/8', '/'].map(photo), [true, false, true]);
  const created = pagesChangedBy('POST', '/services', config);
  assert.deepEqual(['/services/7', '/', '/results?q=', '/sellers/3'].map(created), [false, true, true, true]);
  const portfolio = pagesChangedBy('PUT', '/portfolio/4', config);
  assert.deepEqual(['/sellers/3', '/', '/services/7'].map(portfolio), [true, false, false]);
  const order = pagesChangedBy('POST', '/orders/4/cancel', config);
  assert.deepEqual(['/services/7', '/', '/sellers/3'].map(order), [true, false, false]);
  assert.equal(pagesChangedBy('PUT', '/orders/4/review', config)('/services/7'), true);
  assert.equal(pagesChangedBy('PUT', '/users/12', config)('/services/7'), true, 'a name shown on every page');
  // Without the buyer's manifest, a write that changes some page drops everything.
  assert.equal(pagesChangedBy('PUT', '/services/7', { remotes: {} })('/services/8'), true);
  assert.equal(pagesChangedBy('GET', '/services/7')('/services/7'), false);
});

test("writes that change no public page drop nothing: sign-in, one's own settings, messages, password resets, unknown paths", () => {
  const config = { remotes: { buyer: { manifest: { links: { service: '/services/:id', seller: '/sellers/:id' } } } } };
  const none = [
    ['POST', '/users/login'],
    ['POST', '/users'],
    ['PUT', '/users/me/locale'],
    ['PUT', '/users/me/locale/'],
    ['PUT', '/users/me/locale?x=1'],
    ['PUT', '/users//me/locale'],
    ['PUT', '/users/me/mail-preferences'],
    ['POST', '/users/password-reset'],
    ['POST', '/users/password-reset/confirm'],
    ['POST', '/users/confirm-email/resend'],
    ['PUT', '/users/12/password'],
    ['PUT', '/users/12/email'],
    ['POST', '/conversations/4/messages'],
    ['POST', '/notifications/read'],
    ['POST', '/wishlist'],
    ['POST', '/quotation'],
    ['POST', '/direct-offers/3/reject'],
    ['POST', '/no-such-route'],
  ];
  for (const [method = '', path = ''] of none) {
    for (const page of ['/', '/results?q=', '/services/7', '/sellers/3']) assert.equal(pagesChangedBy(method, path, config)(page), false, `${method} ${path} -> ${page}`);
  }
  assert.deepEqual(writeEffect('PUT', '/users/me/locale'), { effect: 'none', id: undefined });
  assert.deepEqual(writeEffect('PUT', '/services/photos/9'), { effect: 'service', id: '9' });
});

test('path patterns match as react-router matches them', () => {
  assert.equal(patternMatches('/Services/:id', '/services/12'), true, 'whatever the case');
  assert.equal(patternMatches('/services/:id', '/services/12'), true);
  assert.equal(patternMatches('/services/:id', '/services/12/'), true);
  assert.equal(patternMatches('/services/:id', '/services'), false);
  assert.equal(patternMatches('/services/:id', '/services/12/edit'), false);
  assert.equal(patternMatches('/jobs/*', '/jobs/orders/3'), true);
  assert.equal(patternMatches('/favorable/document', '/favorable/document'), true);
});

/**
 * A stand-in server build (the real one is made by the production build, after these tests):
 * numbers its renders; ids beyond the API's range are 404; a URL with `failing` is a page whose read
 * failed (incomplete); one with `hold` waits until the test releases it (globalThis.releaseRenders),
 * and the build counts the renders under way at once (globalThis.renderPeak).
 */
const fakeRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'render-route-test-'));
after(() => fs.rmSync(fakeRoot, { recursive: true, force: true }));
fs.mkdirSync(path.join(fakeRoot, 'host', 'dist'), { recursive: true });
fs.mkdirSync(path.join(fakeRoot, 'host', 'dist-server'), { recursive: true });
fs.writeFileSync(path.join(fakeRoot, 'host', 'dist', 'index.html'), '<!doctype html><html lang=en><head></head><body><div id=root></div></body></html>');
fs.writeFileSync(
  path.join(fakeRoot, 'host', 'dist-server', 'main.js'),
  `let renders = 0;
let running = 0;
globalThis.renderPeak = 0;
let held = [];
globalThis.releaseRenders = () => { for (const release of held.splice(0)) release(); };
exports.renderPage = async ({ url, language, siteOrigin }) => {
  const number = (renders += 1);
  running += 1;
  globalThis.renderPeak = Math.max(globalThis.renderPeak, running);
  if (url.includes('hold')) await new Promise((resolve) => held.push(resolve));
  running -= 1;
  const huge = /^\\/services\\/\\d{11,}/.test(url);
  return { status: huge ? 404 : 200, html: '<p>' + number + '</p>', head: '<link rel="canonical" href="' + siteOrigin + url + '"/>', state: { language }, complete: !url.includes('failing') };
};`,
);
const liveConfig: WebConfig = {
  apiUrl: '/api',
  remotes: {
    buyer: { entry: '/remotes/buyer/mf-manifest.json', manifest: { links: { service: '/services/:id', seller: '/sellers/:id' }, routes: [{ path: '/services/:id', access: 'public', render: 'server' }] } },
    seller: { entry: '/remotes/seller/mf-manifest.json' },
    admin: { entry: '/remotes/admin/mf-manifest.json' },
  },
};
type Renderer = ReturnType<typeof createServerRenderer>;
const rendererFor = (options: { listingsDropIntervalMs?: number; maxRenders?: number; maxQueuedRenders?: number } = {}) =>
  createServerRenderer({ rootDir: fakeRoot, config: async () => liveConfig, selfOrigin: () => 'http://127.0.0.1:9', publicBaseUrl: 'https://shop.example', ...options });
const render = async (renderer: Renderer, url: string, headers = {}) => {
  const page = await renderer.render({ url, headers });
  assert.ok(page, `${url} is server-rendered`);
  return page;
};
const renderNumber = async (renderer: Renderer, url: string) => Number(/<p>(\d+)<\/p>/.exec((await render(renderer, url)).body)?.[1]);

test('a burst of writes that change listings drops them once, not once per write; the page a write names goes at once', async () => {
  const renderer = rendererFor({ listingsDropIntervalMs: 60_000 });
  const landing = await renderNumber(renderer, '/');
  const service = await renderNumber(renderer, '/services/7');
  await renderer.written('PUT', '/users/5');
  const afterFirst = await renderNumber(renderer, '/');
  assert.ok(afterFirst > landing, 'the first write drops the listings at once');
  for (let i = 0; i < 20; i += 1) await renderer.written('PUT', '/users/5');
  assert.equal(await renderNumber(renderer, '/'), afterFirst, 'twenty more within the interval: still the cached page');
  await renderer.written('PUT', '/services/7');
  assert.ok((await renderNumber(renderer, '/services/7')) > service, "the service's own page is dropped at once");
});

test('writes within the interval are not lost: their listings are dropped when it ends', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'], now: Date.now() });
  const renderer = rendererFor({ listingsDropIntervalMs: 100 });
  await renderer.written('PUT', '/users/5');
  const before = await renderNumber(renderer, '/');
  await renderer.written('POST', '/services');
  assert.equal(await renderNumber(renderer, '/'), before, 'within the interval: still the cached page');
  t.mock.timers.tick(100);
  assert.ok((await renderNumber(renderer, '/')) > before, 'rendered again once the interval ended');
});

test('a page answered 404 (an unknown or out-of-range id) is never cached; a 200 page is, on the public address', async () => {
  const renderer = rendererFor();
  const first = await renderNumber(renderer, '/services/99999999999');
  assert.ok((await renderNumber(renderer, '/services/99999999999')) > first, 'rendered again');
  assert.equal((await render(renderer, '/services/99999999999')).status, 404);
  const page = await render(renderer, '/services/8', { host: 'attacker.example' });
  assert.match(page.body, /<link rel="canonical" href="https:\/\/shop\.example\/services\/8"\/>/);
  assert.equal(renderer.cachedPages(), 1);
});

test('a page whose read failed (or that shows a remote as unavailable) is sent, marked incomplete, and never cached', async () => {
  const renderer = rendererFor();
  const first = await render(renderer, '/services/13?failing');
  assert.equal(first.status, 200);
  assert.equal(first.complete, false);
  assert.ok((await renderNumber(renderer, '/services/13?failing')) > Number(/<p>(\d+)<\/p>/.exec(first.body)?.[1]), 'rendered again');
  assert.equal(renderer.cachedPages(), 0);
  assert.equal((await render(renderer, '/services/13')).complete, true);
  assert.equal(renderer.cachedPages(), 1);
});

const settle = () => new Promise((resolve) => setImmediate(resolve));
const fakeBuild = globalThis as unknown as { releaseRenders: () => void; renderPeak: number };

test('pages render side by side up to the bound, wait in a bounded queue beyond it, and are refused past that', async () => {
  const renderer = rendererFor({ maxRenders: 2, maxQueuedRenders: 1 });
  await render(renderer, '/'); // loads the build
  fakeBuild.renderPeak = 0;
  const pages = ['/services/1?hold', '/services/2?hold', '/services/3?hold'].map((url) => render(renderer, url));
  await settle();
  assert.equal(fakeBuild.renderPeak, 2, 'two at once; the third waits');
  await assert.rejects(render(renderer, '/services/4'), (error: unknown) => error instanceof RenderBusyError && error.retryAfterSeconds > 0);
  // Visitors of a page already being rendered share that render: no slot, no refusal.
  const shared = render(renderer, '/services/1?hold');
  fakeBuild.releaseRenders();
  await settle();
  fakeBuild.releaseRenders();
  const bodies = (await Promise.all([...pages, shared])).map((page) => page.body);
  assert.equal(bodies[3], bodies[0]);
  assert.equal(fakeBuild.renderPeak, 2);
  assert.equal((await render(renderer, '/services/4')).status, 200, 'a slot is free again');
});

test('the web server answers 503 with Retry-After beyond the bound, and no-store for an incomplete page', async () => {
  const remotesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-route-remotes-'));
  const server = await startWebServer({
    port: 0,
    host: '127.0.0.1',
    rootDir: fakeRoot,
    config: configFromEnv({ API_URL: '/api' }),
    remotesDir,
    apiInternalUrl: null,
    fileOrigins: { images: [], downloads: [] },
    warn: () => undefined,
    maxRenders: 1,
    maxQueuedRenders: 0,
  });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const incomplete = await fetch(`${base}/results?q=failing`);
    assert.equal(incomplete.status, 200);
    assert.equal(incomplete.headers.get('cache-control'), 'no-store');
    const whole = await fetch(`${base}/results?q=tiles`);
    assert.match(whole.headers.get('cache-control') ?? '', /s-maxage/);
    const held = fetch(`${base}/?hold`);
    while (fakeBuild.renderPeak < 1) await settle();
    fakeBuild.renderPeak = 0;
    const refused = await fetch(`${base}/results?q=other`);
    assert.equal(refused.status, 503);
    assert.equal(refused.headers.get('retry-after'), '1');
    assert.equal(refused.headers.get('cache-control'), 'no-store');
    assert.equal(((await refused.json()) as { code: string }).code, 'server.busy');
    fakeBuild.releaseRenders();
    assert.equal((await held).status, 200);
  } finally {
    await server.app.close();
    fs.rmSync(remotesDir, { recursive: true, force: true });
  }
});
