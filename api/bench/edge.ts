/**
 * `npx tsx bench/edge.ts` (in api/): the web server as an edge under a siege of slow and greedy
 * clients, with figures to compare before and after a change. A real API process (SQLite, temp
 * DATA_DIR) behind the web server of `npm start` (web/src/server/web-server.ts, in this process, with a
 * minimal host/dist), everything on loopback; every loop is bounded.
 *
 * 1. LIVE streams through /api/live, ACCOUNTS accounts round-robin, each account from its own address.
 * 2. SLOW connections that POST /api/users/login with a 1000-byte Content-Length and send one byte
 *    every 5 s, from SLOW_ADDRESSES addresses.
 * 3. While both are open: GET /, GET /api/health and a real login, PROBES times each; each probe
 *    gives up after 10 s.
 * 4. A 50 MB JSON body through /api, and GET /api/docs/.
 * 5. After OBSERVE_SECONDS: how many slow connections the web server answered or closed, and when.
 *
 * Environment: WEB_SERVER (path of the web server module; default this repository's web/src/server/web-server.ts), LIVE (150),
 * ACCOUNTS (15), SLOW (150), SLOW_ADDRESSES (150), PROBES (5), OBSERVE_SECONDS (20).
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type HttpUser, httpRequest, registerOverHttp, startApiProcess, tempStorage } from '../src/test/api-process';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const LIVE = env('LIVE', 150);
const ACCOUNTS = env('ACCOUNTS', 15);
const SLOW = env('SLOW', 150);
const SLOW_ADDRESSES = env('SLOW_ADDRESSES', 150);
const PROBES = env('PROBES', 5);
const OBSERVE_SECONDS = env('OBSERVE_SECONDS', 20);
const PROBE_TIMEOUT_MS = 10_000;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webServerPath = process.env.WEB_SERVER ?? path.join(repoRoot, 'web/src/server/web-server.ts');

interface WebServerModule {
  startWebServer(options: Record<string, unknown>): Promise<{ app: { close(): Promise<void> }; port: number }>;
}

/** One request on a fresh connection; resolves with the status and milliseconds, or 'no answer' after 10 s. */
function timed(url: string, options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {}) {
  const started = performance.now();
  return new Promise<{ status: number | string; ms: number }>((resolve) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: Math.round(performance.now() - started) }));
    });
    request.setTimeout(PROBE_TIMEOUT_MS, () => {
      request.destroy();
      resolve({ status: 'no answer', ms: PROBE_TIMEOUT_MS });
    });
    request.on('error', (error) => resolve({ status: `error ${(error as NodeJS.ErrnoException).code ?? error.message}`, ms: Math.round(performance.now() - started) }));
    request.end(options.body);
  });
}

const summary = (results: { status: number | string; ms: number }[]) => {
  const statuses: Record<string, number> = {};
  for (const r of results) statuses[String(r.status)] = (statuses[String(r.status)] ?? 0) + 1;
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  return `statuses ${JSON.stringify(statuses)}, ms median ${ms[Math.floor(ms.length / 2)]} max ${ms[ms.length - 1]}`;
};

