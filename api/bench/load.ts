/**
 * npm run bench:load: the API as a real process (production settings: argon2id at full cost, info
 * logs off) on a fresh temp database, once on SQLite and once on PostgreSQL, under a mixed load of
 * LOAD_CONNECTIONS (100) connections for LOAD_SECONDS (60): landing reads, service detail reads,
 * logins, and service creates and updates by 20 sellers with their own tokens; before it, the two
 * reads alone as the reference. The load generator (autocannon) runs in this process, the API in
 * its own. Fails (exit 1) on any 5xx (but a login's 503 + Retry-After), socket error or timeout.
 * Prints req/s and p50/p99 per route and the read targets; writes ../bench/load-results.json.
 *
 *   LOAD_SECONDS=5 npm run bench:load          # a short run while developing
 *   LOAD_DATABASES=sqlite npm run bench:load   # one database only (sqlite, postgres)
 *   BENCH_DATABASE_URL=postgres://...          # default: the test server on 127.0.0.1:5432
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type ApiProcess, type HttpUser, httpRequest, jsonOf, registerOverHttp, startApiProcess, tempStorage } from '../src/test/api-process';
import { jpeg, multipart } from '../src/test/helpers';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const DATABASES = (process.env.LOAD_DATABASES ?? 'sqlite,postgres').split(',').map((d) => d.trim());
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/**
 * autocannon's default is 10 s. On this shared 2-core machine a login (argon2id, 64 MiB, t=3) can
 * queue for longer than that without anything being wrong; a slow answer shows in p99, and only
 * a request that gets no answer at all counts as a timeout.
 */
const REQUEST_TIMEOUT_S = 30;
const SELLERS = 20;
const SERVICES_PER_SELLER = 25;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Share of the connections per route; logins are few because argon2id is meant to be slow. */
const MIX = { categories: 0.4, detail: 0.34, login: 0.06, create: 0.1, update: 0.1 } as const;
/** The reads the target is about, and the target: under the mix, p99 ≤ 100 ms and ≥ 25% of read-only req/s. */
const READS = ['GET /categories', 'GET /services/{id}'];
const TARGET_P99_MS = 100;
const TARGET_RATIO = 0.25;

interface RouteLoad {
  route: string;
  connections: number;
  requests: autocannon.Request[];
}

interface RouteResult {
  route: string;
  connections: number;
  requests: number;
  requests_per_s: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  non_2xx: number;
  status_5xx: number;
  /** 503 with Retry-After: a bounded pool shedding load, allowed for logins only. */
  status_503: number;
  socket_errors: number;
  timeouts: number;
}

const json = { 'content-type': 'application/json' };
const bearer = (user: HttpUser) => ({ authorization: `Bearer ${user.token}` });
const serviceBody = (seller: HttpUser, n: number) =>
  JSON.stringify({ seller_id: seller.id, category_id: 1 + (n % 10), title: `Load test service ${n}`, description: 'Created under load. '.repeat(5), price: 50 + (n % 500) });

/** Runs `task` over `items` with at most `limit` at a time (argon2 saturates the CPU anyway). */
async function pool<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index] as T, index);
      }
    }),
  );
  return results;
}

/** 20 sellers with 25 services each (one photo per seller, so cards carry thumbnails) and a buyer to log in. */
async function seed(api: ApiProcess, dataDir: string): Promise<{ sellers: HttpUser[]; buyer: HttpUser; serviceIds: number[]; ownServices: Map<number, number> }> {
  const stamp = Date.now();
  const sellers = await pool(Array.from({ length: SELLERS }, (_, i) => i), 4, (i) => registerOverHttp(api.url, 'seller', `load-seller-${i}-${stamp}@bench.craft`, { dataDir }));
  const buyer = await registerOverHttp(api.url, 'buyer', `load-buyer-${stamp}@bench.craft`);
  const photo = await jpeg(800, 600);
  const serviceIds: number[] = [];
  const ownServices = new Map<number, number>();
  await pool(sellers, 5, async (seller, s) => {
    for (let i = 0; i < SERVICES_PER_SELLER; i += 1) {
      const created = await httpRequest(api.url, 'POST', '/services', { headers: { ...json, ...bearer(seller) }, body: serviceBody(seller, s * 100 + i) });
      if (created.status !== 201) throw new Error(`seed service: ${created.status} ${created.body.toString()}`);
      const { id } = jsonOf<{ id: number }>(created);
      serviceIds.push(id);
      if (i === 0) {
        ownServices.set(seller.id, id);
        const form = multipart({ service_id: String(id) }, { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: photo });
        const uploaded = await httpRequest(api.url, 'POST', '/services/photos', {
          headers: { ...bearer(seller), 'content-type': String(form.headers?.['content-type']) },
          body: form.payload as Buffer,
        });
        if (uploaded.status !== 201) throw new Error(`seed photo: ${uploaded.status} ${uploaded.body.toString()}`);
      }
    }
  });
  return { sellers, buyer, serviceIds, ownServices };
}

