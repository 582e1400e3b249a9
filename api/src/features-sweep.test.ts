import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { type TestContext, type TestUser, createService } from './test/helpers';
import { sellerAndBuyer } from './test/features';

/** The buyer and seller feature routes (wishlist ... portfolio) under odd ids and malformed bodies. */
describe('buyer and seller features: malformed input', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
  before(async () => ({ ctx, seller, buyer } = await sellerAndBuyer()));
  after(() => ctx.cleanup());

  test('odd ids and malformed bodies never produce a 5xx and always answer { error }', async () => {
    const serviceId = await createService(ctx.app, seller);
    const ids = ['-1', '1.5', '%00', '..%2F..%2Fetc', '../', '1e3', '0x10', ' 1', '99999999999999999999', 'null', '%E0%A4%A', "1'--"];
    const bodies: unknown[] = ['garbage', '[]', 'null', '{"a":', `{"description":"${'x'.repeat(200_000)}"}`, { __proto__: { status: 'accepted' } }];
    const json = { 'content-type': 'application/json' };
    const idRoutes: Array<[InjectOptions['method'], (id: string) => string, TestUser]> = [
      ['DELETE', (id) => `/wishlist/${id}`, buyer],
      ['GET', (id) => `/orders/${id}`, buyer],
      ['GET', (id) => `/orders/${id}/document`, buyer],
      ['POST', (id) => `/orders/${id}/cancel`, buyer],
      ['POST', (id) => `/orders/${id}/accept`, seller],
      ['POST', (id) => `/orders/${id}/reject`, seller],
      ['POST', (id) => `/orders/${id}/work-done`, seller],
      ['POST', (id) => `/orders/${id}/confirm`, buyer],
      ['POST', (id) => `/orders/${id}/payment-received`, seller],
      ['PUT', (id) => `/orders/${id}/review`, buyer],
      ['GET', (id) => `/services/${id}/reviews`, buyer],
      ['GET', (id) => `/services/${id}/stats`, buyer],
      ['GET', (id) => `/direct-offers/${id}`, buyer],
      ['PUT', (id) => `/direct-offers/${id}`, buyer],
      ['DELETE', (id) => `/direct-offers/${id}`, buyer],
      ['POST', (id) => `/direct-offers/${id}/accept`, seller],
      ['POST', (id) => `/direct-offers/${id}/counter`, seller],
      ['POST', (id) => `/direct-offers/${id}/reject`, seller],
      ['POST', (id) => `/direct-offers/${id}/withdraw`, buyer],
      ['GET', (id) => `/direct-offers/${id}/document`, seller],
      ['PUT', (id) => `/quotation/${id}/answer`, seller],
      ['GET', (id) => `/quotation/${id}/answer`, seller],
      ['POST', (id) => `/quotation/${id}/accept`, buyer],
      ['GET', (id) => `/sellers/${id}`, buyer],
      ['GET', (id) => `/portfolio/${id}`, buyer],
      ['GET', (id) => `/portfolio/seller/${id}`, buyer],
      ['PUT', (id) => `/portfolio/${id}`, seller],
      ['DELETE', (id) => `/portfolio/${id}`, seller],
      ['POST', (id) => `/portfolio/${id}/images`, seller],
    ];
    const requests: InjectOptions[] = [];
    for (const [method, url, user] of idRoutes) {
      for (const id of ids) requests.push({ method, url: url(id), headers: user.auth });
    }
    const writes: Array<[InjectOptions['method'], string, TestUser]> = [
      ['POST', '/wishlist', buyer],
      ['POST', '/orders', buyer],
      ['POST', '/direct-offers', buyer],
      ['POST', '/portfolio', seller],
      ['PUT', `/orders/1/review`, buyer],
      ['POST', '/orders/1/cancel', buyer],
      ['POST', '/direct-offers/1/counter', seller],
      ['PUT', '/quotation/1/answer', seller],
    ];
    for (const [method, url, user] of writes) {
      for (const body of bodies) {
        requests.push({ method, url, headers: { ...user.auth, ...json }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
      }
      requests.push({ method, url, headers: { ...user.auth, 'content-type': 'text/plain' }, payload: 'x=1' });
      requests.push({ method, url, headers: { ...user.auth, authorization: 'Bearer not.a.token' }, payload: {} });
    }
    requests.push({
      method: 'POST',
      url: '/orders',
      headers: buyer.auth,
      payload: { service_id: serviceId, payment_method: 'paypal', amount: Number.POSITIVE_INFINITY, account_number: ['1234'] },
    });
    for (const request of requests) {
      const response = await ctx.app.inject(request);
      const where = `${request.method} ${String(request.url)}`;
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${where} -> ${response.statusCode}`);
      assert.equal(typeof response.json().error, 'string', where);
    }
  });
});
