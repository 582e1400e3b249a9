// database-independent: the S3 storage driver does not depend on which database is behind the API, so only the SQLite pass runs this file (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import type { PhotoImage } from '@craft/shared/api/types';
import { type TestContext, type TestUser, createService, createTestContext, jpeg, multipart, pdf, registerAndLogin, setServiceArea } from '../test/helpers';
import { type S3Sandbox, startS3 } from '../test/scale-out-services';
import { S3Storage } from './s3';

/** Runs in both passes: the driver does not depend on the database. */
describe('S3 storage driver against an S3-protocol server on loopback', () => {
  let s3: S3Sandbox;
  let ctx: TestContext;
  let seller: TestUser;

  before(async () => {
    s3 = await startS3();
    // Private documents leave through 60-second signed URLs in this context.
    ctx = await createTestContext({ s3: { ...s3.config, signedUrlSeconds: 60 } });
    seller = await registerAndLogin(ctx.app, 'seller');
  });
  after(async () => {
    await ctx.cleanup();
    await s3.close();
  });

  test('S3_* selects the driver: a service photo lands in the bucket, not on the local disk, and GET /files serves it', async () => {
    assert.ok(ctx.app.storage instanceof S3Storage);
    const serviceId = await createService(ctx.app, seller);
    const form = multipart({ service_id: String(serviceId) }, { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg() });
    const uploaded = await ctx.app.inject({ method: 'POST', url: '/services/photos', headers: { ...form.headers, ...seller.auth }, payload: form.payload });
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    const { photo_url, thumbnail_url } = uploaded.json<{ photo_url: string; thumbnail_url: string }>();
    assert.match(photo_url, /^http:\/\/localhost:\d+\/files\/photos\/[A-Za-z0-9_-]+\.webp$/);

    const inBucket = await ctx.app.storage.read(new URL(photo_url).pathname.replace('/files/', ''));
    assert.ok(inBucket && inBucket.size > 0, 'the photo is an object in the bucket');
    inBucket.stream.resume();
    const local = await fs.readdir(path.join(ctx.config.dataDir, 'uploads')).catch(() => []);
    assert.deepEqual(local, [], 'nothing is written under DATA_DIR/uploads');

    for (const url of [photo_url, thumbnail_url]) {
      const served = await ctx.app.inject({ method: 'GET', url });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/webp');
      assert.equal(served.rawPayload.subarray(8, 12).toString(), 'WEBP');
    }
    // The srcset variants are objects in the bucket too, served with their own type.
    const { image } = uploaded.json<{ image: PhotoImage }>();
    assert.deepEqual(
      image.variants.map((v) => v.width),
      [64],
    );
    const variant = await ctx.app.inject({ method: 'GET', url: image.variants[0]?.jpeg ?? '' });
    assert.equal(variant.statusCode, 200);
    assert.equal(variant.headers['content-type'], 'image/jpeg');
    assert.equal((await sharp(variant.rawPayload).metadata()).format, 'jpeg');
  });

  test('a quotation document is only reachable through a short-lived signed URL handed to a seller', async () => {
    const form = multipart({}, { field: 'document_url', filename: 'offer.pdf', contentType: 'application/pdf', data: pdf() });
    const { file_url } = (await ctx.app.inject({ method: 'POST', url: '/quotation/upload', ...form })).json<{ file_url: string }>();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/quotation',
      payload: { firstname: 'E', lastname: 'M', street: 'S 1', post_number: '50667', phone: '1', email: 'e@example.com', category_id: 1, document_url: file_url, status: 'open' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const url = `/quotation/${created.json<{ id: number }>().id}/document`;

    assert.equal((await ctx.app.inject({ method: 'GET', url })).statusCode, 401);
    const buyer = await registerAndLogin(ctx.app, 'buyer');
    assert.equal((await ctx.app.inject({ method: 'GET', url, headers: buyer.auth })).statusCode, 403);

    // The craftsmen the request reaches (trade and area) get the link: a Cologne painter.
    await createService(ctx.app, seller);
    await setServiceArea(ctx.app, seller, '50667');
    const redirect = await ctx.app.inject({ method: 'GET', url, headers: seller.auth });
    assert.equal(redirect.statusCode, 302);
    assert.equal(redirect.headers['cache-control'], 'private, no-store');
    const signed = new URL(String(redirect.headers.location));
    assert.equal(signed.origin, s3.config.endpoint);
    assert.equal(signed.searchParams.get('X-Amz-Expires'), '60');
    assert.ok(signed.searchParams.get('X-Amz-Signature'));

    const download = await fetch(signed);
    assert.equal(download.status, 200);
    assert.match(download.headers.get('content-disposition') ?? '', /^attachment; filename="quotation-\d+\.pdf"$/);
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), pdf());
  });

  test('the driver reads a missing key as null and deletes idempotently', async () => {
    const storage = new S3Storage(s3.config);
    try {
      const key = 'documents/AbCdEfGhIjKlMnOp.pdf';
      assert.equal(await storage.read(key), null);
      await storage.put(key, pdf());
      assert.equal((await storage.read(key))?.size, pdf().length);
      await storage.delete(key);
      await storage.delete(key);
      assert.equal(await storage.read(key), null);
      assert.equal(storage.publicUrl(key), null, 'documents never get a public URL');
      assert.equal(storage.publicUrl('photos/AbCdEfGhIjKlMnOp.webp'), '/files/photos/AbCdEfGhIjKlMnOp.webp');
    } finally {
      storage.close();
    }
  });
});
