/** What bench/run.ts and bench/scale-out.ts share: the catalogue, the load settings, one autocannon run. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../src/lib/time';

const RESULTS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bench/results.json');

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = 50;

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Path of each request, when they differ (e.g. a random service each time). */
  pathOf?: () => string;
  /** Body of each request, when they differ (e.g. logins round-robin over accounts). */
  bodyOf?: () => string;
}

export async function measure(target: Target, connections = CONNECTIONS) {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.headers,
    ...(target.pathOf || target.bodyOf
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                path: target.pathOf?.() ?? request.path,
                body: target.bodyOf?.() ?? request.body,
              }),
            },
          ],
        }
      : {}),
    connections,
    duration: DURATION_S,
  });
  return {
    target: target.name,
    requests_per_s: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Seeds `categoryCount` categories (the reference ones plus bench ones) with `servicesPerCategory`
 * services each, one seller per category whose password is returned (for the login target).
 */
export async function seedBenchCatalogue(app: FastifyInstance, categoryCount: number, servicesPerCategory: number) {
  // Bench categories on top of the reference ones, one seller per category.
  const db = app.db;
  const existing = await db.selectFrom('categories').select('id').execute();
  for (let i = existing.length; i < categoryCount; i += 1) {
    await db.insertInto('categories').values({ name: `Bench category ${i + 1}`, description: 'Benchmark data' }).execute();
  }
  const categories = await db.selectFrom('categories').select('id').orderBy('id').limit(categoryCount).execute();
  const password = 'bench-password-1';
  const hash = await app.passwords.hash(password);
  const started = Date.now();
  await db.transaction().execute(async (trx) => {
    for (const [c, category] of categories.entries()) {
      const now = nowIso();
      const { id: sellerId } = await trx
        .insertInto('users')
        .values({
          email: `bench-seller-${c}@bench.craft`, password_hash: hash, firstname: `seller${c}`, lastname: 'Bench', role: 'seller',
          post_number: '10115', street: 'Bench 1', phone: '0', city: null, company_name: `Bench Company ${c}`,
          created_by: null, updated_by: null, created_at: now, updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = Array.from({ length: servicesPerCategory }, (_, i) => {
        const stamp = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
        return {
          seller_id: sellerId, category_id: category.id, title: `Service ${c}-${i} with a realistic title`,
          description: 'A realistic description of the service that is long enough to be truncated on the card. '.repeat(4),
          price: 100 + i, created_by: sellerId, updated_by: sellerId, created_at: stamp, updated_at: stamp,
        };
      });
      for (let i = 0; i < rows.length; i += 100) await trx.insertInto('services').values(rows.slice(i, i + 100)).execute();
    }
  });
  console.log(`seeded ${categories.length} x ${servicesPerCategory} services in ${Date.now() - started} ms`);
  return { categories, password };
}

/** bench/results.json gets `report`'s top-level keys; the other benches' keys stay. */
export async function mergeResults(report: Record<string, unknown>): Promise<void> {
  const existing = await fs
    .readFile(RESULTS_FILE, 'utf8')
    .then((text) => JSON.parse(text) as Record<string, unknown>)
    .catch(() => ({}));
  await fs.mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await fs.writeFile(RESULTS_FILE, `${JSON.stringify({ ...existing, ...report }, null, 2)}\n`);
}
