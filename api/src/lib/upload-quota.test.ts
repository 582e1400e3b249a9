import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { defaultLimits } from '../config';
import sharp from 'sharp';
import { type TestContext, type TestUser, createService, createTestContext, multipart, pdf, registerAndLogin } from '../test/helpers';

const KB = 1024;

/**
 * A disk quota on uploads besides their count: one address (and one account, whatever its
 * addresses) may store a sum of bytes per window. Beyond it 429 with Retry-After, decided before
 * the body is parsed or an image decoded; a file that would pass the quota is cut off mid-stream.
 */
describe('upload quota (bytes per address and per account)', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let serviceId: number;
  /** Image jobs started: a refused upload must not have started one. */
  let imageJobs = 0;
  before(async () => {
    ctx = await createTestContext({
      limits: { ...defaultLimits, uploadBytesPerIp: { max: 100 * KB, windowMs: 60 * 60_000 }, uploadBytesPerAccount: { max: 60 * KB, windowMs: 60 * 60_000 } },
    });
    seller = await registerAndLogin(ctx.app, 'seller');
    serviceId = await createService(ctx.app, seller);
    const images = ctx.app.workPools.images;
    const run = images.run.bind(images);
    images.run = ((job: Parameters<typeof run>[0]) => {
      imageJobs += 1;
      return run(job);
    }) as typeof images.run;
  });
  after(() => ctx.cleanup());

  /** A PDF of about `size` bytes. */
  const document = (size: number) => Buffer.concat([pdf(), Buffer.alloc(size - pdf().length, 0x20)]);
  const upload = (data: Buffer, remoteAddress: string, headers: Record<string, string> = {}): InjectOptions => {
    const form = multipart({}, { field: 'document_url', filename: 'plan.pdf', contentType: 'application/pdf', data });
    return { method: 'POST', url: '/quotation/upload', remoteAddress, payload: form.payload, headers: { ...form.headers, ...headers } };
  };
  const documentCount = async () => Number((await ctx.app.db.selectFrom('documents').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

  test('anonymous: one address stores at most its quota; the next upload is 429 with Retry-After, naming the quota, and stores nothing', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await ctx.app.inject(upload(document(30 * KB), '203.0.113.1'));
      assert.equal(response.statusCode, 201, response.body);
    }
    const stored = await documentCount();
    const refused = await ctx.app.inject(upload(document(30 * KB), '203.0.113.1'));
    assert.equal(refused.statusCode, 429, refused.body);
    assert.match(refused.json<{ error: string }>().error, /^Upload quota reached: at most 100 KB of files per 60 minutes from this address; try again in \d+ minutes?$/);
    assert.equal(refused.json<{ code: string }>().code, 'upload.quota_exceeded');
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
    assert.equal(await documentCount(), stored, 'nothing stored');
    // The 10 KB left still fit: the quota counts bytes, not uploads.
    assert.equal((await ctx.app.inject(upload(document(9 * KB), '203.0.113.1'))).statusCode, 201);
    // Another address has its own quota.
    assert.equal((await ctx.app.inject(upload(document(30 * KB), '203.0.113.2'))).statusCode, 201);
  });

  test('a file that would pass the quota is cut off while streaming: 429, not stored, not counted', async () => {
    const first = await ctx.app.inject(upload(document(70 * KB), '203.0.113.3'));
    assert.equal(first.statusCode, 201, first.body);
    const stored = await documentCount();
    // 30 KB left, well under the 20 MB per file: the stream stops at the quota, not at the file limit.
    const tooBig = await ctx.app.inject(upload(document(200 * KB), '203.0.113.3'));
    assert.equal(tooBig.statusCode, 429, tooBig.body);
    assert.equal(tooBig.json<{ code: string }>().code, 'upload.quota_exceeded');
    assert.ok(tooBig.headers['retry-after']);
    assert.equal(await documentCount(), stored);
    assert.equal((await ctx.app.inject(upload(document(29 * KB), '203.0.113.3'))).statusCode, 201, 'the refused file was not counted');
  });

  test('per account across addresses, and refused before any image work', async () => {
    // Noise does not compress: about 20 KB, so a few photos reach the account's 60 KB.
    const photo = await sharp({ create: { width: 160, height: 160, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).jpeg().toBuffer();
    const photoUpload = (remoteAddress: string): InjectOptions => {
      const form = multipart({ service_id: String(serviceId) }, { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: photo });
      return { method: 'POST', url: '/services/photos', remoteAddress, headers: { ...form.headers, ...seller.auth }, payload: form.payload };
    };
    const anonymous = await ctx.app.inject(upload(document(50 * KB), '198.51.100.1'));
    assert.equal(anonymous.statusCode, 201, 'an anonymous upload counts for its address only');
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof ctx.app.inject>> | null = null;
    // Each photo from a new address: only the account's quota (60 KB) can stop them.
    for (let i = 1; i <= 10 && !refused; i++) {
      const response = await ctx.app.inject(photoUpload(`198.51.100.${10 + i}`));
      if (response.statusCode === 201) accepted += 1;
      else refused = response;
    }
    assert.ok(refused, 'the account met its quota');
    assert.equal(refused.statusCode, 429, refused.body);
    assert.match(refused.json<{ error: string }>().error, /from this account/);
    assert.ok(accepted >= 1 && accepted * photo.length <= 60 * KB, `${accepted} photos of ${photo.length} bytes`);
    const jobsBefore = imageJobs;
    const again = await ctx.app.inject(photoUpload('198.51.100.99'));
    assert.equal(again.statusCode, 429);
    assert.equal(imageJobs, jobsBefore, 'no image was decoded for a refused upload');
  });

  test('a signed-in document upload counts for the account too; a stale token counts as anonymous, as the route always allowed', async () => {
    const buyer = await registerAndLogin(ctx.app, 'buyer');
    const signedIn = await ctx.app.inject(upload(document(50 * KB), '192.0.2.1', buyer.auth));
    assert.equal(signedIn.statusCode, 201, signedIn.body);
    const fromElsewhere = await ctx.app.inject(upload(document(20 * KB), '192.0.2.2', buyer.auth));
    assert.equal(fromElsewhere.statusCode, 429, 'the account has 10 KB left, whatever the address');
    assert.match(fromElsewhere.json<{ error: string }>().error, /from this account/);
    const stale = await ctx.app.inject(upload(document(5 * KB), '192.0.2.3', { authorization: 'Bearer not-a-token' }));
    assert.equal(stale.statusCode, 201, stale.body);
  });

  test('the defaults: 200 MB per hour per address and per account, unattached uploads kept one hour', () => {
    assert.deepEqual(defaultLimits.uploadBytesPerIp, { max: 200 * 1024 * KB, windowMs: 60 * 60_000 });
    assert.deepEqual(defaultLimits.uploadBytesPerAccount, { max: 200 * 1024 * KB, windowMs: 60 * 60_000 });
    assert.equal(defaultLimits.unattachedDocumentMs, 60 * 60_000);
  });
});
