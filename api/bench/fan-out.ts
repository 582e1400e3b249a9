/**
 * npm run bench (last part): message fan-out. The API runs as its own process (SQLite, temp
 * DATA_DIR); this process holds 200 open live streams (GET /live) and has 20 of those users send
 * one message per second each to the others for BENCH_DURATION seconds (default 10). Reports the
 * delivery latency (send started → the recipient's stream has the event) p50/p99 against the
 * target p99 ≤ 250 ms, and the API process's memory per open stream (RSS and JS heap, read from
 * its /metrics before and after the streams opened). Writes bench/results.json's `fanOut`.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { LiveEvent } from '@craft/shared/api/conversation-types';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { nowIso } from '../src/lib/time';
import { startApiProcess, tempStorage } from '../src/test/api-process';
import { DURATION_S, mergeResults } from './common';

const STREAMS = 200;
const SENDERS = 20;
const TARGET_P99_MS = 250;

interface BenchUser {
  id: number;
  role: 'buyer' | 'seller';
  auth: { authorization: string };
}

async function main(): Promise<void> {
  const storage = await tempStorage(null, 'craft-bench-fanout-');
  const jwtSecret = randomBytes(32).toString('base64url');
  const metricsToken = randomBytes(16).toString('hex');
  const users = await seedUsers(storage.dataDir, jwtSecret);
  // This one process plays 200 people: one address, so the per-address stream cap is lifted for it.
  const api = await startApiProcess(storage, { JWT_SECRET: jwtSecret, METRICS_TOKEN: metricsToken, LOG_LEVEL: 'error', LIVE_STREAMS_PER_ADDRESS: String(STREAMS) });
  const streams: Array<{ close(): void }> = [];
  try {
    const memoryBefore = await memoryOf(api.url, metricsToken);
    const sentAt = new Map<string, { at: number; to: number }>();
    const latencies: number[] = [];
    for (const user of users) {
      streams.push(
        await listen(api.url, user, (event, receivedAt) => {
          if (event.type !== 'message') return;
          const sent = sentAt.get(event.message.text);
          if (sent && sent.to === user.id) latencies.push(receivedAt - sent.at);
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const memoryAfter = await memoryOf(api.url, metricsToken);

    const senders = users.filter((user) => user.role === 'buyer').slice(0, SENDERS);
    const recipients = users.filter((user) => user.role === 'seller');
    let sent = 0;
    let failed = 0;
    console.log(`fan-out: ${streams.length} open streams, ${senders.length} senders x 1 message/s for ${DURATION_S} s ...`);
    for (let tick = 0; tick < DURATION_S; tick += 1) {
      const started = performance.now();
      await Promise.all(
        senders.map(async (sender, i) => {
          // Spread over the senders within the second, as people do not type in lockstep.
          await new Promise((resolve) => setTimeout(resolve, (i * 1_000) / senders.length));
          const recipient = recipients[(i * 9 + tick) % recipients.length] as BenchUser;
          const text = `bench ${tick}-${i} ${randomBytes(4).toString('hex')}`;
          sentAt.set(text, { at: performance.now(), to: recipient.id });
          const response = await fetch(`${api.url}/conversations`, {
            method: 'POST',
            headers: { ...sender.auth, 'content-type': 'application/json' },
            body: JSON.stringify({ seller_id: recipient.id, text }),
          });
          if (response.status >= 300) failed += 1;
          else sent += 1;
          await response.arrayBuffer();
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_000 - (performance.now() - started))));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    latencies.sort((a, b) => a - b);
    const pick = (q: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN).toFixed(1));
    const perStream = (before: number, after: number) => Math.round((after - before) / STREAMS);
    const report = {
      streams: STREAMS,
      senders: SENDERS,
      seconds: DURATION_S,
      sent,
      failed,
      delivered: latencies.length,
      latencyMs: { p50: pick(0.5), p99: pick(0.99), max: pick(1) },
      targetP99Ms: TARGET_P99_MS,
      memoryPerStreamBytes: { rss: perStream(memoryBefore.rss, memoryAfter.rss), heap: perStream(memoryBefore.heap, memoryAfter.heap) },
    };
    console.log(
      `fan-out: ${sent} sent (${failed} refused), ${latencies.length} delivered; latency p50 ${report.latencyMs.p50} ms, ` +
        `p99 ${report.latencyMs.p99} ms (target ≤ ${TARGET_P99_MS} ms: ${report.latencyMs.p99 <= TARGET_P99_MS ? 'met' : 'MISSED'}); ` +
        `memory per open stream: ${(report.memoryPerStreamBytes.rss / 1024).toFixed(1)} KB RSS, ${(report.memoryPerStreamBytes.heap / 1024).toFixed(1)} KB heap`,
    );
    await mergeResults({ fanOut: report });
  } finally {
    for (const stream of streams) stream.close();
    await api.stop();
    await storage.drop();
  }
}

/** STREAMS confirmed users (SENDERS buyers, the rest craftsmen) written straight to the database, with signed tokens. */
async function seedUsers(dataDir: string, jwtSecret: string): Promise<BenchUser[]> {
  const app = await buildApp({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), jwtSecret }, { logger: false });
  try {
    const now = nowIso();
    const rows = Array.from({ length: STREAMS }, (_, i) => {
      const role = i < SENDERS ? ('buyer' as const) : ('seller' as const);
      return {
        email: `fanout-${i}@bench.craft`, password_hash: 'not-a-login', firstname: `user${i}`, lastname: 'Bench', role,
        post_number: '10115', street: 'Bench 1', phone: '0', city: null, company_name: null,
        created_by: null, updated_by: null, created_at: now, updated_at: now, email_confirmed_at: now,
      };
    });
    const inserted = await app.db.insertInto('users').values(rows).returning('id').execute();
    // Returned in the order inserted: each id takes its row's role.
    return inserted.map(({ id }, i) => {
      const role = rows[i]?.role ?? 'buyer';
      return { id, role, auth: { authorization: `Bearer ${app.jwt.sign({ sub: String(id), role, ver: 0 })}` } };
    });
  } finally {
    await app.close();
  }
}

/** One live stream; `onEvent` gets each event with the moment it was parsed. */
async function listen(base: string, user: BenchUser, onEvent: (event: LiveEvent, receivedAt: number) => void) {
  const controller = new AbortController();
  const response = await fetch(`${base}/live`, { headers: user.auth, signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`GET /live answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      buffer += chunk.value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data) onEvent(JSON.parse(data) as LiveEvent, performance.now());
      }
    }
  })();
  return { close: () => controller.abort() };
}

async function memoryOf(base: string, token: string): Promise<{ rss: number; heap: number }> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN);
  return { rss: value('process_resident_memory_bytes'), heap: value('nodejs_heap_size_used_bytes') };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
