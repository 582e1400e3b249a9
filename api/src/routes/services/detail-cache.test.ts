// database-independent: nothing here touches a database, so only the SQLite pass runs it (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ServiceRow } from '../../db/types';
import type { InvalidationChannel } from '../../lib/redis-channel';
import { ServiceDetailCache, type StoredService } from './detail-cache';

/** A stand-in database: titles per id, and how often each id was read. */
function fakeServices() {
  const titles = new Map<number, string>([[1, 'Bad fliesen'], [2, 'Wand streichen']]);
  const reads = new Map<number, number>();
  let gate: Promise<void> = Promise.resolve();
  const load = async (id: number): Promise<StoredService | null> => {
    reads.set(id, (reads.get(id) ?? 0) + 1);
    const title = titles.get(id);
    await gate;
    return title === undefined ? null : { row: { id, title } as ServiceRow, photos: [], sellerVerified: false };
  };
  return { titles, reads, load, hold: (until: Promise<void>) => (gate = until) };
}

const titleOf = async (cache: ServiceDetailCache, id: number) => (await cache.get(id))?.row.title ?? null;

describe('service detail cache', () => {
  test('reads a service once until a write to it; other services keep their entry', async () => {
    const db = fakeServices();
    const cache = new ServiceDetailCache(db.load);
    assert.deepEqual(await Promise.all([titleOf(cache, 1), titleOf(cache, 1), titleOf(cache, 2)]), ['Bad fliesen', 'Bad fliesen', 'Wand streichen']);
    assert.equal(await titleOf(cache, 1), 'Bad fliesen');
    assert.deepEqual([db.reads.get(1), db.reads.get(2)], [1, 1], 'concurrent and later readers share one read');
    db.titles.set(1, 'Bad neu fliesen');
    cache.invalidate([1]);
    assert.equal(await titleOf(cache, 1), 'Bad neu fliesen');
    assert.equal(await titleOf(cache, 2), 'Wand streichen');
    assert.deepEqual([db.reads.get(1), db.reads.get(2)], [2, 1]);
  });

  test('a read that started before a write is never served after it', async () => {
    const db = fakeServices();
    const cache = new ServiceDetailCache(db.load);
    let release = () => undefined as void;
    void db.hold(new Promise<void>((resolve) => (release = resolve)));
    const early = titleOf(cache, 1);
    db.titles.set(1, 'Bad neu fliesen');
    cache.invalidate([1]);
    void db.hold(Promise.resolve());
    assert.equal(await titleOf(cache, 1), 'Bad neu fliesen', 'a reader after the write reads again');
    release();
    assert.equal(await early, 'Bad fliesen', 'the early reader gets what was there when it asked');
    assert.equal(await titleOf(cache, 1), 'Bad neu fliesen');
  });

  test('a service that does not exist is not kept, and invalidate() without ids forgets everything', async () => {
    const db = fakeServices();
    const cache = new ServiceDetailCache(db.load);
    assert.equal(await titleOf(cache, 99), null);
    assert.equal(await titleOf(cache, 99), null);
    assert.equal(db.reads.get(99), 2);
    await titleOf(cache, 1);
    await titleOf(cache, 2);
    cache.invalidate();
    await titleOf(cache, 1);
    await titleOf(cache, 2);
    assert.deepEqual([db.reads.get(1), db.reads.get(2)], [2, 2]);
  });

  test('a write on another instance (its channel message) forgets the services it names', async () => {
    const db = fakeServices();
    let deliver: (detail: string | null) => void = () => undefined;
    const published: Array<string | undefined> = [];
    const channel: InvalidationChannel = { publish: (detail) => published.push(detail), subscribe: (handler) => (deliver = handler) };
    const cache = new ServiceDetailCache(db.load, channel);
    await titleOf(cache, 1);
    await titleOf(cache, 2);
    deliver('2');
    await titleOf(cache, 1);
    await titleOf(cache, 2);
    assert.deepEqual([db.reads.get(1), db.reads.get(2)], [1, 2]);
    cache.invalidate([1]);
    assert.deepEqual(published, ['1'], 'this instance tells the others');
  });
});
