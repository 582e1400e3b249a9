/**
 * npm run bench -w api: 20 categories x 1,000 services in a temporary SQLite database, the app on
 * a random port, and autocannon against GET /categories, GET /services/{id}, POST /users/login
 * and (the ceiling) a bare node:http server sending the same /categories bytes from memory.
 * Prints req/s, p50/p99, ratio to the ceiling and payload size; writes ../bench/results.json.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { CONNECTIONS, DURATION_S, type Target, measure, mergeResults, seedBenchCatalogue } from './common';

const CATEGORIES = 20;
const SERVICES_PER_CATEGORY = 1_000;

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'craft-bench-'));
  const defaults = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  // The login target measures argon2 at 50 connections from one address and one account; the
  // throttle (which counts attempts while they are checked: 5 per account, 20 per address) would
  // answer most of them 429 and measure itself. Its limits are raised for this run only.
  const unthrottled = { max: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };
  const config = { ...defaults, limits: { ...defaults.limits, loginFailuresPerAccountAndIp: unthrottled, loginFailuresPerIp: unthrottled, loginFailuresPerAccount: unthrottled } };
  const app = await buildApp(config, { logger: false });
  try {
    const { categories, password } = await seedBenchCatalogue(app, CATEGORIES, SERVICES_PER_CATEGORY);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const categoriesBody = Buffer.from(await (await fetch(`${base}/categories`)).arrayBuffer());
    const someService = await app.db.selectFrom('services').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();

    const ceiling = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': categoriesBody.length });
      res.end(categoriesBody);
    });
    await new Promise<void>((resolve) => ceiling.listen(0, '127.0.0.1', resolve));
    const ceilingUrl = `http://127.0.0.1:${(ceiling.address() as AddressInfo).port}/categories`;

    const targets: Target[] = [
      { name: 'ceiling: node:http /categories bytes', url: ceilingUrl },
      { name: 'GET /categories', url: `${base}/categories` },
      { name: 'GET /services/{id}', url: `${base}/services/${someService.id}` },
      {
        name: 'POST /users/login (argon2id, production cost; throttle limits raised)',
        url: `${base}/users/login`,
        method: 'POST',
        body: JSON.stringify({ email: 'bench-seller-0@bench.craft', password }),
        headers: { 'content-type': 'application/json' },
      },
    ];
    const results = [];
    for (const target of targets) {
      console.log(`measuring ${target.name} for ${DURATION_S} s ...`);
      results.push(await measure(target));
    }
    ceiling.close();

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
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
