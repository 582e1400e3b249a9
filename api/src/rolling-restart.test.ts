/**
 * A rolling restart drops nothing: two API instances (real processes on one database) behind the
 * web server (API_INTERNAL_URL naming both), a steady mix of reads and writes through /api, and
 * instance A, then instance B, stopped with SIGTERM and started again. Every request of the mix
 * is answered as if nothing happened: the draining instance finishes what it holds (server.ts),
 * and the web server sends what it cannot reach to the other (web/src/server/api-upstreams.ts).
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type RunningWebServer, loadWebServer } from './test/web-server';
import { type ApiProcess, type ApiStorage, type HttpUser, freePort, httpRequest, jsonOf, registerOverHttp, startApiProcess, tempStorage } from './test/api-process';


const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webConfig = { apiUrl: '/api', remotes: { buyer: { entry: '/remotes/buyer/mf-manifest.json' }, seller: { entry: '/remotes/seller/mf-manifest.json' } } };
const json = { 'content-type': 'application/json' };
/** Concurrent clients of the mix: small, the point is the restarts, not the throughput. */
const WORKERS = 4;
/** Each client's pause between requests: a steady mix that leaves the starting instance some CPU. */
const PAUSE_MS = 5;

const serviceBody = (seller: HttpUser, n: number) =>
  JSON.stringify({ seller_id: seller.id, category_id: 1 + (n % 10), title: `Rolling restart ${n}`, description: 'Written while an instance restarts. '.repeat(3), price: 50 + (n % 500) });

interface Outcome {
  request: string;
  status: number | string;
}

describe('rolling restart of two API instances behind the web server', () => {
  let storage: ApiStorage | null = null;
  const instances: ApiProcess[] = [];
  let web: RunningWebServer | null = null;
  after(async () => {
    await web?.app.close();
    for (const api of instances) await api.kill();
    await storage?.drop();
  });

  test('restarting A, then B, under a steady mix of reads and writes: every request answered, both exit 0', async () => {
    storage = await tempStorage(TEST_DATABASE_URL, 'craft-rolling-');
    const data = storage;
    // One secret for both, as in production: a token signed by one is good at the other. No load
    // shedding: a starting instance and the test share this machine's cores, and a 503 for a lagging
    // event loop is not what this test is about.
    const env = { JWT_SECRET: 'rolling-restart-secret-rolling-restart-secret', TRUST_PROXY: '127.0.0.1', EVENT_LOOP_LIMIT_MS: '0' };
    const ports = [await freePort(), await freePort()] as const;
    // A start waits long on a busy machine: tsx compiles the API first.
    const start = (which: 0 | 1) => startApiProcess(data, { ...env, PORT: String(ports[which]) }, 180_000);
    // B starts once A has migrated the database; the accounts are made on A meanwhile.
    const a = await start(0);
    instances.push(a);
    const [b, seller] = await Promise.all([start(1), registerOverHttp(a.url, 'seller', `rolling-${Date.now()}@example.com`, { dataDir: data.dataDir })]);
    instances.push(b);
    const created = await httpRequest(a.url, 'POST', '/services', { headers: { ...json, authorization: `Bearer ${seller.token}` }, body: serviceBody(seller, 0) });
    assert.equal(created.status, 201, created.body.toString());
    const serviceId = jsonOf<{ id: number }>(created).id;

    const { startWebServer } = await loadWebServer();
    web = await startWebServer({ port: 0, host: '127.0.0.1', rootDir, config: webConfig, apiInternalUrl: `${a.url},${b.url}`, trustProxy: false, pageCacheSeconds: 0 });
    const base = `http://127.0.0.1:${web.port}`;

    // The mix: reads of the catalogue and a service, a seller creating and editing services.
    const auth = { ...json, authorization: `Bearer ${seller.token}` };
    const mix: Array<(n: number) => { method: string; path: string; body?: string; headers?: Record<string, string>; expect: number }> = [
      () => ({ method: 'GET', path: '/categories', expect: 200 }),
      () => ({ method: 'GET', path: `/services/${serviceId}`, expect: 200 }),
      (n) => ({ method: 'POST', path: '/services', headers: auth, body: serviceBody(seller, n), expect: 201 }),
      () => ({ method: 'GET', path: `/services/seller/${seller.id}`, expect: 200 }),
      (n) => ({ method: 'PUT', path: `/services/${serviceId}`, headers: auth, body: serviceBody(seller, n), expect: 200 }),
    ];
    const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS });
    const failures: Outcome[] = [];
    const answered = { total: 0, writes: 0 };
    let running = true;
    let n = 0;
    const worker = async () => {
      while (running) {
        const i = n++;
        const request = mix[i % mix.length]!(i);
        const label = `${request.method} ${request.path}`;
        try {
          const answer = await httpRequest(base, request.method, `/api${request.path}`, { headers: request.headers, body: request.body, agent });
          if (answer.status !== request.expect) failures.push({ request: label, status: `${answer.status} ${answer.body.toString().slice(0, 200)}` });
          answered.total += 1;
          if (request.method !== 'GET') answered.writes += 1;
        } catch (error) {
          failures.push({ request: label, status: (error as NodeJS.ErrnoException).code ?? String(error) });
        }
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
    };
    /** Resolves once the mix has had `count` more answers: each phase really ran under load. */
    const answersMore = async (count: number) => {
      const target = answered.total + count;
      while (answered.total < target && failures.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const workers = Array.from({ length: WORKERS }, worker);

    const restart = async (which: 0 | 1) => {
      const old = instances[which]!;
      const exit = new Promise<number | null>((resolve) => old.child.once('exit', (code) => resolve(code)));
      await answersMore(10);
      old.child.kill('SIGTERM');
      assert.equal(await exit, 0, `instance ${'AB'[which]} drained cleanly:\n${old.output()}`);
      await answersMore(10); // with one instance down
      instances[which] = await start(which);
    };
    try {
      await restart(0);
      await restart(1);
      await answersMore(10);
    } finally {
      running = false;
      await Promise.all(workers);
      agent.destroy();
    }

    console.log(`# rolling restart (${data.label}): ${answered.total} requests answered (${answered.writes} writes) through two restarts, ${failures.length} failed`);
    assert.deepEqual(failures, [], 'no request of the mix failed');
    assert.ok(answered.writes > 0);
  });
});
