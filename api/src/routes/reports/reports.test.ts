import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type TestContext, type TestUser, createService, createTestContext, outboxMessages, registerAndLogin, uniqueEmail } from '../../test/helpers';

describe('reports', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
  let stranger: TestUser;
  let serviceId: number;

  before(async () => {
    ctx = await createTestContext();
    seller = await registerAndLogin(ctx.app, 'seller', { company_name: 'Fliesen Schmidt' });
    buyer = await registerAndLogin(ctx.app, 'buyer');
    stranger = await registerAndLogin(ctx.app, 'buyer');
    serviceId = await createService(ctx.app, seller, { title: 'Fliesen legen' });
  });
  after(async () => {
    await ctx.cleanup();
  });

  const report = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/reports', headers, payload: { reason: 'fraud', text: 'Asks for payment outside the platform', ...payload } });

  test('a visitor reports a service with an e-mail address and gets a confirmation mail; without one the report is refused', async () => {
    const missing = await report({ target_type: 'service', target_id: serviceId });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json<{ code: string }>().code, 'report.email_required');

    const email = uniqueEmail('visitor');
    const created = await report({ target_type: 'service', target_id: serviceId, email }, { 'accept-language': 'de-DE' });
    assert.equal(created.statusCode, 201, created.body);
    const body = created.json<{ id: number; case_id: number; target_type: string; target_id: number }>();
    assert.deepEqual({ type: body.target_type, id: body.target_id }, { type: 'service', id: serviceId });
    const [mail] = await outboxMessages(ctx.app, email);
    assert.ok(mail, 'a confirmation was mailed');
    assert.equal(mail.subject, `Wir haben Ihre Meldung Nr. ${body.id} erhalten`);
    assert.match(mail.text, /zu einer Leistung/);
  });

  test('reports of the same target join one case; another target gets its own', async () => {
    const first = (await report({ target_type: 'user', target_id: seller.id }, buyer.auth)).json<{ case_id: number }>();
    const second = (await report({ target_type: 'user', target_id: seller.id, reason: 'harassment' }, stranger.auth)).json<{ case_id: number }>();
    const third = (await report({ target_type: 'user', target_id: seller.id, email: uniqueEmail('visitor') })).json<{ case_id: number }>();
    assert.equal(second.case_id, first.case_id);
    assert.equal(third.case_id, first.case_id);
    const reports = await ctx.app.db.selectFrom('reports').select('id').where('case_id', '=', first.case_id).execute();
    assert.equal(reports.length, 3);
    const other = (await report({ target_type: 'user', target_id: buyer.id }, seller.auth)).json<{ case_id: number }>();
    assert.notEqual(other.case_id, first.case_id);
    // A signed-in reporter's confirmation goes to the account's address, in English for an English account.
    const mails = await outboxMessages(ctx.app, buyer.email);
    assert.match(mails.at(-1)?.subject ?? '', /^We received your report no\. \d+$/);
  });

  test('a message can be reported by the parties of its conversation only', async () => {
    const opened = await ctx.app.inject({ method: 'POST', url: '/conversations', headers: buyer.auth, payload: { seller_id: seller.id, text: 'Pay me in advance by gift card' } });
    assert.ok(opened.statusCode === 201 || opened.statusCode === 200, opened.body);
    const message = await ctx.app.db.selectFrom('messages').select('id').where('sender_id', '=', buyer.id).orderBy('id', 'desc').executeTakeFirstOrThrow();

    const byStranger = await report({ target_type: 'message', target_id: message.id }, stranger.auth);
    assert.equal(byStranger.statusCode, 403);
    assert.equal(byStranger.json<{ code: string }>().code, 'report.message_not_party');
    const byVisitor = await report({ target_type: 'message', target_id: message.id, email: uniqueEmail('visitor') });
    assert.equal(byVisitor.statusCode, 401);
    const bySeller = await report({ target_type: 'message', target_id: message.id }, seller.auth);
    assert.equal(bySeller.statusCode, 201, bySeller.body);
  });

  test('a missing target is 404; an unknown target type or reason is a validation error', async () => {
    const missing = await report({ target_type: 'review', target_id: 999_999 }, buyer.auth);
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json<{ code: string }>().code, 'report.target_not_found');
    assert.equal((await report({ target_type: 'order', target_id: 1 }, buyer.auth)).json<{ code: string }>().code, 'validation.target_type');
    assert.equal((await report({ target_type: 'service', target_id: serviceId, reason: 'dislike' }, buyer.auth)).json<{ code: string }>().code, 'validation.reason');
  });

  test('reports are rate-limited per address like the other anonymous writes', async () => {
    const limited = await createTestContext({ limits: { ...ctx.config.limits, reports: { max: 2, windowMs: 60_000 } } });
    try {
      const sellerThere = await registerAndLogin(limited.app, 'seller', { company_name: 'X' });
      const send = () => limited.app.inject({ method: 'POST', url: '/reports', payload: { target_type: 'user', target_id: sellerThere.id, reason: 'other', text: 'x', email: uniqueEmail('v') } });
      assert.equal((await send()).statusCode, 201);
      assert.equal((await send()).statusCode, 201);
      const refused = await send();
      assert.equal(refused.statusCode, 429);
    } finally {
      await limited.cleanup();
    }
  });
});
