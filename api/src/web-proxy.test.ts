// database-independent: the web server's reverse proxy does not depend on which database is behind the API, so only the SQLite pass runs this file (scripts/run-tests.mjs).
/**
 * One origin: the web server (web/src/server/web-server.ts, what `npm start` runs built) serves the API under
 * /api as a reverse proxy. Through it the API must still see each client's own address (the login
 * throttle and rate limits count per IP), take uploads and enforce its own size limits, hand out
 * files byte for byte, pass its errors through, and a dead API must read as JSON, not a proxy page.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defaultLimits } from './config';
import { type TestContext, type TestUser, createService, createTestContext, jpeg, multipart, pdf, registerAndLogin, setServiceArea } from './test/helpers';
import { openLiveStream } from './test/live-stream';
import { type RunningWebServer, loadWebServer } from './test/web-server';


interface PageWritesModule {
  PAGE_WRITES: readonly (readonly [string, string, string])[];
}
interface RoutePatternModule {
  patternMatches(pattern: string, pathname: string): boolean;
}

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const loadPageWrites = async () => (await import(pathToFileURL(path.join(rootDir, 'web/src/ssr/page-writes.ts')).href)) as PageWritesModule;
const loadRoutePattern = async () => (await import(pathToFileURL(path.join(rootDir, 'web/src/ssr/route-pattern.ts')).href)) as RoutePatternModule;
const webConfig = { apiUrl: '/api', remotes: { buyer: { entry: '/remotes/buyer/mf-manifest.json' }, seller: { entry: '/remotes/seller/mf-manifest.json' } } };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request from a chosen local address (127.0.0.x are all this machine on Linux): a distinct client. */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; from?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

const json = (answer: Answer) => JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;

const failedLogin = (base: string, n: number, options: { from?: string; forwardedFor?: string } = {}) =>
  send(`${base}/api/users/login`, {
    method: 'POST',
    from: options.from,
    headers: { 'content-type': 'application/json', ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}) },
    body: JSON.stringify({ email: `nobody-${n}-${Date.now()}@example.com`, password: 'wrong password' }),
  });

