/**
 * npm run bench (search part): 100,000 German-worded services in 20 categories by 500
 * sellers with service areas all over Germany (spread like postcodes, radius 20-80 km), on SQLite and then on PostgreSQL (a fresh schema,
 * skipped with a note when the server is not reachable). At 10 connections, in one run per
 * database: a relevance query, a typo query, a postcode + 30 km query and GET /services/{id} as
 * the reference. The issue's measurement: each query repeated against the API as it runs (its
 * answer cache on), the reference the same service repeated. For information, each search also
 * without the answer cache (a second instance on the same database with SEARCH_CACHE=off, so every
 * request computes its answer), against GET /services/{id} of a random service each time (mostly
 * not in the service cache). The API instances are processes of their own (`tsx src/server.ts`,
 * as in bench:load); the load generator (autocannon) runs in this one, so it never shares an
 * event loop with the server it measures. Target: each search p99 <= 30 ms and >= 20% of the
 * reference's req/s. Prints both tables, the targets next to the figures, and writes `search` into
 * ../bench/results.json.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PostgresAdapter, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import { nowIso } from '../src/lib/time';
import { type ApiProcess, startApiProcess } from '../src/test/api-process';
import { dropSchema } from '../src/test/helpers';
import { DURATION_S, type Target, measure, mergeResults } from './common';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SERVICES = Number(process.env.BENCH_SEARCH_SERVICES ?? 100_000);
const CATEGORIES = 20;
const SELLERS = 500;
const CONNECTIONS = 10;
const P99_TARGET_MS = 30;
const RPS_SHARE_TARGET = 0.2;

/** One trade per category: the word its services are most often found by. */
const TRADES = [
  'Maler', 'Trockenbau', 'Putz', 'Fliesen', 'Sanitär', 'Elektro', 'Dachdecker', 'Tischler', 'Bodenbelag', 'Garten',
  'Stuckateur', 'Glaser', 'Schlosser', 'Zimmerer', 'Maurer', 'Klempner', 'Heizungsbau', 'Parkett', 'Fassaden', 'Reinigung',
];
const OBJECTS = ['Wand', 'Decke', 'Bad', 'Küche', 'Fassade', 'Treppe', 'Terrasse', 'Balkon', 'Keller', 'Dach', 'Fenster', 'Tür', 'Boden', 'Flur', 'Wohnzimmer', 'Altbau', 'Garage', 'Dusche', 'Schlafzimmer', 'Büro'];
const ACTIONS = ['streichen', 'verlegen', 'montieren', 'reparieren', 'erneuern', 'sanieren', 'reinigen', 'abdichten', 'dämmen', 'schleifen', 'versiegeln', 'austauschen', 'einbauen', 'planen', 'prüfen'];
const PHRASES = [
  'Saubere Arbeit mit Abdeckung von Möbeln und Böden.',
  'Festpreis inklusive Material und Anfahrt.',
  'Termine auch samstags möglich.',
  'Meisterbetrieb mit über zwanzig Jahren Erfahrung.',
  'Kostenlose Besichtigung vor Ort.',
  'Entsorgung der Altmaterialien inklusive.',
  'Wir arbeiten mit hochwertigen Markenprodukten.',
  'Auch kurzfristige Aufträge werden angenommen.',
];

