import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ServiceStats } from '@craft/shared/api/feature-types';
import { type TestContext, type TestUser, createService, createTestContext, registerAndLogin } from '../../test/helpers';
import { isoWeekName, mondayOf } from '../../lib/iso-weeks';

describe('GET /services/{id}/stats: the craftsman\'s weekly figures', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
  let serviceId: number;

  before(async () => {
    ctx = await createTestContext();
    seller = await registerAndLogin(ctx.app, 'seller');
    buyer = await registerAndLogin(ctx.app, 'buyer');
    serviceId = await createService(ctx.app, seller, { price: 90 });
  });
  after(async () => {
    await ctx.cleanup();
  });

  const stats = async (auth?: Record<string, string>, query = ''): Promise<ServiceStats> => {
    const response = await ctx.app.inject({ method: 'GET', url: `/services/${serviceId}/stats${query}`, headers: auth });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<ServiceStats>();
  };
  const read = async (auth?: Record<string, string>) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/services/${serviceId}`, headers: auth });
    assert.equal(response.statusCode, 200, response.body);
  };

  test('the owner sees views by others, requests, orders not cancelled and their revenue this week', async () => {
    // Twice anonymously (the second from the detail cache), once by a buyer; the craftsman's own reads do not count.
    await read();
    await read();
    await read(buyer.auth);
    await read(seller.auth);
    // Views are written behind the response: wait until they are.
    for (let tries = 0; (await stats(seller.auth)).weekly?.at(-1)?.views !== 3 && tries < 100; tries += 1) await new Promise((done) => setTimeout(done, 20));

    const offer = await ctx.app.inject({ method: 'POST', url: '/direct-offers', headers: buyer.auth, payload: { seller_id: seller.id, service_id: serviceId, description: 'Paint two rooms', price: 300 } });
    assert.equal(offer.statusCode, 201, offer.body);
    const talk = await ctx.app.inject({ method: 'POST', url: '/conversations', headers: buyer.auth, payload: { seller_id: seller.id, service_id: serviceId, text: 'Do you work on Saturdays?' } });
    assert.equal(talk.statusCode, 201, talk.body);
    const place = () => ctx.app.inject({ method: 'POST', url: '/orders', headers: buyer.auth, payload: { service_id: serviceId, payment_method: 'credit-card', amount: 90 } });
    assert.equal((await place()).statusCode, 201);
    const cancelled = (await place()).json<{ id: number }>();
    const cancel = await ctx.app.inject({ method: 'POST', url: `/orders/${cancelled.id}/cancel`, headers: buyer.auth, payload: {} });
    assert.equal(cancel.statusCode, 200, cancel.body);

    const { weekly, order_count } = await stats(seller.auth);
    assert.equal(order_count, 1);
    assert.equal(weekly?.length, 12);
    assert.deepEqual(weekly?.at(-1), { week: isoWeekName(mondayOf(Date.now())), views: 3, requests: 2, orders: 1, revenue: 90 });
    assert.ok(weekly?.slice(0, -1).every((week) => week.views === 0 && week.orders === 0));
    assert.equal((await stats(seller.auth, '?weeks=52')).weekly?.length, 52);
    assert.equal((await stats(seller.auth, '?weeks=1')).weekly?.length, 1);
  });

  test('anyone else gets the public figures only', async () => {
    const other = await registerAndLogin(ctx.app, 'seller');
    for (const auth of [undefined, buyer.auth, other.auth, { authorization: 'Bearer stale.token.here' }]) {
      const body = await stats(auth);
      assert.equal('weekly' in body, false);
      assert.deepEqual(Object.keys(body).sort(), ['order_count', 'rating_average', 'rating_count']);
    }
  });

  test('weeks outside 1..52 are refused with an error', async () => {
    for (const weeks of ['0', '53', 'x', '2.5']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/services/${serviceId}/stats?weeks=${weeks}`, headers: seller.auth });
      assert.equal(response.statusCode, 400, weeks);
      assert.equal(typeof response.json<{ error: string }>().error, 'string');
    }
  });
});
