import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MemoryCounterStore } from './counter-store';

test('a flood of fresh keys cannot flush a high counter out of the bounded memory store (#14 finding 4)', async () => {
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
