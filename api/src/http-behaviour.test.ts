// database-independent: HTTP behaviour shared by every route does not depend on which database is behind the API, so only the SQLite pass runs this file (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { currentConsent } from '@craft/shared/legal';
import { type TestContext, type TestUser, createService, createTestContext, registerAndLogin, uniqueEmail } from './test/helpers';

describe('HTTP behaviour every route shares', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
  let serviceId: number;
  before(async () => {
    ctx = await createTestContext();
    seller = await registerAndLogin(ctx.app, 'seller');
    buyer = await registerAndLogin(ctx.app, 'buyer');
    serviceId = await createService(ctx.app, seller);
  });
  after(() => ctx.cleanup());

  test('a method a path does not offer: 405 with Allow and { error, code }; an unknown path stays 404', async () => {
    const cases: [string, string, string][] = [
      ['PATCH', `/services/${serviceId}`, 'DELETE, GET, HEAD, PUT'],
      ['DELETE', '/services', 'POST'],
      ['PUT', '/orders', 'GET, HEAD, POST'],
      ['POST', '/wishlist/1?x=1', 'DELETE'],
      ['DELETE', '/health', 'GET, HEAD'],
    ];
    for (const [method, url, allow] of cases) {
      const response = await ctx.app.inject({ method: method as 'GET', url, headers: buyer.auth });
      assert.equal(response.statusCode, 405, `${method} ${url}: ${response.body}`);
      assert.equal(response.headers.allow, allow, `${method} ${url}`);
      const body = response.json<{ error: string; code: string }>();
      assert.equal(body.code, 'request.method_not_allowed');
      assert.match(body.error, new RegExp(`^${method} is not allowed`));
    }
    const missing = await ctx.app.inject({ method: 'PATCH', url: '/no/such/path' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers.allow, undefined);
    assert.equal(missing.json<{ code: string }>().code, 'request.route_not_found');
  });

  test('authentication comes before body validation: anonymous with a bad body is 401, never validation details', async () => {
    const cases: [string, string, unknown][] = [
      ['PUT', `/services/${serviceId}`, { price: null }],
      ['POST', '/services', { title: '' }],
      ['POST', '/direct-offers', { seller_id: 'x' }],
      ['PUT', '/quotation/1/answer', { price: true }],
      ['POST', '/orders', []],
      ['PUT', '/users/me/locale', { locale: 42 }],
    ];
    for (const [method, url, payload] of cases) {
      const response = await ctx.app.inject({ method: method as 'POST', url, payload: payload as object });
      assert.equal(response.statusCode, 401, `${method} ${url}: ${response.body}`);
      const body = response.json<{ error: string; code: string }>();
      assert.equal(body.code, 'auth.required');
      assert.doesNotMatch(body.error, /body|price|title|seller_id|locale/, `${method} ${url}`);
    }
    // The wrong role with a bad body: 403, still before validation.
    const wrongRole = await ctx.app.inject({ method: 'POST', url: '/services', headers: buyer.auth, payload: { title: '' } });
    assert.equal(wrongRole.statusCode, 403, wrongRole.body);
    // With the right token the body is still validated.
    const invalid = await ctx.app.inject({ method: 'PUT', url: `/services/${serviceId}`, headers: seller.auth, payload: { price: null } });
    assert.equal(invalid.statusCode, 400, invalid.body);
  });

  test('an e-mail domain with a label ending or starting in "-" is refused (400 naming email)', async () => {
    for (const domain of ['shop-.de', '-shop.de', 'mail.shop-.de']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/users',
        payload: { email: `kunde@${domain}`, password: 'correct horse battery', firstname: 'A', lastname: 'B', post_number: '12345', street: 'S 1', phone: '1', role: 'buyer', ...currentConsent() },
      });
      assert.equal(response.statusCode, 400, `${domain}: ${response.body}`);
      assert.match(response.json<{ error: string }>().error, /body email/);
    }
    const fine = await ctx.app.inject({
      method: 'POST',
      url: '/users',
      payload: { email: uniqueEmail('my-shop'), password: 'correct horse battery', firstname: 'A', lastname: 'B', post_number: '12345', street: 'S 1', phone: '1', role: 'buyer', ...currentConsent() },
    });
    assert.equal(fine.statusCode, 201, fine.body);
  });

  test('unknown query parameters are ignored on every list, search included; known ones are still checked', async () => {
    const extra = 'utm_source=newsletter&foo=1';
    const lists: [string, TestUser | null][] = [
      ['/services/search?q=Test', null],
      ['/categories', null],
      ['/categories/1/services', null],
      [`/services/seller/${seller.id}`, null],
      [`/services/${serviceId}/reviews`, null],
      ['/sellers', null],
      ['/sitemap/services', null],
      ['/sitemap/sellers', null],
      ['/orders', buyer],
      ['/orders/received', seller],
      ['/direct-offers', buyer],
      ['/direct-offers/received', seller],
      ['/wishlist', buyer],
      ['/quotation', seller],
      ['/quotation/mine', buyer],
      ['/quotation/answered', seller],
      ['/notifications', buyer],
      ['/conversations', buyer],
      ['/reviews/received', seller],
    ];
    for (const [path, user] of lists) {
      const url = `${path}${path.includes('?') ? '&' : '?'}${extra}`;
      const response = await ctx.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    }
    for (const url of ['/services/search?size=0&utm_source=x', '/notifications?size=0&utm_source=x', '/quotation?page=0&utm_source=x']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: url.startsWith('/quotation') ? seller.auth : buyer.auth });
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
    }
  });
});
