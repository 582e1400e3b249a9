import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { SellerProfile, SellerSummary } from '@craft/shared/api/feature-types';
import { type TestContext, type TestUser, createService, createTestContext, registerAndLogin } from '../../test/helpers';

describe('sellers', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let plain: TestUser;
  let buyer: TestUser;
  before(async () => {
    ctx = await createTestContext();
    seller = await registerAndLogin(ctx.app, 'seller', { company_name: 'Zimmer Roofing' });
    plain = await registerAndLogin(ctx.app, 'seller', { firstname: 'Anna' });
    buyer = await registerAndLogin(ctx.app, 'buyer');
  });
  after(() => ctx.cleanup());

  test('GET /sellers lists every craftsman by display name, never buyers, never contact details', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sellers' });
    assert.equal(response.statusCode, 200);
    const list = response.json<SellerSummary[]>();
    assert.deepEqual(list.map((s) => s.id), [plain.id, seller.id], 'sorted by display name');
    assert.deepEqual(list[1], { id: seller.id, firstname: 'Test', company_name: 'Zimmer Roofing', display_name: 'Zimmer Roofing' });
    assert.equal(list[0]?.display_name, 'Anna Company', 'without a company: the cards\' rule, first name plus "Company"');
    assert.doesNotMatch(response.body, /@|0123|Street 1|12345/);
  });

  test('GET /sellers/{id}: services, portfolio and rating, with no e-mail, phone or address', async () => {
    const serviceId = await createService(ctx.app, seller, { title: 'New roof' });
    await ctx.app.inject({ method: 'POST', url: '/portfolio', headers: seller.auth, payload: { name: 'Church roof', description: 'Slate' } });
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/orders',
      headers: buyer.auth,
      payload: { service_id: serviceId, payment_method: 'paypal' },
    });
    const orderId = order.json<{ id: number }>().id;
    for (const [user, step] of [[seller, 'accept'], [seller, 'work-done'], [buyer, 'confirm']] as const) {
      await ctx.app.inject({ method: 'POST', url: `/orders/${orderId}/${step}`, headers: user.auth });
    }
    const reviewed = await ctx.app.inject({ method: 'PUT', url: `/orders/${orderId}/review`, headers: buyer.auth, payload: { rating: 4, text: 'Tight roof' } });
    assert.equal(reviewed.statusCode, 201, reviewed.body);

    const response = await ctx.app.inject({ method: 'GET', url: `/sellers/${seller.id}` });
    assert.equal(response.statusCode, 200);
    const profile = response.json<SellerProfile>();
    assert.equal(profile.display_name, 'Zimmer Roofing');
    assert.equal(profile.lastname, 'seller');
    assert.deepEqual(profile.services.map((s) => s.title), ['New roof']);
    assert.deepEqual(profile.portfolio.map((p) => p.name), ['Church roof']);
    assert.equal(profile.rating_average, 4);
    assert.equal(profile.rating_count, 1);
    for (const secret of ['email', 'phone', 'street', 'post_number', 'password_hash']) assert.ok(!(secret in profile), secret);
    assert.doesNotMatch(response.body, /@test\.craft|0123|Street 1|12345/);
  });

  test('404 for unknown ids and for buyers, 400 for odd ids', async () => {
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/sellers/999999' })).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/sellers/${buyer.id}` })).statusCode, 404);
    for (const odd of ['-1', '1.5', 'abc', '%00']) assert.equal((await ctx.app.inject({ method: 'GET', url: `/sellers/${odd}` })).statusCode, 400, odd);
  });
});
