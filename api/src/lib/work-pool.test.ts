// database-independent: nothing here touches a database, so only the SQLite pass runs it (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PoolFullError, Slots, WorkPool } from './work-pool';

/** A job that stays running until released, recording how many ran at once. */
function gate() {
  let running = 0;
  let peak = 0;
  const releases: Array<() => void> = [];
  const job = () =>
    new Promise<void>((resolve) => {
      running += 1;
      peak = Math.max(peak, running);
      releases.push(() => {
        running -= 1;
        resolve();
      });
    });
  const releaseAll = async () => {
    while (releases.length) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { job, releaseAll, peak: () => peak };
}

describe('bounded work pools', () => {
  test('two pools on one set of CPU slots never run more jobs at once than there are slots', async () => {
    const slots = new Slots(1);
    const passwords = new WorkPool('passwords', slots, { maxQueue: 10, retryAfterSeconds: 5 });
    const images = new WorkPool('images', slots, { maxQueue: 10, retryAfterSeconds: 5 });
    const work = gate();
    const done = Promise.all([passwords.run(work.job), images.run(work.job), passwords.run(work.job), images.run(work.job)]);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(passwords.size + images.size, 4, 'all four accepted');
    await work.releaseAll();
    await done;
    assert.equal(work.peak(), 1, 'one core stays free: never two heavy jobs at once with one slot');
    assert.equal(passwords.size + images.size, 0);
  });

  test('a pool that yields waits for the other pool\'s earlier jobs, not for later ones: a queued hash goes before a new photo', async () => {
    const passwords = new WorkPool('passwords', new Slots(1), { maxQueue: 10, retryAfterSeconds: 5 });
    const images = new WorkPool('images', new Slots(1), { maxQueue: 10, retryAfterSeconds: 5, yieldsTo: passwords });
    const hashes = gate();
    const hash = passwords.run(hashes.job);
    let imageStarted = false;
    const image = images.run(async () => {
      imageStarted = true;
    });
    const later = gate();
    const laterHash = passwords.run(later.job);
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
    assert.equal(imageStarted, false, 'the photo waits while a hash accepted before it runs');
    await hashes.releaseAll();
    await hash;
    await image;
    assert.equal(imageStarted, true, 'and starts once that hash is done, though a later one still waits');
    await later.releaseAll();
    await laterHash;
  });

  test('a full queue refuses at once with 503 and Retry-After; the refused job never runs', async () => {
    const slots = new Slots(1);
    const pool = new WorkPool('passwords', slots, { maxQueue: 1, retryAfterSeconds: 7 });
    const work = gate();
    const accepted = [pool.run(work.job), pool.run(work.job)];
    let ranRefused = false;
    const refused = await pool
      .run(async () => {
        ranRefused = true;
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    assert.ok(refused instanceof PoolFullError);
    assert.equal(refused.statusCode, 503);
    assert.equal(refused.headers['retry-after'], '7');
    assert.throws(() => pool.reserve(), PoolFullError);
    await work.releaseAll();
    await Promise.all(accepted);
    assert.equal(ranRefused, false);
    const place = pool.reserve();
    place.release();
    place.release();
    assert.equal(pool.size, 0, 'room again once the queue drained; a place given back twice counts once');
  });
});