async function main() {
  const storage = await tempStorage(null, 'craft-edge-bench-');
  const api = await startApiProcess(storage, { TRUST_PROXY: '127.0.0.1,::1' });
  const rootDir = await fs.mkdtemp(path.join(os.tmpdir(), 'craft-edge-root-'));
  await fs.mkdir(path.join(rootDir, 'host', 'dist'), { recursive: true });
  await fs.writeFile(path.join(rootDir, 'host', 'dist', 'index.html'), '<!doctype html><title>Edge bench</title>');
  const { startWebServer } = (await import(pathToFileURL(webServerPath).href)) as WebServerModule;
  const web = await startWebServer({
    port: 0,
    host: '127.0.0.1',
    rootDir,
    config: { apiUrl: '/api', remotes: { buyer: { entry: '/remotes/buyer/mf-manifest.json' }, seller: { entry: '/remotes/seller/mf-manifest.json' } } },
    apiInternalUrl: api.url,
    remotesDir: path.join(rootDir, 'remotes'),
    trustProxy: false,
    publicBaseUrl: null,
    pageCacheSeconds: 0,
    warn: () => undefined,
  });
  const base = `http://127.0.0.1:${web.port}`;
  console.log(`web server ${webServerPath}\nAPI ${api.url}, web ${base}`);
  const sockets: net.Socket[] = [];
  const controllers: AbortController[] = [];
  try {
    const users: HttpUser[] = [];
    for (let i = 0; i < ACCOUNTS; i += 1) users.push(await registerOverHttp(api.url, 'buyer', `edge-${i}@example.com`, { localAddress: `127.0.1.${i + 1}` }));
    const prober = await registerOverHttp(api.url, 'buyer', 'edge-prober@example.com', { localAddress: '127.0.3.1' });

    // 1. Live streams: fetch with its own dispatcher per address is not possible, so plain http with localAddress.
    const liveResults = await Promise.all(
      Array.from({ length: LIVE }, (_, i) => {
        const user = users[i % ACCOUNTS]!;
        const started = performance.now();
        return new Promise<{ status: number | string; ms: number }>((resolve) => {
          const controller = new AbortController();
          controllers.push(controller);
          const request = http.get(`${base}/api/live`, { headers: { authorization: `Bearer ${user.token}` }, localAddress: `127.0.1.${(i % ACCOUNTS) + 1}`, agent: false, signal: controller.signal }, (response) => {
            resolve({ status: response.statusCode ?? 0, ms: Math.round(performance.now() - started) });
            response.resume();
            response.on('error', () => undefined);
          });
          request.on('error', () => resolve({ status: 'error', ms: Math.round(performance.now() - started) }));
          setTimeout(() => resolve({ status: 'no answer', ms: PROBE_TIMEOUT_MS }), PROBE_TIMEOUT_MS).unref();
        });
      }),
    );
    console.log(`1. ${LIVE} live streams (${ACCOUNTS} accounts, one address each): ${summary(liveResults)}`);

    // 2. Slow bodies.
    const slow: { opened: number; answer?: string; closedAfterMs?: number }[] = [];
    const { port } = new URL(base);
    for (let i = 0; i < SLOW; i += 1) {
      const socket = net.connect({ host: '127.0.0.1', port: Number(port), localAddress: `127.0.2.${(i % SLOW_ADDRESSES) + 1}` });
      const entry: (typeof slow)[number] = { opened: Date.now() };
      slow.push(entry);
      sockets.push(socket);
      socket.on('data', (chunk: Buffer) => {
        entry.answer ??= /^HTTP\/1\.1 (\d+)/.exec(chunk.toString())?.[1] ?? 'data';
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        entry.closedAfterMs ??= Date.now() - entry.opened;
      });
      socket.write('POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
      const drip = setInterval(() => {
        if (socket.destroyed) return clearInterval(drip);
        socket.write(' ');
      }, 5_000);
      drip.unref();
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    console.log(`2. ${SLOW} slow-body connections from ${SLOW_ADDRESSES} addresses open (one byte every 5 s)`);

    // 3. Probes while both are open.
    const pages = [];
    const healths = [];
    const logins = [];
    for (let i = 0; i < PROBES; i += 1) {
      pages.push(await timed(`${base}/`, { from: '127.0.3.1' }));
      healths.push(await timed(`${base}/api/health`, { from: '127.0.3.1' }));
      logins.push(await timed(`${base}/api/users/login`, { method: 'POST', from: '127.0.3.1', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: prober.email, password: prober.password }) }));
    }
    // The same login on the API's own port, for comparison: password hashing runs at low priority.
    const directLogins = [];
    for (let i = 0; i < PROBES; i += 1) {
      directLogins.push(await timed(`${api.url}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: prober.email, password: prober.password }) }));
    }
    console.log(`3. under siege, ${PROBES} each: GET / ${summary(pages)}\n   GET /api/health ${summary(healths)}\n   POST /api/users/login ${summary(logins)}\n   (the same login on the API's own port: ${summary(directLogins)})`);

    // 4. A 50 MB JSON body (with its Content-Length, and chunked), and Swagger UI through the web origin.
    for (const declared of [true, false]) {
      const huge = await new Promise<{ status: number | string; ms: number }>((resolve) => {
        const started = performance.now();
        const headers: Record<string, string> = { 'content-type': 'application/json', ...(declared ? { 'content-length': String(50 * 1024 * 1024) } : {}) };
        const request = http.request(`${base}/api/users/login`, { method: 'POST', headers, localAddress: '127.0.4.1', agent: new http.Agent({ keepAlive: true }) }, (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, ms: Math.round(performance.now() - started) });
        });
        request.setTimeout(30_000, () => {
          request.destroy();
          resolve({ status: 'no answer', ms: 30_000 });
        });
        request.on('error', (error) => resolve({ status: `error ${(error as NodeJS.ErrnoException).code ?? ''}`, ms: Math.round(performance.now() - started) }));
        const chunk = Buffer.alloc(1024 * 1024, 0x20);
        let sent = 0;
        const pump = () => {
          while (sent < 50 && !request.destroyed) {
            sent += 1;
            if (!request.write(chunk)) return request.once('drain', pump);
          }
          if (!request.destroyed) request.end();
        };
        pump();
      });
      console.log(`${declared ? '4.' : '  '} 50 MB JSON body through /api (${declared ? 'Content-Length' : 'chunked'}): ${huge.status} after ${huge.ms} ms`);
    }
    const docs = await timed(`${base}/api/docs/`, { from: '127.0.4.2' });
    console.log(`   GET /api/docs/ through the web server: ${docs.status}`);

    // 5. What became of the slow connections.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, OBSERVE_SECONDS * 1000 - 2_000)));
    const answered: Record<string, number> = {};
    for (const s of slow) answered[s.answer ?? 'nothing'] = (answered[s.answer ?? 'nothing'] ?? 0) + 1;
    const closed = slow.filter((s) => s.closedAfterMs !== undefined).map((s) => s.closedAfterMs!);
    console.log(`5. after ${OBSERVE_SECONDS} s: slow connections answered ${JSON.stringify(answered)}; closed by the server ${closed.length}/${SLOW}` + (closed.length ? `, the last after ${Math.max(...closed)} ms` : ''));
    const direct = await httpRequest(api.url, 'GET', '/health').catch(() => null);
    console.log(`   API on its own port: GET /health ${direct?.status ?? 'no answer'}`);
  } finally {
    for (const socket of sockets) socket.destroy();
    for (const controller of controllers) controller.abort();
    await web.app.close();
    await api.stop();
    await storage.drop();
    await fs.rm(rootDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
