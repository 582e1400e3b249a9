import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { z } from 'zod';
import type { moderationFigures } from '@craft/shared/schemas/responses';
import { type TestContext, type TestUser, createOperatorAndLogin, createService, createTestContext, registerAndLogin } from '../../test/helpers';
import { isoWeekName, mondayOf } from '../../lib/iso-weeks';

type Figures = z.output<typeof moderationFigures>;

describe('GET /moderation/figures', () => {
  let ctx: TestContext;
  let operator: TestUser;

  before(async () => {
    ctx = await createTestContext();
    operator = await createOperatorAndLogin(ctx.app);
  });
  after(async () => {
    await ctx.cleanup();
  });

  const figures = async (query = ''): Promise<Figures> => {
    const response = await ctx.app.inject({ method: 'GET', url: `/moderation/figures${query}`, headers: operator.auth });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Figures>();
  };

  test('401 anonymous, 403 for buyers and sellers', async () => {
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/moderation/figures' })).statusCode, 401);
    for (const role of ['buyer', 'seller'] as const) {
      const user = await registerAndLogin(ctx.app, role);
      const response = await ctx.app.inject({ method: 'GET', url: '/moderation/figures', headers: user.auth });
      assert.equal(response.statusCode, 403);
      assert.equal(response.json<{ code: string }>().code, 'auth.operators_only');
    }
  });

  test('12 ISO weeks by default, the current one last; weeks outside 1..104 are refused', async () => {
    const { weeks } = await figures();
    assert.equal(weeks.length, 12);
    assert.equal(weeks.at(-1)?.week, isoWeekName(mondayOf(Date.now())));
    assert.equal((await figures('?weeks=3')).weeks.length, 3);
    for (const weeks of ['0', '105', 'x']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/moderation/figures?weeks=${weeks}`, headers: operator.auth });
      assert.equal(response.statusCode, 400, weeks);
    }
  });

  test('this week counts registrations by role, services, orders and their value, reports and decisions', async () => {
    const before = (await figures('?weeks=1')).weeks[0]!;
    const seller = await registerAndLogin(ctx.app, 'seller');
    const buyer = await registerAndLogin(ctx.app, 'buyer');
    const serviceId = await createService(ctx.app, seller, { price: 90 });
    const placed = await ctx.app.inject({ method: 'POST', url: '/orders', headers: buyer.auth, payload: { service_id: serviceId, payment_method: 'credit-card', amount: 90, description: 'Boiler' } });
    assert.equal(placed.statusCode, 201, placed.body);
    const reported = await ctx.app.inject({ method: 'POST', url: '/reports', headers: buyer.auth, payload: { target_type: 'service', target_id: serviceId, reason: 'fraud', text: 'Wants cash in advance' } });
    assert.equal(reported.statusCode, 201, reported.body);
    const [open] = (await ctx.app.inject({ method: 'GET', url: '/moderation/reports', headers: operator.auth })).json<{ id: number; target_id: number }[]>().filter((c) => c.target_id === serviceId);
    const decided = await ctx.app.inject({
      method: 'POST',
      url: `/moderation/cases/${open!.id}/decision`,
      headers: operator.auth,
      payload: { action: 'keep', ground: 'terms', reason: 'The offer asks for nothing unusual; it stays online.' },
    });
    assert.equal(decided.statusCode, 200, decided.body);

    const now = (await figures('?weeks=1')).weeks[0]!;
    assert.deepEqual(now.registrations, { buyer: before.registrations.buyer + 1, seller: before.registrations.seller + 1 });
    assert.equal(now.published_services, before.published_services + 1);
    assert.equal(now.orders, before.orders + 1);
    assert.equal(Math.round((now.order_value_eur - before.order_value_eur) * 100), 9000);
    assert.equal(now.reports_received, before.reports_received + 1);
    assert.equal(now.reports_decided, before.reports_decided + 1);
    assert.equal(typeof now.median_hours_to_decision, 'number');
  });

  test('ISO week names follow the Thursday rule', () => {
    assert.equal(isoWeekName(Date.UTC(2024, 11, 30)), '2025-W01');
    assert.equal(isoWeekName(Date.UTC(2021, 0, 4)), '2021-W01');
    assert.equal(isoWeekName(Date.UTC(2020, 11, 28)), '2020-W53');
    assert.equal(new Date(mondayOf(Date.UTC(2026, 10, 29, 23))).toISOString().slice(0, 10), '2026-11-23');
  });
});
