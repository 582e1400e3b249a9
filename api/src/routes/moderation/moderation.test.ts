import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type TestContext, type TestUser, createOperatorAndLogin, createService, createTestContext, registerAndLogin, uniqueEmail } from '../../test/helpers';
import type { ModerationCase } from './schema';

describe('moderation', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
  let operator: TestUser;

  before(async () => {
    ctx = await createTestContext();
    seller = await registerAndLogin(ctx.app, 'seller', { company_name: 'Fliesen Schmidt' });
    buyer = await registerAndLogin(ctx.app, 'buyer');
    operator = await createOperatorAndLogin(ctx.app);
  });
  after(async () => {
    await ctx.cleanup();
  });

  test('GET /moderation/reports: 401 anonymous, 403 for buyers and sellers', async () => {
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/moderation/reports' })).statusCode, 401);
    for (const user of [buyer, seller]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/moderation/reports', headers: user.auth });
      assert.equal(response.statusCode, 403);
      assert.equal(response.json<{ code: string }>().code, 'auth.operators_only');
    }
  });

  test('the open cases come oldest first, with every report and the target as its users see it', async () => {
    const serviceId = await createService(ctx.app, seller, { title: 'Fliesen legen', price: 250 });
    const report = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: '/reports', headers, payload: { reason: 'fraud', text: 'Wants cash in advance', ...payload } });
    assert.equal((await report({ target_type: 'service', target_id: serviceId }, buyer.auth)).statusCode, 201);
    assert.equal((await report({ target_type: 'user', target_id: seller.id, reason: 'harassment', text: 'Rude' }, buyer.auth)).statusCode, 201);
    assert.equal((await report({ target_type: 'service', target_id: serviceId, email: uniqueEmail('visitor'), reason: 'other', text: 'Odd' })).statusCode, 201);

    const response = await ctx.app.inject({ method: 'GET', url: '/moderation/reports', headers: operator.auth });
    assert.equal(response.statusCode, 200, response.body);
    const cases = response.json<ModerationCase[]>();
    assert.deepEqual(cases.map((c) => [c.target_type, c.target_id]), [['service', serviceId], ['user', seller.id]]);
    const [service, user] = cases;
    assert.deepEqual(service?.target, { kind: 'service', title: 'Fliesen legen', description: 'A test', price: 250, seller_id: seller.id });
    assert.deepEqual(service?.reports.map((r) => [r.reason, r.reporter_id]), [['fraud', buyer.id], ['other', null]]);
    assert.deepEqual(user?.target, { kind: 'user', firstname: 'Test', lastname: 'seller', role: 'seller', company_name: 'Fliesen Schmidt' });
  });
});
