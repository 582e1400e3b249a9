// database-independent: nothing here touches a database, so only the SQLite pass runs it (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { InvalidationChannel } from '../../lib/redis-channel';
import { CatalogueCache } from './cache';

interface FakeCategory {
  id: number;
  name: string;
  photo: string;
}

/** A catalogue of three categories whose builds are counted; `version` changes what a rebuild returns. */
function fakeSource() {
  const version = new Map([
    [1, 0],
    [2, 0],
    [3, 0],
  ]);
  const calls = { all: 0, one: [] as number[] };
  const build = (base: string, id: number): FakeCategory => ({ id, name: `c${id}v${version.get(id)}`, photo: `${base}/files/photos/${id}.webp` });
  return {
    version,
    calls,
    source: {
      all: async (base: string) => {
        calls.all += 1;
        return [1, 2, 3].map((id) => build(base, id));
      },
      one: async (base: string, id: number) => {
        calls.one.push(id);
        return build(base, id);
      },
    },
  };
}

/** Waits (up to 5 s) for a background rebuild to reach `done`, instead of guessing how long it takes. */
async function until(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const names = async (cache: CatalogueCache<FakeCategory>, base = 'http://a') => (JSON.parse((await cache.get(base)).toString()) as FakeCategory[]).map((c) => c.name);

describe('catalogue cache', () => {
  test('a write rebuilds only the categories it touched; the others stay cached', async () => {
    const fake = fakeSource();
    const cache = new CatalogueCache<FakeCategory>(fake.source);
    assert.deepEqual(await names(cache), ['c1v0', 'c2v0', 'c3v0']);
    assert.deepEqual(await names(cache), ['c1v0', 'c2v0', 'c3v0']);
    assert.equal(fake.calls.all, 1, 'built once, then served from memory');

    fake.version.set(2, 1);
    await cache.invalidate([2]);
    assert.deepEqual(await names(cache), ['c1v0', 'c2v1', 'c3v0'], 'the write resolved once the new catalogue is served');
    assert.deepEqual(fake.calls.one, [2], 'only category 2 was rebuilt');
    assert.equal(fake.calls.all, 1);

    await cache.invalidate();
    await names(cache);
    assert.equal(fake.calls.all, 2, 'without ids, everything is rebuilt');
  });

  test('each public base has its own copy with its own file URLs', async () => {
    const fake = fakeSource();
    const cache = new CatalogueCache<FakeCategory>(fake.source);
    const photoOf = async (base: string) => (JSON.parse((await cache.get(base)).toString()) as FakeCategory[])[0]?.photo;
    assert.equal(await photoOf('http://one'), 'http://one/files/photos/1.webp');
    assert.equal(await photoOf('https://two/api'), 'https://two/api/files/photos/1.webp');
    assert.equal(await photoOf('http://one'), 'http://one/files/photos/1.webp');
    assert.equal(fake.calls.all, 2);
  });

  test('the categories a write touched on another instance are dropped here too (and only those)', async () => {
    let deliver: (detail: string | null) => void = () => undefined;
    const published: Array<string | undefined> = [];
    const channel: InvalidationChannel = { publish: (detail) => published.push(detail), subscribe: (handler) => (deliver = handler) };
    const fake = fakeSource();
    const cache = new CatalogueCache<FakeCategory>(fake.source, channel);
    await names(cache);
    await cache.invalidate([3, 3, 1]);
    assert.deepEqual(published, ['3,1']);
    fake.calls.one.length = 0;

    fake.version.set(1, 5);
    deliver('1');
    // Another instance's writer did not wait for this one: readers here wait for the rebuild, never the old body.
    assert.deepEqual(await names(cache), ['c1v5', 'c2v0', 'c3v0']);
    assert.deepEqual(fake.calls.one, [1]);
    deliver(null);
    await until(() => fake.calls.all === 2, 'the full rebuild ran');
    assert.equal(fake.calls.all, 2, 'a lost subscription coming back means everything may have changed');
  });

  test('a build that raced with a write to its category is not kept', async () => {
    const fake = fakeSource();
    const cache = new CatalogueCache<FakeCategory>(fake.source);
    await names(cache);
    fake.version.set(1, 1);
    const first = cache.invalidate([1]); // starts rebuilding category 1 at version 1 …
    fake.version.set(1, 2);
    await cache.invalidate([1]); // … which a second write makes stale before it is kept
    await first;
    assert.deepEqual(await names(cache), ['c1v2', 'c2v0', 'c3v0']);
  });

  test('readers never wait for a rebuild once there is a catalogue: they get the previous one meanwhile', async () => {
    const fake = fakeSource();
    let release: () => void = () => undefined;
    let started = false;
    const slow = {
      all: fake.source.all,
      one: async (base: string, id: number) => {
        started = true;
        await new Promise<void>((resolve) => (release = resolve));
        return fake.source.one(base, id);
      },
    };
    const cache = new CatalogueCache<FakeCategory>(slow);
    await names(cache);
    fake.version.set(2, 1);
    const write = cache.invalidate([2]);
    let written = false;
    void write.then(() => (written = true));
    assert.deepEqual(await names(cache), ['c1v0', 'c2v0', 'c3v0'], 'served at once, from the previous body');
    assert.equal(written, false, 'the write waits for its rebuild');
    // The rebuild starts on the next turn of the event loop (writes of one turn share it).
    await until(() => started, 'the rebuild started');
    assert.equal(written, false, 'the write still waits for its rebuild');
    release();
    await write;
    assert.deepEqual(await names(cache), ['c1v0', 'c2v1', 'c3v0']);
  });

  test('a failed rebuild keeps serving the previous catalogue and is retried by the next reader', async () => {
    const fake = fakeSource();
    let failing = false;
    const errors: unknown[] = [];
    const flaky = {
      all: fake.source.all,
      one: async (base: string, id: number) => {
        if (failing) throw new Error('database unavailable');
        return fake.source.one(base, id);
      },
    };
    const cache = new CatalogueCache<FakeCategory>(flaky, null, JSON.stringify, (error) => errors.push(error));
    await names(cache);
    failing = true;
    fake.version.set(3, 1);
    await cache.invalidate([3]);
    assert.equal(errors.length, 1, 'the failure is reported, the write is not failed');
    assert.deepEqual(await names(cache), ['c1v0', 'c2v0', 'c3v0']);
    // The retry this reader started fails too: the database is still down.
    await until(() => errors.length === 2, 'the retry failed');
    failing = false;
    assert.deepEqual(await names(cache), ['c1v0', 'c2v0', 'c3v0'], 'this reader starts the retry and gets the previous body');
    await until(async () => (await names(cache))[2] === 'c3v1', 'the retry succeeded');
    assert.deepEqual(await names(cache), ['c1v0', 'c2v0', 'c3v1']);
  });
});
