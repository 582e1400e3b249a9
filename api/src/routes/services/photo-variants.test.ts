import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import type { Category, PhotoImage, Service } from '@craft/shared/api/types';
import { renderPhoto } from '../../lib/file-types';
import { nowIso } from '../../lib/time';
import { type TestContext, type TestUser, createService, createTestContext, jpeg, multipart, registerAndLogin } from '../../test/helpers';
import { convertStoredPhotos } from './photo-conversion';

/**
 * Service photos are stored at the widths screens ask for (`srcset`), as WebP and JPEG, never
 * wider than the photo; photos stored before that are converted by the start-up job.
 */
describe('photo variants', () => {
  let ctx: TestContext;
  let seller: TestUser;

  before(async () => {
    ctx = await createTestContext();
    seller = await registerAndLogin(ctx.app, 'seller');
  });
  after(async () => ctx.cleanup());

  const upload = async (serviceId: number, data: Buffer) => {
    const form = multipart({ service_id: String(serviceId) }, { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data });
    const response = await ctx.app.inject({ method: 'POST', url: '/services/photos', headers: { ...form.headers, ...seller.auth }, payload: form.payload });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ photo_url: string; image: PhotoImage | null }>();
  };

  /** A served file's bytes, and what sharp reads from them. */
  const served = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname });
    assert.equal(response.statusCode, 200, url);
    return { type: response.headers['content-type'], meta: await sharp(response.rawPayload).metadata() };
  };

  /** Every variant is served, has its width and format, and keeps the photo's aspect ratio. */
  const assertVariants = async (image: PhotoImage) => {
    for (const variant of image.variants) {
      const webp = await served(variant.webp);
      assert.equal(webp.type, 'image/webp');
      assert.equal(webp.meta.format, 'webp');
      assert.equal(webp.meta.width, variant.width);
      assert.equal(webp.meta.height, Math.round((variant.width * (image.height ?? 0)) / (image.width ?? 1)));
      const jpg = await served(variant.jpeg);
      assert.equal(jpg.type, 'image/jpeg');
      assert.equal(jpg.meta.format, 'jpeg');
      assert.equal(jpg.meta.width, variant.width);
    }
  };

  test('an upload is stored at each width up to its own, as WebP and JPEG, and every photo answer names them', async () => {
    const serviceId = await createService(ctx.app, seller);
    const { photo_url, image } = await upload(serviceId, await jpeg(700, 500));
    assert.ok(image);
    assert.equal(image.url, photo_url);
    assert.deepEqual([image.width, image.height], [700, 500]);
    assert.deepEqual(
      image.variants.map((v) => v.width),
      [320, 640, 700],
      'never upscaled: the largest is the photo itself',
    );
    await assertVariants(image);

    const service = (await ctx.app.inject({ method: 'GET', url: `/services/${serviceId}` })).json<Service>();
    assert.deepEqual(service.images, [image]);
    const categories = (await ctx.app.inject({ method: 'GET', url: '/categories' })).json<Category[]>();
    const card = categories.flatMap((c) => c.services).find((s) => s.id === serviceId);
    assert.deepEqual(card?.image, image, 'the catalogue card has the cover with its variants');

    // Replacing the photo deletes the old one's variants with it.
    const replaced = await ctx.app.inject({ method: 'DELETE', url: `/services/photos/${serviceId}`, headers: seller.auth });
    assert.equal(replaced.statusCode, 204);
    for (const variant of image.variants) {
      const gone = await ctx.app.inject({ method: 'GET', url: new URL(variant.jpeg, 'http://x').pathname });
      assert.equal(gone.statusCode, 404, variant.jpeg);
    }
  });

  test('a photo narrower than the smallest width gets one variant at its own width', async () => {
    const serviceId = await createService(ctx.app, seller);
    const { image } = await upload(serviceId, await jpeg(200, 150));
    assert.deepEqual(
      image?.variants.map((v) => v.width),
      [200],
    );
    await assertVariants(image);
  });

  test('the conversion job adds the variants to a photo stored before them, once', async () => {
    const serviceId = await createService(ctx.app, seller);
    // A photo as the API stored it before variants existed: photo and thumbnail, no variants column.
    const { photo, thumbnail } = await renderPhoto(await jpeg(400, 300));
    const keys = { storage_key: 'photos/oldphoto0123456789.webp', thumb_key: 'photos/oldphoto0123456789.thumb.webp' };
    await ctx.app.storage.put(keys.storage_key, photo);
    await ctx.app.storage.put(keys.thumb_key, thumbnail);
    await ctx.app.db
      .insertInto('service_photos')
      .values({ service_id: serviceId, ...keys, created_by: seller.id, updated_by: seller.id, created_at: nowIso() })
      .execute();
    // The seller's list is read afresh each time (GET /services/{id} is cached and this row bypassed the routes).
    const listed = async () => (await ctx.app.inject({ method: 'GET', url: `/services/seller/${seller.id}` })).json<Service[]>().find((s) => s.id === serviceId);
    const before = await listed();
    assert.deepEqual(before?.images[0]?.variants, [], 'not converted yet: the photo alone');
    assert.equal(before.images[0]?.width, null);

    const reported: number[] = [];
    assert.equal(await convertStoredPhotos(ctx.app, { onConverted: async (services) => void reported.push(...services.keys()) }), 1);
    assert.deepEqual(reported, [serviceId], 'the caches of the converted service are told');
    const image = (await listed())?.images[0];
    assert.ok(image);
    assert.deepEqual([image.width, image.height], [400, 300]);
    assert.deepEqual(
      image.variants.map((v) => v.width),
      [320, 400],
    );
    await assertVariants(image);

    assert.equal(await convertStoredPhotos(ctx.app), 0, 'a second run finds nothing left');
  });
});
