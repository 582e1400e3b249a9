import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  type TestContext,
  type TestUser,
  createService,
  createTestContext,
  jpeg,
  multipart,
  png,
  registerAndLogin,
} from '../../test/helpers';

describe('services', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  before(async () => {
    ctx = await createTestContext();
    seller = await registerAndLogin(ctx.app, 'seller');
    otherSeller = await registerAndLogin(ctx.app, 'seller');
    buyer = await registerAndLogin(ctx.app, 'buyer');
  });
  after(() => ctx.cleanup());

  const photoUpload = async (user: TestUser, serviceId: number | string, data?: Buffer, method: 'POST' | 'PUT' = 'POST') => {
    const file = { field: 'photo', filename: 'photo.jpg', contentType: 'image/jpeg', data: data ?? (await jpeg()) };
    const form = method === 'POST' ? multipart({ service_id: String(serviceId) }, file) : multipart({}, file);
    return ctx.app.inject({
      method,
      url: method === 'POST' ? '/services/photos' : `/services/photos/${serviceId}`,
      payload: form.payload,
      headers: { ...form.headers, ...user.auth },
    });
  };

  test('POST /services creates a service; seller, created_by and updated_by come from the token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/services',
      headers: seller.auth,
      payload: { seller_id: seller.id, category_id: 2, title: 'Wall', description: 'Nice', price: '250', created_by: 1, updated_by: 1 },
    });
    assert.equal(response.statusCode, 201);
    const service = response.json();
    assert.ok(service.id > 0);
    assert.equal(service.seller_id, seller.id);
    assert.equal(service.created_by, seller.id);
    assert.equal(service.updated_by, seller.id);
    assert.equal(service.price, 250);
    assert.equal(service.category_id, 2);
    assert.equal(service.photo, null);
    assert.deepEqual(service.photos, []);
  });

  test('category_id defaults to 1', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/services', headers: seller.auth, payload: { seller_id: seller.id, title: 'T', price: 1 } });
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().category_id, 1);
  });

  test('POST /services: 401 without token, 403 for a buyer, 403 for another seller_id, 400 for bad fields', async () => {
    const body = { seller_id: seller.id, category_id: 1, title: 'T', description: '', price: 1 };
    assert.equal((await ctx.app.inject({ method: 'POST', url: '/services', payload: body })).statusCode, 401);
    assert.equal((await ctx.app.inject({ method: 'POST', url: '/services', headers: buyer.auth, payload: { ...body, seller_id: buyer.id } })).statusCode, 403);
    assert.equal((await ctx.app.inject({ method: 'POST', url: '/services', headers: otherSeller.auth, payload: body })).statusCode, 403);
    for (const bad of [{ ...body, price: 'abc' }, { ...body, price: 1.5 }, { ...body, price: -1 }, { ...body, title: '   ' }, { ...body, category_id: 9999 }]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/services', headers: seller.auth, payload: bad });
      assert.equal(response.statusCode, 400, JSON.stringify(bad));
      assert.equal(typeof response.json().error, 'string');
    }
  });

  test('GET /services/{id} returns the service; unknown is 404; a malformed id is 400', async () => {
    const id = await createService(ctx.app, seller, { title: 'Readable' });
    const response = await ctx.app.inject({ method: 'GET', url: `/services/${id}` });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().title, 'Readable');
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/services/987654' })).statusCode, 404);
    for (const bad of ['-1', '1.5', 'abc', '%00', '0', '99999999999']) {
      assert.equal((await ctx.app.inject({ method: 'GET', url: `/services/${bad}` })).statusCode, 400, bad);
    }
  });

  test('PUT /services/{id}: the owner updates; others get 403, no token 401, unknown 404', async () => {
    const id = await createService(ctx.app, seller);
    const body = { seller_id: seller.id, category_id: 3, title: 'Updated', description: 'New text', price: 42, updated_by: 1 };
    const updated = await ctx.app.inject({ method: 'PUT', url: `/services/${id}`, headers: seller.auth, payload: body });
    assert.equal(updated.statusCode, 200);
    assert.equal(updated.json().title, 'Updated');
    assert.equal(updated.json().category_id, 3);
    assert.equal(updated.json().updated_by, seller.id);
    assert.equal((await ctx.app.inject({ method: 'PUT', url: `/services/${id}`, payload: body })).statusCode, 401);
    assert.equal((await ctx.app.inject({ method: 'PUT', url: `/services/${id}`, headers: buyer.auth, payload: body })).statusCode, 403);
    const stolen = await ctx.app.inject({ method: 'PUT', url: `/services/${id}`, headers: otherSeller.auth, payload: { ...body, seller_id: otherSeller.id } });
    assert.equal(stolen.statusCode, 403);
    const moved = await ctx.app.inject({ method: 'PUT', url: `/services/${id}`, headers: seller.auth, payload: { ...body, seller_id: otherSeller.id } });
    assert.equal(moved.statusCode, 403, 'a seller cannot hand a service to someone else');
    assert.equal((await ctx.app.inject({ method: 'PUT', url: '/services/987654', headers: seller.auth, payload: body })).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/services/${id}` })).json().title, 'Updated');
  });

  test('DELETE /services/{id}: others 403; the owner deletes it and its photo files', async () => {
    const id = await createService(ctx.app, seller);
    const { photo_url } = (await photoUpload(seller, id)).json();
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/services/${id}`, headers: otherSeller.auth })).statusCode, 403);
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/services/${id}` })).statusCode, 401);
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/services/${id}`, headers: seller.auth })).statusCode, 204);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/services/${id}` })).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'GET', url: photo_url })).statusCode, 404, 'the photo file is gone');
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/services/${id}`, headers: seller.auth })).statusCode, 404);
    // The client's second call ("both must succeed") also works after the service is gone.
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/services/photos/${id}`, headers: seller.auth })).statusCode, 204);
  });

  test('DELETE with Content-Type: application/json and no body, as the spec\'s frontend sends it', async () => {
    const id = await createService(ctx.app, seller);
    await photoUpload(seller, id);
    const emptyJson = { ...seller.auth, 'content-type': 'application/json' };
    const photo = await ctx.app.inject({ method: 'DELETE', url: `/services/photos/${id}`, headers: emptyJson });
    assert.equal(photo.statusCode, 204, photo.body);
    const service = await ctx.app.inject({ method: 'DELETE', url: `/services/${id}`, headers: emptyJson, payload: '' });
    assert.equal(service.statusCode, 204, service.body);
    // A route that needs a body still says so, in its schema's words.
    const noBody = await ctx.app.inject({ method: 'POST', url: '/services', headers: emptyJson });
    assert.equal(noBody.statusCode, 400);
    assert.match(noBody.json<{ error: string }>().error, /^body/);
  });

  test('photos: upload, read back as photo/photos/thumbnail, serve as WebP, replace and delete', async () => {
    const id = await createService(ctx.app, seller);
    const uploaded = await photoUpload(seller, id);
    assert.equal(uploaded.statusCode, 201);
    const { photo_url, thumbnail_url } = uploaded.json();
    assert.match(photo_url, /^http:\/\/localhost:\d+\/files\/photos\/[A-Za-z0-9_-]+\.webp$/, "absolute, on the API's own address");

    assert.deepEqual((await ctx.app.inject({ method: 'GET', url: `/services/photos/${id}` })).json(), { photo_url });
    const service = (await ctx.app.inject({ method: 'GET', url: `/services/${id}` })).json();
    assert.equal(service.photo, photo_url);
    assert.deepEqual(service.photos, [photo_url]);
    assert.equal(service.thumbnail, thumbnail_url);

    const file = await ctx.app.inject({ method: 'GET', url: photo_url });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'image/webp');
    assert.equal(file.rawPayload.subarray(8, 12).toString(), 'WEBP');
    assert.equal((await ctx.app.inject({ method: 'GET', url: thumbnail_url })).statusCode, 200);

    const second = await photoUpload(seller, id, await png());
    assert.equal(second.statusCode, 201);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/services/${id}` })).json().photos.length, 2);

    const replaced = await photoUpload(seller, id, undefined, 'PUT');
    assert.equal(replaced.statusCode, 200);
    const after = (await ctx.app.inject({ method: 'GET', url: `/services/${id}` })).json();
    assert.deepEqual(after.photos, [replaced.json().photo_url]);
    assert.equal((await ctx.app.inject({ method: 'GET', url: photo_url })).statusCode, 404, 'replaced file removed');

    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/services/photos/${id}`, headers: otherSeller.auth })).statusCode, 403);
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/services/photos/${id}`, headers: seller.auth })).statusCode, 204);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/services/photos/${id}` })).statusCode, 404);
  });

  test('photo uploads: 401/403/404 by ownership, 400 without file, 415 by content, 413 over 10 MB', async () => {
    const id = await createService(ctx.app, seller);
    const form = multipart({ service_id: String(id) }, { field: 'photo', filename: 'a.jpg', contentType: 'image/jpeg', data: await jpeg() });
    assert.equal((await ctx.app.inject({ method: 'POST', url: '/services/photos', ...form })).statusCode, 401);
    assert.equal((await photoUpload(buyer, id)).statusCode, 403);
    assert.equal((await photoUpload(otherSeller, id)).statusCode, 403);
    assert.equal((await photoUpload(seller, 987654)).statusCode, 404);
    assert.equal((await photoUpload(otherSeller, id, undefined, 'PUT')).statusCode, 403);

    const noFile = multipart({ service_id: String(id) });
    const missing = await ctx.app.inject({ method: 'POST', url: '/services/photos', payload: noFile.payload, headers: { ...noFile.headers, ...seller.auth } });
    assert.equal(missing.statusCode, 400);

    const fake = await photoUpload(seller, id, Buffer.from('<?php echo "not an image"; ?>'.repeat(10)));
    assert.equal(fake.statusCode, 415);
    assert.match(fake.json().error, /JPEG, PNG or WebP/);
    const gif = await photoUpload(seller, id, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'));
    assert.equal(gif.statusCode, 415);
    const brokenJpeg = await photoUpload(seller, id, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]));
    assert.equal(brokenJpeg.statusCode, 415);

    const huge = Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooBig = await photoUpload(seller, id, huge);
    assert.equal(tooBig.statusCode, 413);
    assert.equal(typeof tooBig.json().error, 'string');

    const json = await ctx.app.inject({ method: 'POST', url: '/services/photos', headers: seller.auth, payload: { service_id: id } });
    assert.equal(json.statusCode, 415);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/services/${id}` })).json().photos.length, 0, 'nothing stored');
  });

  test('GET /services/seller/{sellerId} lists only that seller’s services, newest first', async () => {
    const lone = await registerAndLogin(ctx.app, 'seller');
    const first = await createService(ctx.app, lone, { title: 'first' });
    const second = await createService(ctx.app, lone, { title: 'second' });
    const list = (await ctx.app.inject({ method: 'GET', url: `/services/seller/${lone.id}` })).json<Array<{ id: number; seller_id: number }>>();
    assert.deepEqual(list.map((s) => s.id), [second, first]);
    assert.ok(list.every((s) => s.seller_id === lone.id));
    assert.deepEqual((await ctx.app.inject({ method: 'GET', url: '/services/seller/987654' })).json(), []);
  });

  test('GET /services/search matches title, description and category name case-insensitively, paged', async () => {
    const searcher = await registerAndLogin(ctx.app, 'seller', { company_name: 'Search Co' });
    await createService(ctx.app, searcher, { title: 'Zebra-Stripes painting', category_id: 1 });
    await createService(ctx.app, searcher, { title: 'Plain', description: 'with ZEBRA-stripes pattern', category_id: 4 });
    await createService(ctx.app, searcher, { title: 'Literal 100%_done', category_id: 4 });

    const byText = (await ctx.app.inject({ method: 'GET', url: '/services/search?q=zebra-stripes' })).json();
    assert.equal(byText.total, 2);
    assert.equal(byText.items[0].seller_company_name, 'Search Co');
    const inCategory = (await ctx.app.inject({ method: 'GET', url: '/services/search?q=zebra-stripes&category=4' })).json();
    assert.equal(inCategory.total, 1);
    assert.equal(inCategory.items[0].title, 'Plain');
    const paged = (await ctx.app.inject({ method: 'GET', url: '/services/search?q=zebra-stripes&page=2&size=1' })).json();
    assert.equal(paged.items.length, 1);
    assert.equal(paged.page, 2);
    const literal = (await ctx.app.inject({ method: 'GET', url: `/services/search?q=${encodeURIComponent('100%_')}` })).json();
    assert.equal(literal.total, 1, '% and _ are literal characters');
    const categoryName = (await ctx.app.inject({ method: 'GET', url: '/services/search?q=TILING' })).json();
    assert.ok(categoryName.items.some((s: { title: string }) => s.title === 'Plain'));
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/services/search?size=1000' })).statusCode, 400);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/services/search?q=${'x'.repeat(500)}` })).statusCode, 400);
  });
});
