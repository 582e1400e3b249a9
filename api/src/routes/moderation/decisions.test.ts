import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { NotificationPage } from '@craft/shared/api/notification-types';
import { type TestContext, type TestUser, createOperatorAndLogin, createService, createTestContext, outboxMessages, registerAndLogin, uniqueEmail } from '../../test/helpers';
import { auditOf } from './audit';
import type { ModerationDecision } from './schema';

const STATEMENT = 'We removed the service: it offers gas installation without the registration § 13 NDAV requires (terms clause 4.2).';

describe('moderation decisions', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
  let operator: TestUser;

  before(async () => {
    ctx = await createTestContext();
    seller = await registerAndLogin(ctx.app, 'seller', { company_name: 'Gas Gustav' });
    buyer = await registerAndLogin(ctx.app, 'buyer');
    operator = await createOperatorAndLogin(ctx.app);
  });
  after(async () => {
    await ctx.cleanup();
  });

  /** Files a report and answers its case's id. */
  const reportCase = async (payload: Record<string, unknown>, reporter: TestUser = buyer): Promise<number> => {
    const response = await ctx.app.inject({ method: 'POST', url: '/reports', headers: reporter.auth, payload: { reason: 'illegal_content', text: 'Unlicensed gas work', ...payload } });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ case_id: number }>().case_id;
  };
  const decide = (caseId: number, payload: Record<string, unknown>, headers: Record<string, string> = operator.auth) =>
    ctx.app.inject({ method: 'POST', url: `/moderation/cases/${caseId}/decision`, headers, payload });
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const searchIds = async (q: string) => (await get(`/services/search?q=${encodeURIComponent(q)}`)).json<{ items: Array<{ id: number }> }>().items.map((item) => item.id);
  const notifications = async (user: TestUser) => (await get('/notifications', user.auth)).json<NotificationPage>().items;

  test('anonymous callers get 401, buyers and sellers 403; an unknown case is 404', async () => {
    const caseId = await reportCase({ target_type: 'user', target_id: seller.id });
    const body = { action: 'keep', reason: 'No breach found: the profile names a registered business.', ground: 'terms' };
    assert.equal((await decide(caseId, body, {})).statusCode, 401);
    for (const user of [buyer, seller]) {
      const refused = await decide(caseId, body, user.auth);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json<{ code: string }>().code, 'auth.operators_only');
    }
    const missing = await decide(999_999, body);
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json<{ code: string }>().code, 'moderation.case_not_found');
  });

  test('a body that does not fit is 400 naming the field', async () => {
    const caseId = await reportCase({ target_type: 'user', target_id: seller.id, reason: 'other', text: 'Odd' });
    const valid = { action: 'keep', reason: 'No breach found: the profile names a registered business.', ground: 'terms' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, action: 'delete' }, 'validation.action'],
      [{ ground: 'terms', action: 'keep' }, 'validation.reason'],
      [{ ...valid, reason: 'Too short' }, 'validation.reason'],
      [{ ...valid, reason: 'x'.repeat(2001) }, 'validation.reason'],
      [{ action: 'keep', reason: valid.reason }, 'validation.ground'],
      [{ ...valid, ground: 'taste' }, 'validation.ground'],
      [{ ...valid, extra: 1 }, 'validation.extra'],
    ];
    for (const [payload, code] of cases) {
      const response = await decide(caseId, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json<{ code: string }>().code, code, JSON.stringify(payload));
    }
    // A user is not content: removing one is refused, and the case stays open.
    const removeUser = await decide(caseId, { ...valid, action: 'remove' });
    assert.equal(removeUser.statusCode, 400);
    assert.equal(removeUser.json<{ code: string }>().code, 'moderation.remove_user');
    assert.equal((await decide(caseId, valid)).statusCode, 200);
  });

  test('remove hides the service from search, its page and the craftsman’s page; audit, statement of reasons and the reporter are told; a second decision is 409', async () => {
    const serviceId = await createService(ctx.app, seller, { title: 'Gasleitungen verlegen', description: 'Gasinstallation ohne Umwege' });
    const kept = await createService(ctx.app, seller, { title: 'Gasherd anschliessen' });
    assert.ok((await searchIds('Gasleitungen')).includes(serviceId));
    const visitor = uniqueEmail('visitor');
    const caseId = await reportCase({ target_type: 'service', target_id: serviceId });
    const byVisitor = await ctx.app.inject({ method: 'POST', url: '/reports', payload: { target_type: 'service', target_id: serviceId, reason: 'fraud', text: 'Cash only', email: visitor } });
    assert.equal(byVisitor.json<{ case_id: number }>().case_id, caseId);

    const decided = await decide(caseId, { action: 'remove', reason: STATEMENT, ground: 'illegal' });
    assert.equal(decided.statusCode, 200, decided.body);
    const decision = decided.json<ModerationDecision>();
    assert.deepEqual(
      { action: decision.action, ground: decision.ground, status: decision.status, by: decision.decided_by, affected: decision.affected_user_id, hidden: decision.hidden_service_ids },
      { action: 'remove', ground: 'illegal', status: 'decided', by: operator.id, affected: seller.id, hidden: [serviceId] },
    );

    assert.deepEqual(await searchIds('Gasleitungen'), []);
    assert.equal((await get(`/services/${serviceId}`)).statusCode, 404);
    const profile = (await get(`/sellers/${seller.id}`)).json<{ services: Array<{ id: number }> }>();
    assert.deepEqual(profile.services.map((s) => s.id), [kept]);
    assert.deepEqual((await get(`/services/seller/${seller.id}`)).json<Array<{ id: number }>>().map((s) => s.id), [kept]);
    // Not deleted: the row stays, marked as removed by moderation, for an appeal to restore.
    const row = await ctx.app.db.selectFrom('services').select(['removed_at', 'deleted_at']).where('id', '=', serviceId).executeTakeFirstOrThrow();
    assert.ok(row.removed_at !== null && row.deleted_at !== null);
    // The case is closed: no longer in the operators' queue.
    const open = (await get('/moderation/reports', operator.auth)).json<Array<{ id: number }>>();
    assert.ok(!open.some((c) => c.id === caseId));

    const [entry] = (await auditOf(ctx.app.db, 'service', serviceId)).filter((e) => e.action === 'case.remove');
    assert.ok(entry, 'the decision is in the audit log');
    assert.equal(entry.operator_id, operator.id);
    assert.equal(entry.reason, STATEMENT);
    assert.ok(entry.at);

    // The craftsman: the statement of reasons in the bell and by mail.
    const sellerNote = (await notifications(seller)).find((n) => n.kind === 'moderation_decision' && n.subject.id === caseId);
    assert.equal(sellerNote?.reason, STATEMENT);
    assert.equal(sellerNote?.subject.type, 'moderation_case');
    const [mail] = (await outboxMessages(ctx.app, seller.email)).filter((m) => m.subject.includes(`case no. ${caseId}`));
    assert.ok(mail, 'the statement of reasons was mailed');
    assert.equal(mail.subject, `Our decision on case no. ${caseId}: your service was removed`);
    assert.ok(mail.text.includes(STATEMENT), mail.text);
    assert.match(mail.text, /Ground: the content is illegal/);
    assert.match(mail.text, /contest this decision/);

    // The reporters: a short word that it was decided, nothing about the craftsman.
    const buyerNote = (await notifications(buyer)).find((n) => n.kind === 'report_decided' && n.subject.id === caseId);
    assert.ok(buyerNote);
    assert.equal(buyerNote.reason, null);
    assert.equal(buyerNote.actor_name, null);
    const [visitorMail] = await outboxMessages(ctx.app, visitor).then((mails) => mails.filter((m) => /decided/.test(m.subject)));
    assert.ok(visitorMail, 'the visitor who reported is mailed');
    assert.match(visitorMail.text, /The content has been removed/);
    assert.ok(!visitorMail.text.includes('Gas Gustav') && !visitorMail.text.includes(STATEMENT));

    const again = await decide(caseId, { action: 'keep', reason: 'A second look finds no breach after all.', ground: 'terms' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json<{ code: string }>().code, 'moderation.already_decided');
  });

  test('a removed review leaves the rating and the lists', async () => {
    const serviceId = await createService(ctx.app, seller, { title: 'Heizung warten', price: 90 });
    const placed = await ctx.app.inject({ method: 'POST', url: '/orders', headers: buyer.auth, payload: { service_id: serviceId, payment_method: 'credit-card', amount: 90, description: 'Boiler' } });
    assert.equal(placed.statusCode, 201, placed.body);
    const orderId = placed.json<{ id: number }>().id;
    for (const [user, step] of [[seller, 'accept'], [seller, 'work-done'], [buyer, 'confirm']] as const) {
      const moved = await ctx.app.inject({ method: 'POST', url: `/orders/${orderId}/${step}`, headers: user.auth });
      assert.equal(moved.statusCode, 200, `${step}: ${moved.body}`);
    }
    const reviewed = await ctx.app.inject({ method: 'PUT', url: `/orders/${orderId}/review`, headers: buyer.auth, payload: { rating: 1, text: 'Insults about the craftsman’s family' } });
    assert.ok(reviewed.statusCode === 200 || reviewed.statusCode === 201, reviewed.body);
    const reviewId = reviewed.json<{ id: number }>().id;
    const stats = async () => (await get(`/services/${serviceId}/stats`)).json<{ rating_average: number | null; rating_count: number }>();
    assert.deepEqual(await stats(), { ...(await stats()), rating_average: 1, rating_count: 1 });

    const caseId = await reportCase({ target_type: 'review', target_id: reviewId, reason: 'harassment', text: 'Insults' }, seller);
    const decided = await decide(caseId, { action: 'remove', reason: 'The review insults the craftsman personally, against terms clause 7.3 on reviews.', ground: 'terms' });
    assert.equal(decided.statusCode, 200, decided.body);
    const after = await stats();
    assert.equal(after.rating_count, 0);
    assert.equal(after.rating_average, null);
    assert.deepEqual((await get(`/services/${serviceId}/reviews`)).json<unknown[]>(), []);
    const seen = (await get(`/sellers/${seller.id}`)).json<{ rating_count: number }>();
    assert.equal(seen.rating_count, 0);
    // The author (the buyer) gets the statement of reasons.
    assert.ok((await notifications(buyer)).some((n) => n.kind === 'moderation_decision' && n.subject.id === caseId));
    const mails = await outboxMessages(ctx.app, buyer.email);
    assert.ok(mails.some((m) => m.subject === `Our decision on case no. ${caseId}: your review was removed`));
  });

  test('a removed message reads as erased to the other party', async () => {
    const opened = await ctx.app.inject({ method: 'POST', url: '/conversations', headers: buyer.auth, payload: { seller_id: seller.id, text: 'Pay me by gift card first' } });
    assert.ok(opened.statusCode === 201 || opened.statusCode === 200, opened.body);
    const message = await ctx.app.db.selectFrom('messages').select(['id', 'conversation_id']).where('sender_id', '=', buyer.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const caseId = await reportCase({ target_type: 'message', target_id: message.id, reason: 'fraud', text: 'Gift cards' }, seller);
    assert.equal((await decide(caseId, { action: 'remove', reason: 'The message asks for payment by gift card, a known fraud pattern (terms clause 6.1).', ground: 'terms' })).statusCode, 200);
    const history = await get(`/conversations/${message.conversation_id}/messages`, seller.auth);
    assert.equal(history.statusCode, 200, history.body);
    const shown = history.json<{ items: Array<{ id: number; text: string; erased: boolean }> }>().items.find((m) => m.id === message.id);
    assert.deepEqual({ text: shown?.text, erased: shown?.erased }, { text: '', erased: true });
  });

  test('suspend blocks sign-in with a clear error, voids the old token and hides the craftsman and his services', async () => {
    const rogue = await registerAndLogin(ctx.app, 'seller', { company_name: 'Rogue Roofing' });
    const serviceId = await createService(ctx.app, rogue, { title: 'Dachdecken Schwarzarbeit' });
    const caseId = await reportCase({ target_type: 'user', target_id: rogue.id, reason: 'fraud', text: 'Takes deposits and disappears' });
    const statement = 'We suspended the account: it took deposits from three customers and did no work, against terms clause 6.2.';
    const decided = await decide(caseId, { action: 'suspend', reason: statement, ground: 'terms' });
    assert.equal(decided.statusCode, 200, decided.body);
    assert.deepEqual(decided.json<ModerationDecision>().hidden_service_ids, [serviceId]);

    assert.equal((await get('/notifications', rogue.auth)).statusCode, 401);
    const login = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: rogue.email, password: rogue.password } });
    assert.equal(login.statusCode, 403);
    assert.deepEqual(login.json<{ error: string; code: string }>(), {
      error: 'This account is suspended after a moderation decision; the e-mail with the reasons says how to appeal',
      code: 'auth.account_suspended',
    });
    // A wrong password still reads as a wrong password: only the owner learns of the suspension.
    assert.equal((await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: rogue.email, password: 'not the password' } })).statusCode, 401);

    assert.equal((await get(`/services/${serviceId}`)).statusCode, 404);
    assert.deepEqual(await searchIds('Schwarzarbeit'), []);
    assert.equal((await get(`/sellers/${rogue.id}`)).statusCode, 404);
    const writing = await ctx.app.inject({ method: 'POST', url: '/conversations', headers: buyer.auth, payload: { seller_id: rogue.id, text: 'Where is my deposit?' } });
    assert.equal(writing.statusCode, 404);
    const [mail] = (await outboxMessages(ctx.app, rogue.email)).filter((m) => m.subject.includes(`case no. ${caseId}`));
    assert.equal(mail?.subject, `Our decision on case no. ${caseId}: your account was suspended`);
    assert.ok(mail.text.includes(statement));
    const [entry] = (await auditOf(ctx.app.db, 'user', rogue.id)).filter((e) => e.action === 'case.suspend');
    assert.deepEqual(entry?.after, { case_id: caseId, status: 'decided', action: 'suspend', ground: 'terms', hidden_service_ids: [serviceId], suspended_user_id: rogue.id });
  });
});
