import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { WishlistItem } from '@craft/shared/api/feature-types';
import { errorOf } from '../../test/features';
import { type TestContext, type TestUser, createService, createTestContext, registerAndLogin } from '../../test/helpers';

describe('wishlist', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
  let other: TestUser;
  let serviceId: number;
  before(async () => {
    ctx = await createTestContext();
    seller = await registerAndLogin(ctx.app, 'seller');
    buyer = await registerAndLogin(ctx.app, 'buyer');
    other = await registerAndLogin(ctx.app, 'buyer');
    serviceId = await createService(ctx.app, seller, { title: 'Wall painting', price: 119 });
  });
  after(() => ctx.cleanup());

  const add = (user: TestUser, service_id: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/wishlist', headers: user.auth, payload: { service_id } });
  const list = (user: TestUser) => ctx.app.inject({ method: 'GET', url: '/wishlist', headers: user.auth });

  test('a buyer adds a service (201) and it is listed as a catalogue card', async () => {
    const response = await add(buyer, serviceId);
    assert.equal(response.statusCode, 201);
    const item = response.json<WishlistItem>();
    assert.equal(item.service_id, serviceId);
    assert.equal(item.service.title, 'Wall painting');
    assert.equal(item.service.price, 119);
    const items = (await list(buyer)).json<WishlistItem[]>();
    assert.deepEqual(items.map((i) => i.service_id), [serviceId]);
  });

  test('adding twice keeps one (200 the second time)', async () => {
    const again = await add(buyer, serviceId);
    assert.equal(again.statusCode, 200);
    assert.equal((await list(buyer)).json<WishlistItem[]>().length, 1);
  });

  test('each buyer sees only their own list', async () => {
    assert.deepEqual((await list(other)).json(), []);
  });

  test('401 without a token, 403 for a seller, 404 for an unknown service, 400 for bad ids', async () => {
    assert.deepEqual(errorOf(await ctx.app.inject({ method: 'GET', url: '/wishlist' })), { status: 401, hasError: true });
    assert.deepEqual(errorOf(await ctx.app.inject({ method: 'POST', url: '/wishlist', payload: { service_id: serviceId } })), {
      status: 401,
      hasError: true,
    });
    assert.deepEqual(errorOf(await add(seller, serviceId)), { status: 403, hasError: true });
    assert.deepEqual(errorOf(await add(buyer, 999_999)), { status: 404, hasError: true });
    for (const bad of [-1, 1.5, 'abc', null, '../1']) assert.deepEqual(errorOf(await add(buyer, bad)), { status: 400, hasError: true });
    const noBody = await ctx.app.inject({ method: 'POST', url: '/wishlist', headers: buyer.auth });
    assert.equal(noBody.statusCode, 400);
    const badDelete = await ctx.app.inject({ method: 'DELETE', url: '/wishlist/1.5', headers: buyer.auth });
    assert.equal(badDelete.statusCode, 400);
  });

  test('remove: 204, then 404 because it is no longer there; the list is empty', async () => {
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/wishlist/${serviceId}`, headers: buyer.auth });
    assert.equal(removed.statusCode, 204);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/wishlist/${serviceId}`, headers: buyer.auth });
    assert.deepEqual(errorOf(again), { status: 404, hasError: true });
    assert.deepEqual((await list(buyer)).json(), []);
  });

  test('a deleted service leaves the wishlist with it', async () => {
    const doomed = await createService(ctx.app, seller, { title: 'Short-lived' });
    assert.equal((await add(buyer, doomed)).statusCode, 201);
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/services/${doomed}`, headers: seller.auth })).statusCode, 204);
    assert.deepEqual((await list(buyer)).json(), []);
  });
});
