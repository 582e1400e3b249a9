/**
 * npm run bench (second part): one versus two API instances behind a round-robin node:http proxy
 * on loopback, on PostgreSQL with Redis (the scale-out configuration). Same catalogue as
 * bench/run.ts. Measures GET /categories and GET /services/{id} through the proxy with each
 * setup and writes `scale_out` into ../bench/results.json. Without a reachable PostgreSQL or
 * Redis it says so and exits 0 (the embedded bench has already run).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { dropSchema } from '../src/test/helpers';
import { type Instance, deleteRedisKeys, startInstance } from '../src/test/scale-out-services';
import { CONNECTIONS, DURATION_S, measure, mergeResults, seedBenchCatalogue } from './common';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    return `PostgreSQL at ${DATABASE_URL}: ${String(error)}`;
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return `Redis at ${REDIS_URL}: ${String(error)}`;
  } finally {
    redis.disconnect();
  }
}

/** Round-robin over `upstreams` with keep-alive connections, like nginx's default upstream balancing. */
async function startProxy(upstreams: string[]): Promise<{ url: string; close(): Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS * 2 });
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = new URL(upstreams[next++ % upstreams.length] ?? '');
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function main(): Promise<void> {
  const unreachable = await reachable();
  if (unreachable) {
    console.log(`scale-out bench skipped: ${unreachable}`);
    return;
  }
  const run = randomBytes(5).toString('hex');
  const schema = `bench_scale_${run}`;
  const env = {
    DATABASE_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL,
    REDIS_PREFIX: `craft-bench-${run}:`,
    JWT_SECRET: randomBytes(32).toString('base64url'),
  };
  const instances: Instance[] = [];
  try {
    // Migrate and seed once in-process; the instances then only read.
    const seeder = await buildApp({ ...loadConfig({ ...env, DATA_DIR: os.tmpdir() }) }, { logger: false });
    const { categories } = await seedBenchCatalogue(seeder, 20, 1_000);
    const someService = await seeder.db.selectFrom('services').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await seeder.close();

    instances.push(...(await Promise.all([startInstance('1', env), startInstance('2', env)])));
    const rows: Array<{ instances: number } & Awaited<ReturnType<typeof measure>>> = [];
    for (const count of [1, 2]) {
      const proxy = await startProxy(instances.slice(0, count).map((instance) => instance.url));
      try {
        for (const [name, pathname] of [
          ['GET /categories', '/categories'],
          ['GET /services/{id}', `/services/${someService.id}`],
        ] as const) {
          console.log(`measuring ${name} through the proxy, ${count} instance(s), for ${DURATION_S} s ...`);
          rows.push({ instances: count, ...(await measure({ name, url: proxy.url + pathname })) });
        }
      } finally {
        await proxy.close();
      }
    }
    const ratio = (target: string) => {
      const one = rows.find((r) => r.instances === 1 && r.target === target)?.requests_per_s ?? 0;
      const two = rows.find((r) => r.instances === 2 && r.target === target)?.requests_per_s ?? 0;
      return one ? Number((two / one).toFixed(2)) : null;
    };
    const scaleOut = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      setup: 'PostgreSQL + Redis, API child processes behind a node:http round-robin proxy, all on this machine',
      catalogue: { categories: categories.length, services: categories.length * 1_000 },
      connections: CONNECTIONS,
      duration_s: DURATION_S,
      results: rows,
      two_vs_one: { 'GET /categories': ratio('GET /categories'), 'GET /services/{id}': ratio('GET /services/{id}') },
    };
    console.table(rows);
    console.log('two instances vs one:', scaleOut.two_vs_one);
    await mergeResults({ scale_out: scaleOut });
    console.log('wrote scale_out into bench/results.json');
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await dropSchema(DATABASE_URL, schema).catch(() => undefined);
    await deleteRedisKeys(REDIS_URL, env.REDIS_PREFIX).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