/**
 * Logins of many accounts, each request the next account: the throttle counts an attempt while
 * its password is checked and bounds those per account (5) and per address (20), so one account
 * hammered by every connection at once would measure the throttle, not the login.
 */
function loginRoundRobin(users: Array<{ email: string; password: string }>): autocannon.Request {
  let next = 0;
  return {
    method: 'POST',
    path: '/users/login',
    headers: json,
    setupRequest: (request) => {
      const user = users[next++ % users.length];
      return { ...request, body: JSON.stringify({ email: user?.email, password: user?.password }) };
    },
  };
}

function share(part: number): number {
  return Math.max(1, Math.round(CONNECTIONS * part));
}

function loads(data: Awaited<ReturnType<typeof seed>>): RouteLoad[] {
  const writers = data.sellers.slice(0, SELLERS / 2);
  const updaters = data.sellers.slice(SELLERS / 2);
  const used = share(MIX.categories) + share(MIX.detail) + share(MIX.login) + share(MIX.create);
  return [
    { route: 'GET /categories', connections: share(MIX.categories), requests: [{ method: 'GET', path: '/categories' }] },
    {
      route: 'GET /services/{id}',
      connections: share(MIX.detail),
      requests: data.serviceIds.slice(0, 100).map((id) => ({ method: 'GET', path: `/services/${id}` })),
    },
    {
      route: 'POST /users/login',
      connections: share(MIX.login),
      requests: [loginRoundRobin([data.buyer, ...data.sellers])],
    },
    {
      route: 'POST /services (10 sellers)',
      connections: share(MIX.create),
      requests: writers.map((seller, i) => ({ method: 'POST', path: '/services', headers: { ...json, ...bearer(seller) }, body: serviceBody(seller, 10_000 + i) })),
    },
    {
      route: 'PUT /services/{id} (10 sellers, own services)',
      connections: Math.max(1, CONNECTIONS - used),
      requests: updaters.map((seller, i) => ({
        method: 'PUT',
        path: `/services/${data.ownServices.get(seller.id)}`,
        headers: { ...json, ...bearer(seller) },
        body: serviceBody(seller, 20_000 + i),
      })),
    },
  ];
}

