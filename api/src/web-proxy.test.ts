/**
 * One origin: the web server (scripts/web-server.mjs, what `npm start` runs) serves the API under
 * /api as a reverse proxy. Through it the API must still see each client's own address (the login
 * throttle and rate limits count per IP), take uploads and enforce its own size limits, hand out
 * files byte for byte, pass its errors through, and a dead API must read as JSON, not a proxy page.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defaultLimits } from './config';
import { type TestContext, type TestUser, createService, createTestContext, jpeg, multipart, pdf, registerAndLogin } from './test/helpers';
import { openLiveStream } from './test/live-stream';

interface WebServerModule {
  startWebServer(options: {
    port: number;
    host?: string;
    rootDir: string;
    config: { apiUrl: string; remotes: { buyer: { entry: string }; seller: { entry: string } } };
    apiInternalUrl?: string | null;
    trustProxy?: boolean | string[];
  }): Promise<{ app: { close(): Promise<void> }; port: number }>;
  API_UNAVAILABLE: string;
}

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const loadWebServer = async () => (await import(pathToFileURL(path.join(rootDir, 'scripts/web-server.mjs')).href)) as WebServerModule;
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
  let web: Awaited<ReturnType<WebServerModule['startWebServer']>>;
  let base: string;
  let seller: TestUser;

  before(async () => {
    // As `npm start` starts it: the API believes X-Forwarded-For from the loopback proxy only.
    ctx = await createTestContext({
      trustedProxies: ['127.0.0.1', '::1'],
      limits: { ...defaultLimits, loginFailuresPerIp: perIp, photoBytes: 64 * 1024, documentBytes: 256 * 1024 },
    });
    seller = await registerAndLogin(ctx.app, 'seller');
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

  test('a photo URL read through /api points back through /api on the address the browser used (#14 finding 10), and serves the file', async () => {
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

  test('live events (GET /live, #17) stream through at once: not compressed, not buffered', async () => {
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
