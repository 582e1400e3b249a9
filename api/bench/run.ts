/**
 * npm run bench -w api: 20 categories x 1,000 services in a temporary SQLite database, the API as
 * a process of its own (`tsx src/server.ts`, as bench:load and the search bench run it), and
 * autocannon in this process against GET /categories, GET /services/{id}, POST /users/login and
 * (the ceiling) a bare node:http server, also a process of its own, sending the same /categories
 * bytes from memory. So the load generator never shares an event loop with what it measures.
 * Prints req/s, p50/p99, ratio to the ceiling and payload size; writes ../bench/results.json.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { freePort, startApiProcess } from '../src/test/api-process';
import { CONNECTIONS, DURATION_S, type Target, measure, mergeResults, seedBenchCatalogue } from './common';

const CATEGORIES = 20;
const SERVICES_PER_CATEGORY = 1_000;
/**
 * Logins: argon2id runs two at a time here, so 8 connections keep it busy. Round-robin over the
 * 20 sellers, so the login throttle (5 attempts per account and 20 per address being checked at
 * once) never answers 429: the bench measures the login, not the throttle, without raising limits.
 */
const LOGIN_CONNECTIONS = 8;

/** A bare node:http server in a child process, answering every request with the file's bytes. */
async function startCeiling(bodyFile: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const script = `
    const body = require('node:fs').readFileSync(process.argv[1]);
    require('node:http').createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    }).listen(Number(process.argv[2]), '127.0.0.1', () => console.log('listening'));`;
  const child = spawn(process.execPath, ['-e', script, bodyFile, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/categories`, stop: () => child.kill() };
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'craft-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  // Seeded in this process (migrations, then the catalogue), measured on an API process.
  const app = await buildApp(config, { logger: false });
  let seeded: Awaited<ReturnType<typeof seedBenchCatalogue>>;
  let someService: { id: number };
  try {
    seeded = await seedBenchCatalogue(app, CATEGORIES, SERVICES_PER_CATEGORY);
    someService = await app.db.selectFrom('services').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  } finally {
    await app.close();
  }
  const { categories, password } = seeded;
  const api = await startApiProcess({ dataDir, databaseUrl: null, databaseSchema: null, label: 'SQLite', drop: async () => undefined });
  let ceiling: { url: string; stop: () => void } | null = null;
  try {
    const categoriesBody = Buffer.from(await (await fetch(`${api.url}/categories`)).arrayBuffer());
    const bodyFile = path.join(dataDir, 'categories.json');
    await fs.writeFile(bodyFile, categoriesBody);
    ceiling = await startCeiling(bodyFile);

    let nextSeller = 0;
    const targets: Array<Target & { connections?: number }> = [
      { name: 'ceiling: node:http /categories bytes', url: ceiling.url },
      { name: 'GET /categories', url: `${api.url}/categories` },
      { name: 'GET /services/{id}', url: `${api.url}/services/${someService.id}` },
      {
        name: `POST /users/login (argon2id, production cost; ${LOGIN_CONNECTIONS} connections over ${categories.length} sellers)`,
        url: `${api.url}/users/login`,
        method: 'POST',
        bodyOf: () => JSON.stringify({ email: `bench-seller-${nextSeller++ % categories.length}@bench.craft`, password }),
        headers: { 'content-type': 'application/json' },
        connections: LOGIN_CONNECTIONS,
      },
    ];
    const results = [];
    for (const target of targets) {
      console.log(`measuring ${target.name} for ${DURATION_S} s ...`);
      results.push(await measure(target, target.connections ?? CONNECTIONS));
    }

    const ceilingRps = results[0]?.requests_per_s ?? 1;
    const rows = results.map((r) => ({ ...r, ratio_to_ceiling: Number((r.requests_per_s / ceilingRps).toFixed(2)) }));
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      catalogue: { categories: categories.length, services: categories.length * SERVICES_PER_CATEGORY },
      connections: CONNECTIONS,
      duration_s: DURATION_S,
      categories_payload_bytes: categoriesBody.length,
      results: rows,
    };
    console.table(rows);
    console.log(`GET /categories payload: ${(categoriesBody.length / 1024).toFixed(1)} KB`);
    await mergeResults(report);
    console.log('wrote bench/results.json');
  } finally {
    ceiling?.stop();
    await api.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
