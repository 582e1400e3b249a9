// database-independent: nothing here touches a database, so only the SQLite pass runs it (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import { type CounterStore, MemoryCounterStore, RedisCounterStore } from './counter-store';

test('a flood of fresh keys cannot flush a high counter out of the bounded memory store', async () => {
  const store = new MemoryCounterStore(1_000);
  for (let i = 0; i < 6; i += 1) await store.increment('login:pair:victim@example.com:10.0.0.1', 60_000);
  // Ten times the bound in keys that each count once, as a client trying to evict its own counter would send.
  for (let i = 0; i < 10_000; i += 1) await store.increment(`login:ip:flood-${i}`, 60_000);
  const after = await store.increment('login:pair:victim@example.com:10.0.0.1', 60_000);
  assert.equal(after.count, 7, 'the counter kept its failures');
});

test('expired windows make room before anything counting is dropped', async () => {
  const store = new MemoryCounterStore(10);
  for (let i = 0; i < 10; i += 1) await store.increment(`old-${i}`, 1);
  await new Promise((resolve) => setTimeout(resolve, 5));
  await store.increment('kept', 60_000);
  await store.increment('kept', 60_000);
  for (let i = 0; i < 8; i += 1) await store.increment(`new-${i}`, 60_000);
  assert.equal((await store.increment('kept', 60_000)).count, 3);
});

/** Sums of bytes (the upload quota): add, read with 0, give back; a fresh key gets the window. */
async function addsAmounts(store: CounterStore): Promise<void> {
  assert.equal((await store.add('bytes', 0, 60_000)).count, 0);
  assert.equal((await store.add('bytes', 30_000, 60_000)).count, 30_000);
  const added = await store.add('bytes', 45_000, 60_000);
  assert.equal(added.count, 75_000);
  assert.ok(added.resetAt > Date.now() && added.resetAt <= Date.now() + 60_000, 'the window runs from the first add');
  assert.equal((await store.add('bytes', -45_000, 60_000)).count, 30_000);
}

test('add counts amounts in memory', async () => {
  await addsAmounts(new MemoryCounterStore());
});

test('add counts amounts in Redis, with the window as expiry', async () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  const prefix = `craft-test-${randomBytes(6).toString('hex')}:`;
  try {
    await redis.connect();
    await addsAmounts(new RedisCounterStore(redis, prefix));
    const ttl = await redis.pttl(`${prefix}bytes`);
    assert.ok(ttl > 0 && ttl <= 60_000, `expiry ${ttl}`);
  } finally {
    await redis.del(`${prefix}bytes`).catch(() => undefined);
    redis.disconnect();
  }
});
