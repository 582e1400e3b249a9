import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { NotificationPage } from '@craft/shared/api/notification-types';
import { setClock } from '../../lib/time';
import { type TestContext, type TestUser, createOperatorAndLogin, createService, createTestContext, outboxMessages, registerAndLogin } from '../../test/helpers';
import { auditOf } from '../moderation/audit';
import type { AppealDecision, ModerationAppeal, ModerationDecision } from '../moderation/schema';
import type { TransparencyReport } from '../moderation/transparency';

const STATEMENT = 'We removed the service: it offers gas installation without the registration § 13 NDAV requires.';
const APPEAL = 'I am registered with the gas network operator; the registration number is on my invoice template.';
const ANSWER = 'The registration was verified with the network operator: the service meets terms clause 4.2.';

describe('appeals', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
  let stranger: TestUser;
  let operator: TestUser;
  let second: TestUser;

  before(async () => {
    ctx = await createTestContext();
    seller = await registerAndLogin(ctx.app, 'seller', { company_name: 'Gas Gustav' });
    buyer = await registerAndLogin(ctx.app, 'buyer');
    stranger = await registerAndLogin(ctx.app, 'buyer');
    operator = await createOperatorAndLogin(ctx.app);
    second = await createOperatorAndLogin(ctx.app);
  });
  after(async () => {
    setClock(null);
    await ctx.cleanup();
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url, headers, payload });
  const reportCase = async (payload: Record<string, unknown>, reporter: TestUser = buyer): Promise<number> => {
    const response = await post('/reports', { reason: 'illegal_content', text: 'Unlicensed gas work', ...payload }, reporter.auth);
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ case_id: number }>().case_id;
  };
  const decide = async (caseId: number, action: 'keep' | 'remove' | 'suspend', by: TestUser = operator): Promise<ModerationDecision> => {
    const response = await post(`/moderation/cases/${caseId}/decision`, { action, reason: STATEMENT, ground: 'terms' }, by.auth);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<ModerationDecision>();
  };
  const appeal = (payload: Record<string, unknown>, headers: Record<string, string> = {}) => post('/appeals', payload, headers);
  const answer = (id: number, payload: Record<string, unknown>, by: TestUser) => post(`/moderation/appeals/${id}/decision`, payload, by.auth);
  const searchIds = async (q: string) => (await get(`/services/search?q=${encodeURIComponent(q)}`)).json<{ items: Array<{ id: number }> }>().items.map((item) => item.id);
  const sitemapIds = async () => (await get('/sitemap/services?page=1&size=1000')).json<{ items: Array<{ id: number }> }>().items.map((item) => item.id);
  /** The appeal token of the newest statement of reasons mailed to `email` for the case. */
  const mailedAppealToken = async (email: string, caseId: number): Promise<string> => {
    const mails = (await outboxMessages(ctx.app, email)).filter((m) => m.text.includes(`/appeal/${caseId}?token=`));
    const match = new RegExp(`/appeal/${caseId}\\?token=([A-Za-z0-9_-]+)`).exec(mails.at(-1)?.text ?? '');
    assert.ok(match?.[1], `an appeal link for case ${caseId} was mailed`);
    return match[1];
  };

  test('the full path: report, removal, statement of reasons, appeal, reinstatement by a second operator', async () => {
    const serviceId = await createService(ctx.app, seller, { title: 'Gasthermen tauschen', description: 'Thermenwechsel mit Abnahme' });
    const caseId = await reportCase({ target_type: 'service', target_id: serviceId });
    const decision = await decide(caseId, 'remove');
    assert.deepEqual(decision.hidden_service_ids, [serviceId]);
    assert.deepEqual(await searchIds('Gasthermen'), []);
    assert.equal((await get(`/services/${serviceId}`)).statusCode, 404);
    assert.ok(!(await sitemapIds()).includes(serviceId));

    // The statement of reasons leads to the appeal page: by mail with a token, in the bell by the case.
    const token = await mailedAppealToken(seller.email, caseId);
    assert.ok(token.length >= 40);
    const notes = (await get('/notifications', seller.auth)).json<NotificationPage>().items;
    assert.ok(notes.some((n) => n.kind === 'moderation_decision' && n.subject.id === caseId));

    // Only the craftsman may appeal; nobody without a session or a token.
    assert.equal((await appeal({ decision_id: caseId, text: APPEAL })).statusCode, 401);
    const byStranger = await appeal({ decision_id: caseId, text: APPEAL }, stranger.auth);
    assert.equal(byStranger.statusCode, 403);
    assert.equal(byStranger.json<{ code: string }>().code, 'appeal.not_affected');
    const byReporter = await appeal({ decision_id: caseId, text: APPEAL }, buyer.auth);
    assert.equal(byReporter.statusCode, 403);
    const unknown = await appeal({ decision_id: 999_999, text: APPEAL }, seller.auth);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json<{ code: string }>().code, 'appeal.decision_not_found');
    assert.equal((await appeal({ decision_id: caseId, text: 'Too short' }, seller.auth)).json<{ code: string }>().code, 'validation.text');
    assert.equal((await appeal({ decision_id: caseId, text: 'x'.repeat(2001) }, seller.auth)).statusCode, 400);

    const filed = await appeal({ decision_id: caseId, text: `  ${APPEAL}  ` }, seller.auth);
    assert.equal(filed.statusCode, 201, filed.body);
    const created = filed.json<{ id: number; decision_id: number; status: string }>();
    assert.deepEqual({ decision: created.decision_id, status: created.status }, { decision: caseId, status: 'open' });
    // The appellant is told it arrived, under the case number, and who decides next.
    const received = (await outboxMessages(ctx.app, seller.email)).filter((m) => m.subject.startsWith('We received your appeal'));
    assert.equal(received.length, 1);
    assert.equal(received[0]?.subject, `We received your appeal on case no. ${caseId}`);
    assert.match(received[0]?.text ?? '', /reviewed by a person of our team who did not take the first decision/);
    const again = await appeal({ decision_id: caseId, text: APPEAL }, seller.auth);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json<{ code: string }>().code, 'appeal.already_appealed');
    // The link's token was used up with the appeal.
    assert.equal((await appeal({ decision_id: caseId, text: APPEAL, appeal_token: token })).statusCode, 401);

    // The operators' queue: oldest first, with the decision and the target.
    assert.equal((await get('/moderation/appeals')).statusCode, 401);
    assert.equal((await get('/moderation/appeals', seller.auth)).statusCode, 403);
    const queue = (await get('/moderation/appeals', second.auth)).json<ModerationAppeal[]>();
    const listed = queue.find((a) => a.id === created.id);
    assert.equal(listed?.text, APPEAL);
    assert.deepEqual({ action: listed?.decision.action, by: listed?.decision.decided_by, reason: listed?.decision.reason, user: listed?.user_id }, { action: 'remove', by: operator.id, reason: STATEMENT, user: seller.id });
    assert.equal(listed?.target?.kind, 'service');

    // Whoever decided may not hear the appeal; buyers and visitors may not at all.
    const outcome = { outcome: 'reinstate', reason: ANSWER };
    const same = await answer(created.id, outcome, operator);
    assert.equal(same.statusCode, 403);
    assert.equal(same.json<{ code: string }>().code, 'moderation.same_operator');
    assert.equal((await answer(created.id, outcome, seller)).statusCode, 403);
    assert.equal((await post(`/moderation/appeals/${created.id}/decision`, outcome)).statusCode, 401);
    assert.equal((await answer(999_999, outcome, second)).json<{ code: string }>().code, 'appeal.not_found');
    assert.equal((await answer(created.id, { outcome: 'undo', reason: ANSWER }, second)).json<{ code: string }>().code, 'validation.outcome');
    assert.equal((await answer(created.id, { outcome: 'reinstate', reason: 'short' }, second)).json<{ code: string }>().code, 'validation.reason');

    const reinstated = await answer(created.id, outcome, second);
    assert.equal(reinstated.statusCode, 200, reinstated.body);
    const result = reinstated.json<AppealDecision>();
    assert.deepEqual({ outcome: result.outcome, by: result.decided_by, restored: result.restored_service_ids }, { outcome: 'reinstate', by: second.id, restored: [serviceId] });
    assert.equal((await answer(created.id, outcome, second)).json<{ code: string }>().code, 'appeal.already_decided');

    // Visible again: search, its page, the craftsman's page, the sitemap.
    assert.deepEqual(await searchIds('Gasthermen'), [serviceId]);
    assert.equal((await get(`/services/${serviceId}`)).statusCode, 200);
    const profile = (await get(`/sellers/${seller.id}`)).json<{ services: Array<{ id: number }> }>();
    assert.ok(profile.services.some((s) => s.id === serviceId));
    assert.ok((await sitemapIds()).includes(serviceId));
    const row = await ctx.app.db.selectFrom('services').select(['removed_at', 'deleted_at']).where('id', '=', serviceId).executeTakeFirstOrThrow();
    assert.deepEqual(row, { removed_at: null, deleted_at: null });
    assert.ok(!(await get('/moderation/appeals', second.auth)).json<ModerationAppeal[]>().some((a) => a.id === created.id));

    const [entry] = (await auditOf(ctx.app.db, 'service', serviceId)).filter((e) => e.action === 'appeal.reinstate');
    assert.equal(entry?.operator_id, second.id);
    assert.equal(entry?.reason, ANSWER);
    assert.deepEqual(entry?.after, { appeal_id: created.id, case_id: caseId, status: 'decided', outcome: 'reinstate', restored_service_ids: [serviceId], unsuspended_user_id: null });
    assert.equal((entry?.before as { status: string }).status, 'open');

    const [mail] = (await outboxMessages(ctx.app, seller.email)).filter((m) => m.subject.startsWith('Our answer'));
    assert.equal(mail?.subject, `Our answer to your appeal on case no. ${caseId}: the decision was reversed`);
    assert.ok(mail.text.includes(ANSWER));
    assert.match(mail.text, /the content is shown again/);
    const told = (await get('/notifications', seller.auth)).json<NotificationPage>().items.find((n) => n.kind === 'appeal_decided');
    assert.equal(told?.reason, ANSWER);
  });

  test('a suspended craftsman appeals with the mailed token; upheld, the suspension stays', async () => {
    const rogue = await registerAndLogin(ctx.app, 'seller', { company_name: 'Dach Dieter' });
    const serviceId = await createService(ctx.app, rogue, { title: 'Dachrinnen reinigen' });
    const caseId = await reportCase({ target_type: 'user', target_id: rogue.id, reason: 'fraud', text: 'Takes deposits' });
    await decide(caseId, 'suspend');
    const token = await mailedAppealToken(rogue.email, caseId);

    // The token is for this decision only, and no session.
    const other = await reportCase({ target_type: 'user', target_id: stranger.id, reason: 'other', text: 'Rude' });
    await decide(other, 'suspend');
    const wrongCase = await appeal({ decision_id: other, text: APPEAL, appeal_token: token });
    assert.equal(wrongCase.statusCode, 401);
    assert.equal(wrongCase.json<{ code: string }>().code, 'appeal.token_invalid');
    assert.equal((await appeal({ decision_id: caseId, text: APPEAL, appeal_token: 'x'.repeat(43) })).statusCode, 401);

    const filed = await appeal({ decision_id: caseId, text: APPEAL, appeal_token: token });
    assert.equal(filed.statusCode, 201, filed.body);
    const appealId = filed.json<{ id: number }>().id;
    // Without a session the confirmation still reaches the suspended craftsman's address.
    const [received] = (await outboxMessages(ctx.app, rogue.email)).filter((m) => m.subject.startsWith('We received your appeal'));
    assert.equal(received?.subject, `We received your appeal on case no. ${caseId}`);
    const upheld = await answer(appealId, { outcome: 'uphold', reason: 'The deposits were taken and no work was done; the suspension stands.' }, second);
    assert.equal(upheld.statusCode, 200, upheld.body);
    assert.deepEqual(upheld.json<AppealDecision>().restored_service_ids, []);
    const login = await post('/users/login', { email: rogue.email, password: rogue.password });
    assert.equal(login.statusCode, 403);
    assert.equal((await get(`/services/${serviceId}`)).statusCode, 404);
    const [mail] = (await outboxMessages(ctx.app, rogue.email)).filter((m) => m.subject.startsWith('Our answer'));
    assert.equal(mail?.subject, `Our answer to your appeal on case no. ${caseId}: the decision stands`);
  });

  test('a reinstated suspension lets the craftsman sign in and shows his services again', async () => {
    const rogue = await registerAndLogin(ctx.app, 'seller', { company_name: 'Fliesen Frank' });
    const serviceId = await createService(ctx.app, rogue, { title: 'Fliesenspiegel kleben' });
    const caseId = await reportCase({ target_type: 'user', target_id: rogue.id, reason: 'fraud', text: 'Mistaken identity' });
    await decide(caseId, 'suspend', second);
    assert.equal((await get(`/sellers/${rogue.id}`)).statusCode, 404);
    const token = await mailedAppealToken(rogue.email, caseId);
    const filed = await appeal({ decision_id: caseId, text: APPEAL, appeal_token: token });
    assert.equal(filed.statusCode, 201, filed.body);
    const reinstated = await answer(filed.json<{ id: number }>().id, { outcome: 'reinstate', reason: ANSWER }, operator);
    assert.equal(reinstated.statusCode, 200, reinstated.body);
    assert.deepEqual(
      { restored: reinstated.json<AppealDecision>().restored_service_ids, user: reinstated.json<AppealDecision>().unsuspended_user_id },
      { restored: [serviceId], user: rogue.id },
    );
    const login = await post('/users/login', { email: rogue.email, password: rogue.password });
    assert.equal(login.statusCode, 200, login.body);
    assert.equal((await get(`/sellers/${rogue.id}`)).statusCode, 200);
    assert.deepEqual(await searchIds('Fliesenspiegel'), [serviceId]);
    assert.ok((await sitemapIds()).includes(serviceId));
    const [mail] = (await outboxMessages(ctx.app, rogue.email)).filter((m) => m.subject.startsWith('Our answer'));
    assert.match(mail?.text ?? '', /your account is active again/);
  });

  test('a reinstated review counts in the rating again; its author appeals it', async () => {
    const serviceId = await createService(ctx.app, seller, { title: 'Heizung entlüften', price: 60 });
    const placed = await post('/orders', { service_id: serviceId, payment_method: 'credit-card', amount: 60, description: 'Radiators' }, buyer.auth);
    assert.equal(placed.statusCode, 201, placed.body);
    const orderId = placed.json<{ id: number }>().id;
    for (const [user, step] of [[seller, 'accept'], [seller, 'work-done'], [buyer, 'confirm']] as const) {
      assert.equal((await post(`/orders/${orderId}/${step}`, {}, user.auth)).statusCode, 200, step);
    }
    const reviewed = await ctx.app.inject({ method: 'PUT', url: `/orders/${orderId}/review`, headers: buyer.auth, payload: { rating: 2, text: 'Slow, but the radiators work now' } });
    assert.ok(reviewed.statusCode === 200 || reviewed.statusCode === 201, reviewed.body);
    const reviewId = reviewed.json<{ id: number }>().id;
    const stats = async () => (await get(`/services/${serviceId}/stats`)).json<{ rating_count: number }>().rating_count;
    const caseId = await reportCase({ target_type: 'review', target_id: reviewId, reason: 'harassment', text: 'Unfair' }, seller);
    await decide(caseId, 'remove');
    assert.equal(await stats(), 0);
    // The craftsman reported it; the review's author (the customer) is the one who may appeal.
    assert.equal((await appeal({ decision_id: caseId, text: APPEAL }, seller.auth)).statusCode, 403);
    const filed = await appeal({ decision_id: caseId, text: APPEAL }, buyer.auth);
    assert.equal(filed.statusCode, 201, filed.body);
    const reinstated = await answer(filed.json<{ id: number }>().id, { outcome: 'reinstate', reason: ANSWER }, second);
    assert.equal(reinstated.statusCode, 200, reinstated.body);
    assert.equal(await stats(), 1);
    assert.equal((await get(`/services/${serviceId}/reviews`)).json<unknown[]>().length, 1);
  });

  test('a kept decision has nothing to appeal; after six months it is too late', async () => {
    const serviceId = await createService(ctx.app, seller, { title: 'Gaszähler prüfen' });
    const kept = await reportCase({ target_type: 'service', target_id: serviceId });
    await decide(kept, 'keep');
    const nothing = await appeal({ decision_id: kept, text: APPEAL }, seller.auth);
    assert.equal(nothing.statusCode, 409);
    assert.equal(nothing.json<{ code: string }>().code, 'appeal.nothing_to_contest');

    const late = await reportCase({ target_type: 'service', target_id: serviceId });
    await decide(late, 'remove');
    const start = Date.now();
    setClock(() => start + 184 * 24 * 3_600_000);
    try {
      const refused = await appeal({ decision_id: late, text: APPEAL }, seller.auth);
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json<{ code: string }>().code, 'appeal.too_late');
    } finally {
      setClock(null);
    }
    // An open case is no decision yet.
    const open = await reportCase({ target_type: 'user', target_id: seller.id });
    assert.equal((await appeal({ decision_id: open, text: APPEAL }, seller.auth)).statusCode, 404);
  });

  test('appeals are rate-limited per address like the notices', async () => {
    const limited = await createTestContext({ limits: { ...ctx.config.limits, reports: { max: 2, windowMs: 60_000 } } });
    try {
      const send = () => limited.app.inject({ method: 'POST', url: '/appeals', payload: { decision_id: 999_999, text: APPEAL, appeal_token: 'x'.repeat(43) } });
      assert.equal((await send()).statusCode, 404);
      assert.equal((await send()).statusCode, 404);
      const refused = await send();
      assert.equal(refused.statusCode, 429);
      assert.equal(typeof refused.json<{ error: unknown }>().error, 'string');
    } finally {
      await limited.cleanup();
    }
  });

  test('transparency figures as JSON and CSV, operators only', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const url = `/moderation/transparency?from=${day}&to=${day}`;
    assert.equal((await get(url)).statusCode, 401);
    assert.equal((await get(url, buyer.auth)).statusCode, 403);
    assert.equal((await get(`/moderation/transparency?from=${day}`, operator.auth)).json<{ code: string }>().code, 'validation.to');
    assert.equal((await get(`/moderation/transparency?from=${day}&to=2000-01-01`, operator.auth)).statusCode, 400);
    assert.equal((await get(`/moderation/transparency?from=2026-02-30&to=2026-03-01`, operator.auth)).statusCode, 400);

    const response = await get(url, operator.auth);
    assert.equal(response.statusCode, 200, response.body);
    const figures = response.json<TransparencyReport>();
    // The tests above, today: at least the reports, decisions and appeals made there.
    assert.ok(figures.reports_received.total >= 7, JSON.stringify(figures.reports_received));
    const serviceIllegal = figures.reports_received.by_target_type_and_reason.find((r) => r.target_type === 'service' && r.reason === 'illegal_content');
    assert.ok((serviceIllegal?.count ?? 0) >= 3);
    const suspendTerms = figures.decisions.by_action_and_ground.find((d) => d.action === 'suspend' && d.ground === 'terms');
    assert.ok((suspendTerms?.count ?? 0) >= 3);
    assert.equal(figures.suspensions, suspendTerms?.count);
    assert.ok(figures.appeals.received >= 3 && figures.appeals.decided >= 3 && figures.appeals.reinstated >= 2 && figures.appeals.upheld >= 1, JSON.stringify(figures.appeals));
    assert.equal(typeof figures.decisions.median_hours_to_decision, 'number');
    const empty = (await get('/moderation/transparency?from=2001-01-01&to=2001-12-31', operator.auth)).json<TransparencyReport>();
    assert.deepEqual({ reports: empty.reports_received.total, decisions: empty.decisions.total, median: empty.decisions.median_hours_to_decision }, { reports: 0, decisions: 0, median: null });

    for (const request of [{ url: `${url}&format=csv`, headers: operator.auth }, { url, headers: { ...operator.auth, accept: 'text/csv' } }]) {
      const csv = await get(request.url, request.headers);
      assert.equal(csv.statusCode, 200);
      assert.match(String(csv.headers['content-type']), /^text\/csv/);
      const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
      assert.equal(lines[0], 'section,key,subkey,value');
      assert.ok(lines.includes(`appeals,reinstated,,${figures.appeals.reinstated}`), csv.body);
      assert.ok(lines.includes(`suspensions,total,,${figures.suspensions}`));
      assert.ok(lines.includes(`reports_received,service,illegal_content,${serviceIllegal?.count}`));
    }
  });
});