/** Deterministic pseudo-random numbers, so both databases get the same catalogue. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function seed(app: Awaited<ReturnType<typeof buildApp>>) {
  const db = app.db;
  const started = Date.now();
  const existing = await db.selectFrom('categories').select('id').execute();
  for (let i = existing.length; i < CATEGORIES; i += 1) {
    await db.insertInto('categories').values({ name: `${TRADES[i] ?? 'Handwerk'} Leistungen`, description: 'Benchmark' }).execute();
  }
  const categories = await db.selectFrom('categories').select('id').orderBy('id').limit(CATEGORIES).execute();
  const postcodes = (await db.selectFrom('postcodes').select('postcode').orderBy('postcode').execute()).map((p) => p.postcode);
  const next = random(16);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const hash = await app.passwords.hash('bench-password-1');
  const perSeller = Math.ceil(SERVICES / SELLERS);
  let made = 0;
  for (let s = 0; s < SELLERS; s += 1) {
    await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const { id: sellerId } = await trx
        .insertInto('users')
        .values({
          email: `bench-search-${s}@bench.craft`, password_hash: hash, firstname: `seller${s}`, lastname: 'Bench', role: 'seller',
          post_number: '10115', street: 'Bench 1', phone: '0', city: null, company_name: `Betrieb ${s}`,
          created_by: null, updated_by: null, created_at: now, updated_at: now,
          // Spread like postcodes, which are denser where more people live; radius 20-80 km.
          service_post_number: pick(postcodes), service_radius_km: 20 + Math.floor(next() * 60),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const categoryIndex = s % CATEGORIES;
      const category = categories[categoryIndex]?.id ?? 1;
      const trade = TRADES[categoryIndex] ?? 'Handwerk';
      const rows = [];
      for (let i = 0; i < perSeller && made < SERVICES; i += 1, made += 1) {
        const object = pick(OBJECTS);
        const action = pick(ACTIONS);
        const stamp = new Date(Date.UTC(2025, 0, 1) + made * 60_000).toISOString();
        rows.push({
          seller_id: sellerId, category_id: category,
          title: next() < 0.5 ? `${object} ${action} vom ${trade}betrieb` : `${trade}: ${object} ${action}`,
          description: `${object} ${action} in ${Math.ceil(next() * 40)} m². ${pick(PHRASES)} ${pick(PHRASES)} ${pick(OBJECTS)} und ${pick(OBJECTS)} auf Wunsch.`,
          price: 50 + Math.floor(next() * 5000), created_by: sellerId, updated_by: sellerId, created_at: stamp, updated_at: stamp,
        });
      }
      for (let i = 0; i < rows.length; i += 100) await trx.insertInto('services').values(rows.slice(i, i + 100)).execute();
    });
  }
  // What autovacuum would have done by now on a real database (it also vacuums after inserts since
  // PostgreSQL 13): fresh statistics for the planner, GIN pending lists merged, visibility map set.
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`vacuum analyze`.execute(db);
  console.log(`seeded ${made} services (${SELLERS} sellers, ${categories.length} categories) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return made;
}

/**
 * 'issue': what the issue measures (each query repeated, the API as it runs); 'uncached': every
 * request computed, for information.
 */
type Measurement = 'issue' | 'uncached';
type Row = Awaited<ReturnType<typeof measure>> & {
  measurement: Measurement;
  share_of_reference: number;
  p99_ok: boolean;
  share_ok: boolean;
  hits: number;
  search: boolean;
};