describe('web server: the API under /api (reverse proxy)', () => {
  const perIp = { max: 3, windowMs: 60_000 };
  let ctx: TestContext;
  let apiUrl: string;
  let web: RunningWebServer;
  let base: string;
  let seller: TestUser;

  before(async () => {
    // As `npm start` starts it: the API believes X-Forwarded-For from the loopback proxy only.
    ctx = await createTestContext({
      trustedProxies: ['127.0.0.1', '::1'],
      limits: { ...defaultLimits, loginFailuresPerIp: perIp, photoBytes: 64 * 1024, documentBytes: 256 * 1024 },
    });
    seller = await registerAndLogin(ctx.app, 'seller');
    // A Cologne craftsman of category 1: the quotation request below reaches him, so he may read its document.
    await createService(ctx.app, seller);
    await setServiceArea(ctx.app, seller, '50667');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    assert.ok(address && typeof address === 'object');
    apiUrl = `http://127.0.0.1:${address.port}`;
    const { startWebServer } = await loadWebServer();
    web = await startWebServer({ port: 0, host: '127.0.0.1', rootDir, config: webConfig, apiInternalUrl: apiUrl });
    base = `http://127.0.0.1:${web.port}`;
  });
  after(async () => {
    await web?.app.close();
    await ctx?.cleanup();
  });

  test('per-IP login throttle: two clients through the proxy are counted apart, and a client cannot pick its address', async () => {
    // Client A (127.0.0.2) uses up its failures, sending a new made-up X-Forwarded-For each time:
    // the proxy replaces it with the address it saw, so A is still one client to the API.
    for (let i = 0; i < perIp.max; i += 1) {
      const answer = await failedLogin(base, i, { from: '127.0.0.2', forwardedFor: `198.51.100.${i + 1}` });
      assert.equal(answer.status, 401, answer.body.toString());
    }
    const blocked = await failedLogin(base, perIp.max, { from: '127.0.0.2', forwardedFor: '198.51.100.99' });
    assert.equal(blocked.status, 429, blocked.body.toString());
    assert.equal(typeof json(blocked).error, 'string');
    assert.ok(blocked.headers['retry-after'], 'Retry-After passes through');
    // Client B (127.0.0.3), behind the same proxy, is not blocked by A's failures.
    assert.equal((await failedLogin(base, perIp.max + 1, { from: '127.0.0.3' })).status, 401);
  });

  test('behind a proxy the web server trusts (nginx, TRUST_PROXY), two X-Forwarded-For clients are throttled separately', async () => {
    const { startWebServer } = await loadWebServer();
    const behindNginx = await startWebServer({ port: 0, host: '127.0.0.1', rootDir, config: webConfig, apiInternalUrl: apiUrl, trustProxy: ['127.0.0.1'] });
    try {
      const url = `http://127.0.0.1:${behindNginx.port}`;
      for (let i = 0; i < perIp.max; i += 1) assert.equal((await failedLogin(url, i, { forwardedFor: '203.0.113.7' })).status, 401);
      assert.equal((await failedLogin(url, perIp.max, { forwardedFor: '203.0.113.7' })).status, 429);
      assert.equal((await failedLogin(url, perIp.max + 1, { forwardedFor: '203.0.113.8' })).status, 401, 'another client is not blocked');
    } finally {
      await behindNginx.app.close();
    }
  });

  test('uploads pass through, the API answers 413 {error} itself beyond its limits, downloads come back byte for byte', async () => {
    const document = Buffer.concat([pdf(), Buffer.alloc(100 * 1024, 7)]);
    const form = multipart(
      { firstname: 'Erika', lastname: 'Muster', street: 'Hauptstr. 5', post_number: '50667', phone: '0221 1234', email: 'erika@example.com', category_id: '1' },
      { field: 'document_url', filename: 'offer.pdf', contentType: 'application/pdf', data: document },
    );
    const created = await send(`${base}/api/quotation`, { method: 'POST', headers: form.headers as Record<string, string>, body: form.payload as Buffer });
    assert.equal(created.status, 201, created.body.toString());
    const { id } = json(created) as { id: number };

    const viaProxy = await send(`${base}/api/quotation/${id}/document`, { headers: seller.auth });
    const direct = await send(`${apiUrl}/quotation/${id}/document`, { headers: seller.auth });
    assert.equal(viaProxy.status, 200);
    assert.ok(viaProxy.body.equals(document), 'the document arrives unchanged');
    assert.ok(viaProxy.body.equals(direct.body));
    assert.equal(viaProxy.headers['content-type'], direct.headers['content-type']);
    assert.equal(viaProxy.headers['content-disposition'], direct.headers['content-disposition']);

    const tooLarge = multipart({}, { field: 'document_url', filename: 'big.pdf', contentType: 'application/pdf', data: Buffer.concat([pdf(), Buffer.alloc(2 * 1024 * 1024, 1)]) });
    const rejected = await send(`${base}/api/quotation/upload`, { method: 'POST', headers: tooLarge.headers as Record<string, string>, body: tooLarge.payload as Buffer });
    assert.equal(rejected.status, 413, rejected.body.toString());
    assert.deepEqual(Object.keys(json(rejected)), ['error', 'code']);
  });

  test('a photo URL read through /api points back through /api on the public address, and serves the file', async () => {
    const serviceId = await createService(ctx.app, seller);
    const form = multipart({ service_id: String(serviceId) }, { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg() });
    const uploaded = await send(`${base}/api/services/photos`, { method: 'POST', headers: { ...(form.headers as Record<string, string>), ...seller.auth }, body: form.payload as Buffer });
    assert.equal(uploaded.status, 201, uploaded.body.toString());
    const { photo_url } = json(uploaded) as { photo_url: string };
    assert.match(photo_url, new RegExp(`^${base}/api/files/photos/[A-Za-z0-9_-]+\\.webp$`));
    const served = await send(photo_url);
    assert.equal(served.status, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
  });

  test('live events (GET /live) stream through at once: not compressed, not buffered', async () => {
    const buyer = await registerAndLogin(ctx.app, 'buyer');
    const stream = await openLiveStream(
      (init) => fetch(`${base}/api/live`, { ...init, headers: { ...(init.headers as Record<string, string>), 'accept-encoding': 'br, gzip' } }),
      seller.token,
    );
    try {
      assert.deepEqual(await stream.next(), { type: 'unread', unread: 0 });
      const sent = await send(`${base}/api/conversations`, {
        method: 'POST',
        headers: { ...buyer.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ seller_id: seller.id, text: 'Through the proxy' }),
      });
      assert.equal(sent.status, 201, sent.body.toString());
      const event = await stream.next();
      assert.equal(event.type === 'message' && event.message.text, 'Through the proxy');
    } finally {
      stream.close();
    }
  });

  test("the API's errors pass through unchanged, with its own headers", async () => {
    const viaProxy = await send(`${base}/api/services/999999`);
    const direct = await send(`${apiUrl}/services/999999`);
    assert.equal(viaProxy.status, 404);
    assert.deepEqual(json(viaProxy), json(direct));
    assert.equal(viaProxy.headers['content-security-policy'], direct.headers['content-security-policy'], "the API's CSP, not the page's");
    const unauthorized = await send(`${base}/api/wishlist`);
    assert.equal(unauthorized.status, (await send(`${apiUrl}/wishlist`)).status);
    assert.equal(typeof json(unauthorized).error, 'string');
  });

  test('an API that is down answers 502 with JSON {error}, never an HTML page', async () => {
    const { startWebServer, API_UNAVAILABLE } = await loadWebServer();
    // A port nothing listens on: the web server's own, after it closed.
    const probe = await startWebServer({ port: 0, host: '127.0.0.1', rootDir, config: webConfig, apiInternalUrl: null });
    const deadPort = probe.port;
    await probe.app.close();
    const orphan = await startWebServer({ port: 0, host: '127.0.0.1', rootDir, config: webConfig, apiInternalUrl: `http://127.0.0.1:${deadPort}` });
    try {
      for (const [method, route] of [['GET', '/api/categories'], ['POST', '/api/users/login']] as const) {
        const answer = await send(`http://127.0.0.1:${orphan.port}${route}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
        assert.equal(answer.status, 502, `${method} ${route}`);
        assert.match(String(answer.headers['content-type']), /^application\/json/);
        assert.deepEqual(json(answer), { error: API_UNAVAILABLE });
      }
    } finally {
      await orphan.app.close();
    }
  });
});

/**
 * A stand-in for the host's server build (host/dist-server/main.js, made by the production build,
 * which runs after these tests): like the real one it reads the API through the web server's /api
 * with the headers it is given, and builds the canonical link and JSON-LD on `siteOrigin`. Each
 * render is numbered, so a test sees whether a page came from the cache.
 */
const FAKE_SERVER_BUILD = `
const http = require('node:http');
let renders = 0;
const get = (url, headers) => new Promise((resolve, reject) => {
  http.get(url, { headers }, (response) => {
    let body = '';
    response.on('data', (chunk) => (body += chunk));
    response.on('end', () => resolve(JSON.parse(body)));
  }).on('error', reject);
});
exports.renderPage = async (request) => {
  const number = (renders += 1);
  const search = await get(request.apiUrl + '/services/search?sort=newest', request.apiHeaders);
  const photos = search.items.map((item) => item.photo).filter(Boolean);
  const canonical = new URL(request.url, request.siteOrigin).href;
  return {
    status: 200,
    html: '<p id="render">' + number + '</p>' + photos.map((photo) => '<img src="' + photo + '">').join('') +
      '<script type="application/ld+json">' + JSON.stringify({ '@type': 'WebSite', url: canonical }) + '</script>',
    head: '<link rel="canonical" href="' + canonical + '"/>',
    state: { language: request.language },
  };
};
`;

describe('web server: the page cache holds one public address and survives writes that change no page', () => {
  let ctx: TestContext;
  let web: RunningWebServer;
  let base: string;
  let fakeRoot: string;
  let seller: TestUser;
  let serviceId: number;

  before(async () => {
    ctx = await createTestContext({ trustedProxies: ['127.0.0.1', '::1'] });
    seller = await registerAndLogin(ctx.app, 'seller');
    serviceId = await createService(ctx.app, seller);
    const form = multipart({ service_id: String(serviceId) }, { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg() });
    assert.equal((await ctx.app.inject({ method: 'POST', url: '/services/photos', headers: { ...form.headers, ...seller.auth }, payload: form.payload })).statusCode, 201);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    assert.ok(address && typeof address === 'object');
    fakeRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'craft-fake-build-'));
    fs.mkdirSync(path.join(fakeRoot, 'host', 'dist'), { recursive: true });
    fs.mkdirSync(path.join(fakeRoot, 'host', 'dist-server'), { recursive: true });
    fs.writeFileSync(path.join(fakeRoot, 'host', 'dist', 'index.html'), '<!doctype html><html lang=en><head><title>Shop</title></head><body><div id=root></div></body></html>');
    fs.writeFileSync(path.join(fakeRoot, 'host', 'dist-server', 'main.js'), FAKE_SERVER_BUILD);
    const { startWebServer } = await loadWebServer();
    web = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      rootDir: fakeRoot,
      remotesDir: path.join(fakeRoot, 'remotes'),
      config: webConfig,
      apiInternalUrl: `http://127.0.0.1:${address.port}`,
      pageCacheSeconds: 300,
      warn: () => undefined,
    });
    base = `http://127.0.0.1:${web.port}`;
  });
  after(async () => {
    await web?.app.close();
    await ctx?.cleanup();
    if (fakeRoot) fs.rmSync(fakeRoot, { recursive: true, force: true });
  });

  const renderNumber = (answer: Answer) => Number(/<p id="render">(\d+)<\/p>/.exec(answer.body.toString())?.[1]);

  test("one request with another Host does not poison the cached page: canonical, JSON-LD and photos name the public address", async () => {
    const page = '/?poison-test';
    const poisoned = await send(`${base}${page}`, { headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' } });
    assert.equal(poisoned.status, 200, poisoned.body.toString());
    const next = await send(`${base}${page}`);
    const html = next.body.toString();
    assert.equal(renderNumber(next), renderNumber(poisoned), 'the second visitor got the cached page');
    assert.equal(html.match(/attacker\.example/g)?.length ?? 0, 0, html);
    assert.equal(poisoned.body.toString().match(/attacker\.example/g)?.length ?? 0, 0, 'nor did the first request get a page built for its Host');
    assert.ok(html.includes(`<link rel="canonical" href="${base}/?poison-test"/>`), html);
    assert.ok(html.includes(`"url":"${base}/?poison-test"`), 'JSON-LD on the public address');
    assert.match(html, new RegExp(`<img src="${base}/api/files/photos/[A-Za-z0-9_-]+\\.webp">`));
    assert.equal(web.publicBaseUrl, base);
  });

  test('writes that change no public page (locale, password reset) keep the cached page; a service write drops it', async () => {
    const first = renderNumber(await send(`${base}/`));
    assert.equal(renderNumber(await send(`${base}/`)), first, 'cached');
    for (let i = 0; i < 5; i += 1) {
      const locale = await send(`${base}/api/users/me/locale`, { method: 'PUT', headers: { ...seller.auth, 'content-type': 'application/json' }, body: JSON.stringify({ locale: i % 2 ? 'de' : 'en' }) });
      assert.equal(locale.status, 200, locale.body.toString());
    }
    const reset = await send(`${base}/api/users/password-reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com' }) });
    assert.equal(reset.status, 202, reset.body.toString());
    assert.equal(renderNumber(await send(`${base}/`)), first, 'still the cached page');

    const edited = await send(`${base}/api/services/${serviceId}`, {
      method: 'PUT',
      headers: { ...seller.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ seller_id: seller.id, category_id: 1, title: 'Renamed', description: 'A test', price: 120 }),
    });
    assert.equal(edited.status, 200, edited.body.toString());
    assert.ok(renderNumber(await send(`${base}/`)) > first, 'rendered again after the service write');
  });

  test('visitors arriving while a page renders share that one render', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(`${base}/?together`)));
    assert.equal(new Set(answers.map(renderNumber)).size, 1, 'one render for all eight');
  });

  test("every write route of the API is in the page cache's table of writes (new ones must say which pages they change)", async () => {
    const { PAGE_WRITES } = await loadPageWrites();
    const { patternMatches } = await loadRoutePattern();
    const document = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const writes = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.keys(methods)
        .map((method) => method.toUpperCase())
        .filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
        .map((method) => [method, route.replace(/\{[^}]+\}/g, '1')] as const),
    );
    assert.ok(writes.length > 20, `the API's writes: ${writes.length}`);
    const missing = writes.filter(([method, route]) => !PAGE_WRITES.some(([m, pattern]) => m === method && patternMatches(pattern, route)));
    assert.deepEqual(missing, []);
  });
});
