// database-independent: the web server's edge limits do not depend on which database is behind the API, so only the SQLite pass runs this file (scripts/run-tests.mjs).
/**
 * The web server (web/src/server/web-server.ts, what `npm start` runs built) as an edge that holds: slow and
 * half-open clients get 408 or 429 within the edge's limits instead of holding the connections to
 * the API, live streams have their own pool, oversized bodies get 413, and Swagger UI is not
 * served on the page's origin.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type ApiProcess, type ApiStorage, type HttpUser, registerOverHttp, startApiProcess, tempStorage } from './test/api-process';
import { type TestContext, createTestContext } from './test/helpers';
import { type EdgeLimits, type RunningWebServer, loadWebServer } from './test/web-server';



const webConfig = { apiUrl: '/api', remotes: { buyer: { entry: '/remotes/buyer/mf-manifest.json' }, seller: { entry: '/remotes/seller/mf-manifest.json' } } };
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;

/** A root with the one file GET / needs: the API tests run before the production build exists. */
async function minimalRoot(): Promise<string> {
  const rootDir = await fs.mkdtemp(path.join(os.tmpdir(), 'craft-edge-'));
  await fs.mkdir(path.join(rootDir, 'host', 'dist'), { recursive: true });
  await fs.writeFile(path.join(rootDir, 'host', 'dist', 'index.html'), '<!doctype html><title>Handwerker Marktplatz</title>');
  return rootDir;
}

async function startWeb(rootDir: string, apiInternalUrl: string, limits: Partial<EdgeLimits> = {}) {
  const { startWebServer } = await loadWebServer();
  return startWebServer({ port: 0, host: '127.0.0.1', rootDir, remotesDir: path.join(rootDir, 'remotes'), config: webConfig, apiInternalUrl, limits });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on its own connection from a chosen local address; rejects when no answer comes within `withinMs`. */
function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string; from?: string; withinMs?: number } = {}): Promise<Answer> {
  const withinMs = options.withinMs ?? 5_000;
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    req.setTimeout(withinMs, () => req.destroy(new Error(`${options.method ?? 'GET'} ${url}: no answer within ${withinMs} ms`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * A raw connection that sends `head` and then, if `dripMs`, one more byte of body that often:
 * a client whose body trickles. `answer` is the status line the server sends, if any; `closed`
 * resolves when the server closes the connection.
 */
function slowClient(port: number, head: string, { from, dripMs }: { from?: string; dripMs?: number } = {}) {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress: from });
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const drip = dripMs ? setInterval(() => socket.writable && socket.write(' '), dripMs) : undefined;
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  const written = new Promise<void>((resolve) => socket.write(head, () => resolve()));
  return {
    written,
    /** What the server sent before it closed the connection; rejects if it is still open after `withinMs`. */
    closedWithin: (withinMs: number) =>
      Promise.race([closed, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still open after ${withinMs} ms; received ${JSON.stringify(received)}`)), withinMs).unref())]),
    end() {
      clearInterval(drip);
      socket.destroy();
    },
  };
}

const slowLogin = (length = 1000) => `POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{`;

describe('the web server holds while 150 slow-body connections and 150 live streams are open (real API process)', () => {
  let storage: ApiStorage;
  let api: ApiProcess;
  let rootDir: string;
  let web: RunningWebServer;
  let user: HttpUser;
  const slow: ReturnType<typeof slowClient>[] = [];
  const streams: http.ClientRequest[] = [];

  before(async () => {
    storage = await tempStorage(TEST_DATABASE_URL, 'craft-edge-');
    // One account opens every stream here: the per-account cap is another test's subject.
    api = await startApiProcess(storage, { TRUST_PROXY: '127.0.0.1,::1', LIVE_STREAMS_PER_ACCOUNT: '1000', LIVE_STREAMS_PER_ADDRESS: '1000' });
    rootDir = await minimalRoot();
    // The limits of `npm start`: no override.
    web = await startWeb(rootDir, `${api.url}`);
    user = await registerOverHttp(api.url, 'buyer', 'edge-siege@example.com');
  });
  after(async () => {
    for (const client of slow) client.end();
    for (const stream of streams) stream.destroy();
    await web?.app.close();
    await api?.stop();
    await storage?.drop();
    if (rootDir) await fs.rm(rootDir, { recursive: true, force: true });
  });

  test('every live stream opens, GET / answers within 2 s, and a login within 2 s of what it takes on the API port', async () => {
    const base = `http://127.0.0.1:${web.port}`;
    // 150 streams from 5 addresses (30 each, under the per-address cap): each must open, none may queue.
    const opened = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        new Promise<number>((resolve, reject) => {
          const stream = http.get(`${base}/api/live`, { headers: { authorization: `Bearer ${user.token}` }, localAddress: `127.0.1.${(i % 5) + 1}`, agent: false }, (response) => {
            response.on('error', () => undefined);
            resolve(response.statusCode ?? 0);
          });
          streams.push(stream);
          stream.on('error', () => undefined);
          stream.setTimeout(10_000, () => reject(new Error(`live stream ${i} got no answer within 10 s`)));
        }),
      ),
    );
    assert.deepEqual(
      opened.filter((status) => status !== 200),
      [],
    );
    // 150 bodies that trickle, each from its own address (so no per-address cap helps here).
    for (let i = 0; i < 150; i += 1) slow.push(slowClient(web.port, slowLogin(), { from: `127.0.2.${i + 1}`, dripMs: 1_000 }));
    await Promise.all(slow.map((client) => client.written));

    const page = await request(`${base}/`, { from: '127.0.3.1', withinMs: 2_000 });
    assert.equal(page.status, 200);
    assert.match(page.body, /Handwerker Marktplatz/);
    // A login hashes at low priority (argon2, production cost), which a loaded test machine slows
    // down by itself: the edge may add at most 2 s to what the same login takes on the API's own port.
    const credentials = { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password: user.password }) };
    const started = performance.now();
    assert.equal((await request(`${api.url}/users/login`, { method: 'POST', withinMs: 30_000, ...credentials })).status, 200);
    const direct = performance.now() - started;
    const login = await request(`${base}/api/users/login`, { method: 'POST', from: '127.0.3.1', withinMs: 2_000 + Math.ceil(direct), ...credentials });
    assert.equal(login.status, 200, login.body);
    const health = await request(`${base}/api/health`, { from: '127.0.3.2', withinMs: 2_000 });
    assert.equal(health.status, 200, health.body);
  });
});