/** The ids of the seeded services (consecutive). */
async function serviceIdRange(app: Awaited<ReturnType<typeof buildApp>>): Promise<{ first: number; last: number }> {
  const range = await app.db.selectFrom('services').select((eb) => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')]).executeTakeFirstOrThrow();
  return { first: Number(range.first), last: Number(range.last) };
}

const SEARCHES = [
  ['relevance: q=Fliesen Bad', 'q=Fliesen%20Bad'],
  ['typo: q=Flisen Bad', 'q=Flisen%20Bad'],
  ['postcode: postcode=10115&radius_km=30', 'postcode=10115&radius_km=30'],
] as const;

async function runOn(label: string, config: AppConfig): Promise<Row[]> {
  // Seeded in this process (migrations, then the catalogue), measured on API processes.
  const app = await buildApp(config, { logger: false });
  let ids: { first: number; last: number };
  try {
    await seed(app);
    ids = await serviceIdRange(app);
  } finally {
    await app.close();
  }
  const storage = {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    label,
    drop: async () => undefined,
  };
  const apis: ApiProcess[] = [];
  try {
    const warm = await startApiProcess(storage);
    apis.push(warm);
    // The same database without the answer cache: what a search costs when it is not a repeat.
    const cold = await startApiProcess(storage, { SEARCH_CACHE: 'off' });
    apis.push(cold);
    // Each search is compared with GET /services/{id} in the same state of caching: as the issue
    // measures, the same service every time (served from the service cache); uncached, a random
    // service of the whole catalogue each time (the service cache holds a tenth of it).
    const anyService = () => `/services/${ids.first + Math.floor(Math.random() * (ids.last - ids.first + 1))}`;
    const targets: Array<Target & { measurement: Measurement; reference: boolean }> = [
      { name: 'GET /services/{id} (reference: one service)', url: `${warm.url}/services/${ids.last}`, measurement: 'issue', reference: true },
      ...SEARCHES.map(([name, query]) => ({ name, url: `${warm.url}/services/search?${query}`, measurement: 'issue' as const, reference: false })),
      { name: 'GET /services/{id} (reference: any service)', url: `${cold.url}/services/${ids.last}`, pathOf: anyService, measurement: 'uncached', reference: true },
      ...SEARCHES.map(([name, query]) => ({ name: `${name} (no answer cache)`, url: `${cold.url}/services/search?${query}`, measurement: 'uncached' as const, reference: false })),
    ];
    const hits: number[] = [];
    for (const target of targets) {
      const response = await fetch(target.url);
      const body = (await response.json()) as { total?: number };
      if (response.status !== 200) throw new Error(`${target.name}: ${response.status} ${JSON.stringify(body)}`);
      hits.push(body.total ?? 1);
    }
    const results: Array<Awaited<ReturnType<typeof measure>>> = [];
    for (const target of targets) {
      console.log(`[${label}] measuring ${target.name} for ${DURATION_S} s at ${CONNECTIONS} connections ...`);
      results.push(await measure(target, CONNECTIONS));
    }
    const referenceOf = (measurement: Measurement) =>
      results.find((_, i) => targets[i]?.reference && targets[i]?.measurement === measurement)?.requests_per_s ?? 1;
    return results.map((r, i): Row => {
      const target = targets[i];
      const measurement = target?.measurement ?? 'issue';
      const search = !target?.reference;
      const share = search ? r.requests_per_s / referenceOf(measurement) : 1;
      return {
        ...r,
        measurement,
        hits: hits[i] ?? 0,
        share_of_reference: Number(share.toFixed(2)),
        p99_ok: !search || r.latency_p99_ms <= P99_TARGET_MS,
        share_ok: !search || share >= RPS_SHARE_TARGET,
        search,
      };
    });
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    services: SERVICES,
    categories: CATEGORIES,
    sellers: SELLERS,
    connections: CONNECTIONS,
    duration_s: DURATION_S,
    targets: { search_p99_ms: P99_TARGET_MS, search_share_of_reference: RPS_SHARE_TARGET },
  };
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'craft-bench-search-'));
  try {
    const sqlite = await runOn('SQLite', { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), databaseUrl: null, databaseSchema: null });
    report.sqlite = sqlite;
    print('SQLite', sqlite);
    if (await postgresReachable()) {
      const schema = `bench_search_${randomBytes(4).toString('hex')}`;
      try {
        const postgres = await runOn('PostgreSQL', { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), databaseUrl: DATABASE_URL, databaseSchema: schema });
        report.postgres = postgres;
        print('PostgreSQL', postgres);
      } finally {
        await dropSchema(DATABASE_URL, schema);
      }
    } else {
      console.log(`PostgreSQL at ${DATABASE_URL} is not reachable: search bench ran on SQLite only`);
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  await mergeResults({ search: report });
  console.log('wrote bench/results.json (search)');
}

const HEADINGS: Record<Measurement, string> = {
  issue: 'as the issue measures: each query repeated, the API as it runs (answer cache on)',
  uncached: 'for information: every request computed (SEARCH_CACHE=off), reference a random service each time',
};

function print(label: string, rows: Row[]): void {
  for (const measurement of ['issue', 'uncached'] as const) {
    console.log(`\nSearch bench on ${label}, ${HEADINGS[measurement]}: ${SERVICES.toLocaleString('en')} services, ${CONNECTIONS} connections, ${DURATION_S} s each`);
    printTable(rows.filter((r) => r.measurement === measurement));
  }
}

function printTable(rows: Row[]): void {
  console.table(
    rows.map((r) => ({
      target: r.target,
      hits: r.hits,
      'req/s': r.requests_per_s,
      'p50 ms': r.latency_p50_ms,
      'p99 ms': r.latency_p99_ms,
      'p99 target': !r.search ? '–' : `<= ${P99_TARGET_MS} ms ${r.p99_ok ? 'ok' : 'MISSED'}`,
      'share of reference': r.share_of_reference,
      'share target': !r.search ? '–' : `>= ${RPS_SHARE_TARGET} ${r.share_ok ? 'ok' : 'MISSED'}`,
      errors: r.errors,
    })),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
