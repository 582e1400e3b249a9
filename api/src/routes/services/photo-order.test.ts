import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Service } from '@craft/shared/api/types';
import { defaultLimits } from '../../config';
import { type TestContext, type TestUser, createService, createTestContext, jpeg, multipart, registerAndLogin } from '../../test/helpers';

/**
 * A service holds up to ten photos in the order its craftsman sets (the first is the cover); he
 * may delete one; photos the server cannot read are refused with a sentence a person can act on.
 */
describe('service photos: limit, order, delete, refusals', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let other: TestUser;

  before(async () => {
    // A small file limit, so the over-limit answer needs no 10 MB body.
    ctx = await createTestContext({ limits: { ...defaultLimits, photoBytes: 64 * 1024 } });
    seller = await registerAndLogin(ctx.app, 'seller');
    other = await registerAndLogin(ctx.app, 'seller');
  });
  after(async () => ctx.cleanup());

  const upload = (serviceId: number, data: Buffer, filename = 'p.jpg') => {
    const form = multipart({ service_id: String(serviceId) }, { field: 'photo', filename, contentType: 'image/jpeg', data });
    return ctx.app.inject({ method: 'POST', url: '/services/photos', headers: { ...form.headers, ...seller.auth }, payload: form.payload });
  };
  const read = async (id: number) => (await ctx.app.inject({ method: 'GET', url: `/services/${id}` })).json<Service>();

  test('ten photos are taken, the eleventh refused; each answer names its id, in upload order', async () => {
    const id = await createService(ctx.app, seller);
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await upload(id, await jpeg(40 + i, 30));
      assert.equal(response.statusCode, 201, response.body);
      ids.push(response.json<{ id: number }>().id);
    }
    const eleventh = await upload(id, await jpeg(60, 30));
    assert.equal(eleventh.statusCode, 409);
    assert.equal(eleventh.json<{ code: string }>().code, 'service.photo_limit');
    const service = await read(id);
    assert.deepEqual(service.photo_ids, ids);
    assert.equal(service.photos.length, 10);
  });

  test('the owner reorders the photos, the first becomes the cover; others get 403, a wrong set 409', async () => {
    const id = await createService(ctx.app, seller);
    for (const width of [41, 42, 43]) assert.equal((await upload(id, await jpeg(width, 30))).statusCode, 201);
    const before = await read(id);
    const ids = before.photo_ids ?? [];
    const reversed = [...ids].reverse();
    const order = (user: TestUser, photo_ids: number[]) =>
      ctx.app.inject({ method: 'PUT', url: `/services/${id}/photos/order`, headers: user.auth, payload: { photo_ids } });

    const refused = await order(other, reversed);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual((await read(id)).photo_ids, ids, 'unchanged');

    assert.equal((await order(seller, ids.slice(1))).statusCode, 409, 'every photo must be named');
    const [first = 0, second = 0] = ids;
    assert.equal((await order(seller, [first, first, second])).statusCode, 409, 'each once');

    const done = await order(seller, reversed);
    assert.equal(done.statusCode, 200, done.body);
    const after = await read(id);
    assert.deepEqual(after.photo_ids, reversed);
    assert.deepEqual(after.photos, [...before.photos].reverse());
    assert.equal(after.photo, before.photos[2], 'the cover is the new first photo');
    const card = (await ctx.app.inject({ method: 'GET', url: `/services/photos/${id}` })).json<{ photo_url: string }>();
    assert.equal(card.photo_url, before.photos[2]);

    // A photo added later goes last, behind the chosen cover.
    const added = (await upload(id, await jpeg(44, 30))).json<{ id: number }>();
    assert.deepEqual((await read(id)).photo_ids, [...reversed, added.id]);
  });

  test('the owner deletes one photo and its file; others get 403; an unknown photo 404', async () => {
    const id = await createService(ctx.app, seller);
    for (const width of [41, 42]) assert.equal((await upload(id, await jpeg(width, 30))).statusCode, 201);
    const before = await read(id);
    const [first = 0, second = 0] = before.photo_ids ?? [];
    const [firstUrl = ''] = before.photos;
    const remove = (user: TestUser, photoId: number) => ctx.app.inject({ method: 'DELETE', url: `/services/${id}/photos/${photoId}`, headers: user.auth });

    assert.equal((await remove(other, first)).statusCode, 403);
    assert.equal((await remove(seller, first)).statusCode, 204);
    const after = await read(id);
    assert.deepEqual(after.photo_ids, [second]);
    assert.equal(after.photo, before.photos[1], 'the next photo is the cover now');
    assert.equal((await ctx.app.inject({ method: 'GET', url: new URL(firstUrl, 'http://x').pathname })).statusCode, 404, 'the file is gone');
    const again = await remove(seller, first);
    assert.equal(again.statusCode, 404);
    assert.equal(again.json<{ code: string }>().code, 'service.photo_not_found');
  });

  test('a HEIC photo is 415 with a sentence saying what to do; a file over the limit 413 with one too', async () => {
    const id = await createService(ctx.app, seller);
    // The start of an iPhone photo: an ISO-BMFF `ftyp` box of brand heic.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic'), Buffer.alloc(64)]);
    const refused = await upload(id, heic, 'IMG_0001.HEIC');
    assert.equal(refused.statusCode, 415);
    const body = refused.json<{ error: string; code: string }>();
    assert.equal(body.code, 'upload.photo_heic');
    assert.match(body.error, /HEIC photos can't be read yet\. Please save the photo as JPEG/);

    const large = await upload(id, Buffer.alloc(65 * 1024, 1));
    assert.equal(large.statusCode, 413);
    const tooLarge = large.json<{ error: string; code: string }>();
    assert.equal(tooLarge.code, 'upload.file_too_large');
    assert.match(tooLarge.error, /too large\. Please choose one of at most/);
    assert.deepEqual((await read(id)).photos, []);
  });
});