function summarise(load: RouteLoad, result: autocannon.Result): RouteResult {
  return {
    route: load.route,
    connections: load.connections,
    requests: result.requests.total,
    requests_per_s: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    status_5xx: result['5xx'],
    status_503: (result.statusCodeStats as Record<string, { count: number } | undefined>)['503']?.count ?? 0,
    socket_errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function runDatabase(database: string) {
  const storage = await tempStorage(database === 'postgres' ? PG_URL : null, 'craft-load-');
  let api: ApiProcess | null = null;
  try {
    const started = Date.now();
    api = await startApiProcess(storage);
    const data = await seed(api, storage.dataDir);
    const setup = (Date.now() - started) / 1000;
    console.log(`\n${storage.label}: seeded ${SELLERS} sellers, ${data.serviceIds.length} services in ${setup.toFixed(1)} s; ${CONNECTIONS} connections for ${SECONDS} s ...`);
    const base = api.url;
    const plan = loads(data);
    const hammer = (selected: RouteLoad[]) =>
      Promise.all(
        selected.map(async (load) => summarise(load, await autocannon({ url: base, connections: load.connections, duration: SECONDS, timeout: REQUEST_TIMEOUT_S, requests: load.requests }))),
      );
    // First the reads alone (the reference), then the whole mix: the target compares the two.
    const readOnly = await hammer(plan.filter((load) => READS.includes(load.route)));
    console.log(`${storage.label}: read-only reference done; now the mix ...`);
    const results = await hammer(plan);
    const health = await httpRequest(base, 'GET', '/health');
    if (health.status !== 200) throw new Error(`API unhealthy after the run: ${health.status}`);
    const categories = jsonOf<Array<{ service_count: number }>>(await httpRequest(base, 'GET', '/categories'));
    console.table(results.map(({ route, connections, requests_per_s, latency_p50_ms, latency_p99_ms, non_2xx, status_5xx, socket_errors, timeouts }) => ({
      route, connections, 'req/s': requests_per_s, 'p50 ms': latency_p50_ms, 'p99 ms': latency_p99_ms, 'non-2xx': non_2xx, '5xx': status_5xx, 'socket errors': socket_errors, timeouts,
    })));
    const targets = READS.map((route) => {
      const alone = readOnly.find((r) => r.route === route);
      const mixed = results.find((r) => r.route === route);
      const ratio = alone && mixed && alone.requests_per_s > 0 ? mixed.requests_per_s / alone.requests_per_s : 0;
      const p99 = mixed?.latency_p99_ms ?? Infinity;
      return {
        route,
        read_only_req_s: alone?.requests_per_s ?? 0,
        mixed_req_s: mixed?.requests_per_s ?? 0,
        ratio: Number(ratio.toFixed(3)),
        p99_ms: p99,
        met: p99 <= TARGET_P99_MS && ratio >= TARGET_RATIO,
      };
    });
    console.table(targets.map((t) => ({
      route: t.route,
      'read-only req/s': t.read_only_req_s,
      'mixed req/s': t.mixed_req_s,
      'ratio (target ≥ 0.25)': t.ratio,
      'p99 ms (target ≤ 100)': t.p99_ms,
      met: t.met ? 'yes' : 'NO',
    })));
    return { database: storage.label, setup_s: Number(setup.toFixed(1)), read_only: readOnly, results, targets, services_after: categories.reduce((sum, c) => sum + c.service_count, 0) };
  } finally {
    await api?.stop();
    await storage.drop();
  }
}

async function main(): Promise<void> {
  const runs = [];
  for (const database of DATABASES) runs.push(await runDatabase(database));
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, load_average: os.loadavg().map((l) => Number(l.toFixed(2))) },
    connections: CONNECTIONS,
    duration_s: SECONDS,
    mix: MIX,
    runs,
  };
  await fs.mkdir(path.join(repoRoot, 'bench'), { recursive: true });
  await fs.writeFile(path.join(repoRoot, 'bench', 'load-results.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nwrote bench/load-results.json');
  // Logins may be refused with 503 + Retry-After (the password pool is full); nothing else may fail.
  const unexpected5xx = (r: RouteResult) => r.status_5xx - (r.route === 'POST /users/login' ? r.status_503 : 0);
  const failures = runs.flatMap((run) =>
    [...run.read_only, ...run.results]
      .filter((r) => unexpected5xx(r) || r.socket_errors || r.timeouts)
      .map((r) => `${run.database} ${r.route}: ${unexpected5xx(r)} unexpected 5xx, ${r.socket_errors} socket errors, ${r.timeouts} timeouts`),
  );
  const missed = runs.flatMap((run) => run.targets.filter((t) => !t.met).map((t) => `${run.database} ${t.route}: p99 ${t.p99_ms} ms, ratio ${t.ratio}`));
  if (missed.length) console.log(`Targets missed: ${missed.join('; ')}`);
  else console.log(`Targets met: reads keep p99 ≤ ${TARGET_P99_MS} ms and ≥ ${TARGET_RATIO * 100}% of their read-only req/s under the mix`);
  if (failures.length) {
    console.error(`FAILED: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('OK: zero 5xx, socket errors and timeouts on every route and database');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
