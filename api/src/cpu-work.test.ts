// database-independent: the CPU-bound work pools do not depend on which database is behind the API, so only the SQLite pass runs this file (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import argon2 from 'argon2';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './lib/file-types';
import { type TestContext, type TestUser, createService, createTestContext, multipart, registerAndLogin } from './test/helpers';

/**
 * Six uploads of a 7071x7071 PNG (just under the old 50 MP cap) took 11-24 s each
 * and a login meanwhile 16.5 s. Now photos are capped at 25 MP before decoding, and logins and
 * images run in bounded pools that answer 503 with Retry-After when their queue is full.
 */
describe('CPU-heavy work', () => {
  let ctx: TestContext;
  let seller: TestUser;
  before(async () => {
    // One slot and no queue for passwords: a second login at the same moment is refused, not queued.
    ctx = await createTestContext({ workPools: { cpuSlots: 1, passwordQueue: 0, imageQueue: 0, documentQueue: 0, retryAfterSeconds: 5 } });
    seller = await registerAndLogin(ctx.app, 'seller');
  });
  after(() => ctx.cleanup());

  test('a photo over 25 megapixels is refused (413) before it is decoded, however small the file', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    assert.ok(bomb.length < 1_000_000, `a small file (${bomb.length} bytes)`);
    const serviceId = await createService(ctx.app, seller);
    const form = multipart({ service_id: String(serviceId) }, { field: 'photo', filename: 'bomb.png', contentType: 'image/png', data: bomb });
    const started = process.hrtime.bigint();
    const answer = await ctx.app.inject({ method: 'POST', url: '/services/photos', headers: { ...form.headers, ...seller.auth }, payload: form.payload });
    assert.equal(answer.statusCode, 413, answer.body);
    assert.match(answer.json<{ error: string }>().error, /at most 25 megapixels/);
    // Not a timing assertion: it shows in the log whether the refusal decoded anything.
    console.log(`# refused in ${Number(process.hrtime.bigint() - started) / 1e6} ms`);
  });

  test('logins beyond the password pool get 503 with Retry-After, and a refused login does not count as a failed one', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () => ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: seller.email, password: 'wrong-password-123' } })),
    );
    const statuses = attempts.map((answer) => answer.statusCode);
    const busy = attempts.filter((answer) => answer.statusCode === 503);
    assert.ok(busy.length > 0, `some were refused: ${statuses.join(',')}`);
    assert.ok(statuses.every((status) => status === 503 || status === 401), statuses.join(','));
    for (const answer of busy) {
      assert.equal(answer.headers['retry-after'], '5');
      assert.match(answer.json<{ error: string }>().error, /busy/);
    }
    // Fewer than 5 failures were counted (5 lock the pair): the right password still logs in.
    const right = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: seller.email, password: seller.password } });
    assert.equal(right.statusCode, 200, right.body);
  });

  test('a login does not wait behind image processing: with every image slot busy, its hash still starts and it answers', async () => {
    let finishImages = () => {};
    const imagesHeld = new Promise<void>((resolve) => {
      finishImages = resolve;
    });
    // Every image slot (one here) taken by a job that ends only when the test says so.
    const busy = Array.from({ length: ctx.config.workPools.cpuSlots }, () => ctx.app.workPools.images.run(() => imagesHeld));
    try {
      const login = ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: seller.email, password: seller.password } });
      // An upper bound, not a timing claim: before, the login waited for the image jobs, which never end here.
      const outcome = await Promise.race([login.then((answer) => answer.statusCode), new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after 10 s'), 10_000))]);
      assert.equal(outcome, 200);
      assert.equal(ctx.app.workPools.images.size, ctx.config.workPools.cpuSlots, 'the image jobs were still running');
    } finally {
      finishImages();
      await Promise.all(busy);
    }
  });

  test('a hash made with the old four-lane cost still logs in, and is replaced by a one-lane hash after the login', async () => {
    const user = await registerAndLogin(ctx.app, 'buyer');
    const oldHash = await argon2.hash(user.password, { type: argon2.argon2id, memoryCost: 4096, timeCost: 2, parallelism: 4 });
    await ctx.app.db.updateTable('users').set({ password_hash: oldHash }).where('id', '=', user.id).execute();
    const login = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: user.email, password: user.password } });
    assert.equal(login.statusCode, 200, login.body);
    let stored = oldHash;
    for (let i = 0; i < 100 && stored === oldHash; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      stored = (await ctx.app.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow()).password_hash;
    }
    assert.match(stored, /p=1/, 'rehashed with today\'s cost');
    assert.ok(await argon2.verify(stored, user.password));
  });
});