describe('the edge answers slow, large and greedy requests itself', () => {
  let ctx: TestContext;
  let apiUrl: string;
  let rootDir: string;
  let web: RunningWebServer;
  let base: string;

  before(async () => {
    ctx = await createTestContext({ trustedProxies: ['127.0.0.1', '::1'] });
    apiUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    rootDir = await minimalRoot();
    web = await startWeb(rootDir, apiUrl, { headersTimeoutMs: 500, requestTimeoutMs: 1_500, bodyIdleTimeoutMs: 300, apiRequestsPerAddress: 2, liveStreamsPerAddress: 2 });
    base = `http://127.0.0.1:${web.port}`;
  });
  after(async () => {
    await web?.app.close();
    await ctx?.cleanup();
    if (rootDir) await fs.rm(rootDir, { recursive: true, force: true });
  });

  test('a body that stops arriving is answered 408 {error} and its connection closed', async () => {
    const client = slowClient(web.port, slowLogin(), { from: '127.0.6.1' });
    try {
      const received = await client.closedWithin(5_000);
      assert.match(received, /^HTTP\/1\.1 408 /);
      assert.match(received, /"error":"The request body arrived too slowly\."/);
    } finally {
      client.end();
    }
  });

  test('a body that trickles on and on is answered 408 once the whole request has taken too long', async () => {
    // A byte every 100 ms never trips the idle limit (300 ms): only the request time-out (1.5 s) ends it.
    const client = slowClient(web.port, slowLogin(100_000), { from: '127.0.6.2', dripMs: 100 });
    try {
      assert.match(await client.closedWithin(5_000), /^HTTP\/1\.1 408 /);
    } finally {
      client.end();
    }
  });

  test('headers that never end are answered 408 and the connection closed', async () => {
    const client = slowClient(web.port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', { from: '127.0.6.3' });
    try {
      assert.match(await client.closedWithin(5_000), /^HTTP\/1\.1 408 /);
    } finally {
      client.end();
    }
  });

  test('a 50 MB JSON body gets 413 {error}, said or streamed, and the connection is closed rather than read to the end', async () => {
    const declared = slowClient(web.port, slowLogin(50 * 1024 * 1024), { from: '127.0.6.4' });
    try {
      const received = await declared.closedWithin(5_000);
      assert.match(received, /^HTTP\/1\.1 413 /);
      assert.match(received, /\{"error":"The request body is too large\.","code":"request\.body_too_large"\}/);
    } finally {
      declared.end();
    }
    // Chunked: no length up front, so the edge counts until its limit (24 MB). A keep-alive client,
    // as browsers are: the edge reads the rest of the body away and the 413 arrives.
    const agent = new http.Agent({ keepAlive: true });
    const streamed = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, localAddress: '127.0.6.5', agent }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      req.on('error', reject);
      req.setTimeout(20_000, () => req.destroy(new Error('no answer within 20 s')));
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < 50 && !req.destroyed) {
          sent += 1;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!req.destroyed) req.end();
      };
      pump();
    }).finally(() => agent.destroy());
    assert.equal(streamed, 413);
  });

  test('request bodies held at the edge are capped for all clients together: 503 with Retry-After beyond, room again once a body is done', async () => {
    const small = await startWeb(rootDir, apiUrl, { bodyBufferBytes: 50_000 });
    const login = (from: string) =>
      request(`http://127.0.0.1:${small.port}/api/users/login`, { method: 'POST', from, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com', password: 'x'.repeat(20_000) }) });
    // One client has sent 40 KB of its body and waits: those bytes are held.
    const holder = slowClient(small.port, `${slowLogin(100_000)}${' '.repeat(40_000)}`, { from: '127.0.9.1' });
    try {
      await holder.written;
      let refused: Answer | undefined;
      for (let attempt = 0; attempt < 50 && refused?.status !== 503; attempt += 1) refused = await login('127.0.9.2');
      assert.equal(refused?.status, 503);
      assert.ok(Number(refused.headers['retry-after']) >= 1);
      assert.equal(typeof (JSON.parse(refused.body) as { error: unknown }).error, 'string');
      holder.end();
      // The held bytes are let go when that request ends: a body fits again (and the API answers it).
      let passed: Answer | undefined;
      for (let attempt = 0; attempt < 50 && (!passed || passed.status === 503); attempt += 1) passed = await login('127.0.9.3');
      assert.notEqual(passed?.status, 503);
      assert.ok(passed && passed.status < 500, passed?.body);
    } finally {
      holder.end();
      await small.app.close();
    }
  });

  test('an address may have only so many /api requests open at once: 429 with Retry-After beyond, other addresses unaffected', async () => {
    const holders = [slowClient(web.port, slowLogin(), { from: '127.0.7.1', dripMs: 100 }), slowClient(web.port, slowLogin(), { from: '127.0.7.1', dripMs: 100 })];
    try {
      await Promise.all(holders.map((client) => client.written));
      // Until both holders are in (a fixed count, polled with an upper bound), the third may still pass.
      let third: Answer | undefined;
      for (let attempt = 0; attempt < 50 && third?.status !== 429; attempt += 1) third = await request(`${base}/api/health`, { from: '127.0.7.1' });
      assert.equal(third?.status, 429);
      assert.ok(Number(third.headers['retry-after']) >= 1);
      assert.equal(typeof (JSON.parse(third.body) as { error: unknown }).error, 'string');
      assert.equal((await request(`${base}/api/health`, { from: '127.0.7.2' })).status, 200);
    } finally {
      for (const client of holders) client.end();
    }
  });

  test('an address may hold only so many live streams at the edge: 429 with Retry-After beyond', async () => {
    const { registerAndLogin } = await import('./test/helpers');
    const users = [await registerAndLogin(ctx.app, 'buyer'), await registerAndLogin(ctx.app, 'buyer'), await registerAndLogin(ctx.app, 'buyer')];
    const open: http.ClientRequest[] = [];
    const openStream = (token: string) =>
      new Promise<Answer>((resolve, reject) => {
        const req = http.get(`${base}/api/live`, { headers: { authorization: `Bearer ${token}` }, localAddress: '127.0.8.1', agent: false }, (response) => {
          if (response.statusCode === 200) return resolve({ status: 200, headers: response.headers, body: '' });
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        });
        open.push(req);
        req.on('error', reject);
      });
    try {
      assert.equal((await openStream(users[0]!.token)).status, 200);
      assert.equal((await openStream(users[1]!.token)).status, 200);
      const third = await openStream(users[2]!.token);
      assert.equal(third.status, 429);
      assert.ok(Number(third.headers['retry-after']) >= 1);
      assert.deepEqual(JSON.parse(third.body), { error: 'Too many live connections from your address.', code: 'request.rate_limited' });
    } finally {
      for (const req of open) req.destroy();
    }
  });

  test('Swagger UI is not served on the page origin (404 {error}); the OpenAPI document still is, and the API serves /docs on its own port', async () => {
    for (const route of ['/api/docs', '/api/docs/', '/api/docs/static/index.html', '/api/docs/json']) {
      const answer = await request(`${base}${route}`);
      assert.equal(answer.status, 404, route);
      assert.match(String(answer.headers['content-type']), /^application\/json/);
      assert.equal(typeof (JSON.parse(answer.body) as { error: unknown }).error, 'string');
    }
    assert.equal((await request(`${base}/api/openapi.json`)).status, 200);
    assert.equal((await request(`${apiUrl}/docs/`)).status, 200);
  });
});
