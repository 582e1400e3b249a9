import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AnsweredQuotation, MyQuotation, Order, QuotationAnswer } from '@craft/shared/api/feature-types';
import { errorOf, mailsTo } from '../../test/features';
import { setClock } from '../../lib/time';
import { type TestContext, type TestUser, createService, createTestContext, mailedToken, outboxMails, registerAndLogin } from '../../test/helpers';

const contact = { firstname: 'Erika', lastname: 'Muster', street: 'Hauptstr. 5', post_number: '50667', phone: '0221 1234', status: 'open' };

describe('quotation answers', () => {
  let ctx: TestContext;
  let sellerA: TestUser;
  let sellerB: TestUser;
  let sellerC: TestUser;
  let buyer: TestUser;
  let otherBuyer: TestUser;
  before(async () => {
    ctx = await createTestContext();
    sellerA = await registerAndLogin(ctx.app, 'seller', { company_name: 'Alpha Paint' });
    sellerB = await registerAndLogin(ctx.app, 'seller', { company_name: 'Beta Paint' });
    sellerC = await registerAndLogin(ctx.app, 'seller');
    // A chosen answer becomes an order of the craftsman's service in the request's category.
    for (const seller of [sellerA, sellerB, sellerC]) await createService(ctx.app, seller, { category_id: 1 });
    buyer = await registerAndLogin(ctx.app, 'buyer');
    otherBuyer = await registerAndLogin(ctx.app, 'buyer');
  });
  after(() => ctx.cleanup());

  /** A request as the contact form sends it; with a token it is linked to that user. */
  const request = async (email: string, user: TestUser | null = null) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/quotation',
      headers: user?.auth ?? {},
      payload: { ...contact, email, category_id: 1, description: 'Paint two rooms' },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ id: number }>().id;
  };
  const answer = (user: TestUser | null, id: number | string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: `/quotation/${id}/answer`, headers: user?.auth ?? {}, payload });
  const mine = async (user: TestUser) => (await ctx.app.inject({ method: 'GET', url: '/quotation/mine', headers: user.auth })).json<MyQuotation[]>();
  const accept = (user: TestUser | null, id: number, answer_id: unknown) =>
    ctx.app.inject({ method: 'POST', url: `/quotation/${id}/accept`, headers: user?.auth ?? {}, payload: { answer_id } });
  const cheapestMails = (to: string, id: number) => mailsTo(ctx, to, new RegExp(`cheapest offer for your request #${id}`));
  /** The mails to `to` matching `pattern`, decoded (links read as the recipient sees them). */
  const readableMails = async (to: string, pattern: RegExp) => (await outboxMails(ctx.app, to)).filter((mail) => pattern.test(mail));

  test('a seller answers (201), may change the price while open (200), and reads the own answer', async () => {
    const id = await request('answers@example.com');
    const created = await answer(sellerA, id, { price: 500, message: 'Two days of work' });
    assert.equal(created.statusCode, 201);
    const first = created.json<QuotationAnswer>();
    assert.equal(first.price, 500);
    assert.equal(first.seller_name, 'Alpha Paint');
    const changed = await answer(sellerA, id, { price: 450, message: 'Two days of work' });
    assert.equal(changed.statusCode, 200);
    assert.equal(changed.json<QuotationAnswer>().id, first.id, 'one answer per seller');
    const own = await ctx.app.inject({ method: 'GET', url: `/quotation/${id}/answer`, headers: sellerA.auth });
    assert.equal(own.json<QuotationAnswer>().price, 450);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/quotation/${id}/answer`, headers: sellerB.auth })).statusCode, 404);
  });

  /** Follows the link mailed to a request's unconfirmed address, as its owner would. */
  const confirmRequest = async (email: string) => {
    const token = await mailedToken(ctx.app, email, '/favorable/confirm');
    return ctx.app.inject({ method: 'POST', url: '/quotation/confirm', payload: { token } });
  };

  test('the requester is e-mailed on the first answer and on each cheaper one, not on dearer ones', async () => {
    const email = 'cheapest@example.com';
    const id = await request(email);
    assert.equal((await confirmRequest(email)).statusCode, 204);
    await answer(sellerA, id, { price: 800, message: 'First' });
    assert.equal((await cheapestMails(email, id)).length, 1, 'first answer');
    await answer(sellerB, id, { price: 900, message: 'Dearer' });
    assert.equal((await cheapestMails(email, id)).length, 1, 'a dearer answer sends nothing');
    await answer(sellerB, id, { price: 700, message: 'Cheaper now' });
    const mails = await cheapestMails(email, id);
    assert.equal(mails.length, 2, 'a cheaper answer');
    assert.ok(mails.some((m) => m.includes('700')));
    const readable = await readableMails(email, new RegExp(`cheapest offer for your request #${id}`));
    assert.ok(readable.length === 2 && readable.every((m) => m.includes(`${ctx.config.publicWebUrl}/jobs?tab=requests`)), 'each links to the requests, where the offers are compared');
    await answer(sellerC, id, { price: 700, message: 'Same price' });
    assert.equal((await cheapestMails(email, id)).length, 2, 'an equal price is not cheaper');
  });

  test('an unconfirmed address gets only our fixed text and a link; answers wait until the link is followed', async () => {
    const email = 'relay-target@example.com';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/quotation',
      payload: { ...contact, firstname: 'Win a prize at evil.example', email, category_id: 1, description: 'Click https://evil.example now' },
    });
    assert.equal(response.statusCode, 201);
    const id = response.json<{ id: number }>().id;
    await ctx.app.mailer.idle();
    const [first, ...more] = await outboxMails(ctx.app, email);
    assert.equal(more.length, 0);
    assert.ok(first);
    assert.doesNotMatch(first, /evil\.example/, 'nothing the sender typed is in the mail');
    assert.match(first, /Please confirm your request/);

    assert.equal((await answer(sellerA, id, { price: 800, message: 'Offer from Alpha' })).statusCode, 201);
    await ctx.app.mailer.idle();
    assert.equal((await cheapestMails(email, id)).length, 0, 'no answer goes to an unconfirmed address');

    assert.equal((await confirmRequest(email)).statusCode, 204);
    await ctx.app.mailer.idle();
    const held = await cheapestMails(email, id);
    assert.equal(held.length, 1, 'the cheapest answer so far is mailed on confirmation');
    assert.match(held[0] ?? '', /Offer from Alpha/);
    const reused = await confirmRequest(email);
    assert.equal(reused.statusCode, 400, 'a link works once');
    assert.match(reused.json<{ error: string }>().error, /already used/);

    await answer(sellerB, id, { price: 600, message: 'Cheaper' });
    assert.equal((await cheapestMails(email, id)).length, 2, 'after confirmation answers are mailed as they come');
  });

  test('a request link expires after 7 days; an address a confirmed account owns is mailed as before, the name on one line', async () => {
    const email = 'late@example.com';
    await request(email);
    const token = await mailedToken(ctx.app, email, '/favorable/confirm');
    const start = Date.now();
    setClock(() => start + 7 * 24 * 60 * 60 * 1000 + 1000);
    try {
      const late = await ctx.app.inject({ method: 'POST', url: '/quotation/confirm', payload: { token } });
      assert.equal(late.statusCode, 400);
      assert.match(late.json<{ error: string }>().error, /expired/);
    } finally {
      setClock(null);
    }
    const unknown = await ctx.app.inject({ method: 'POST', url: '/quotation/confirm', payload: { token: 'x'.repeat(43) } });
    assert.equal(unknown.statusCode, 400);
    assert.equal((await ctx.app.inject({ method: 'POST', url: '/quotation/confirm', payload: {} })).statusCode, 400);

    const id = await request(buyer.email);
    await ctx.app.mailer.idle();
    const received = (await outboxMails(ctx.app, buyer.email)).filter((mail) => mail.includes(`We received your request (#${id})`));
    assert.equal(received.length, 1, 'a confirmed account\'s address gets the spec\'s confirmation at once');
    assert.match(received[0] ?? '', /Hello Erika,/);
    await answer(sellerA, id, { price: 300, message: 'Soon' });
    assert.equal((await cheapestMails(buyer.email, id)).length, 1);
  });

  test('answer: 401, 403 for a buyer, 404 unknown quotation, 400 bad input', async () => {
    const id = await request('bad-input@example.com');
    const ok = { price: 100, message: 'Fine' };
    assert.deepEqual(errorOf(await answer(null, id, ok)), { status: 401, hasError: true });
    assert.deepEqual(errorOf(await answer(buyer, id, ok)), { status: 403, hasError: true });
    assert.deepEqual(errorOf(await answer(sellerA, 999_999, ok)), { status: 404, hasError: true });
    for (const bad of [{ price: -5 }, { price: 1.5 }, { price: 'cheap' }, { message: '' }, { message: 'x'.repeat(2001) }, { price: undefined }]) {
      assert.deepEqual(errorOf(await answer(sellerA, id, { ...ok, ...bad })), { status: 400, hasError: true }, JSON.stringify(bad));
    }
    assert.equal((await answer(sellerA, '-1', ok)).statusCode, 400);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/quotation/${id}/answer`, headers: buyer.auth })).statusCode, 403);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/quotation/999999/answer', headers: sellerA.auth })).statusCode, 404);
  });

  test('GET /quotation/mine: the requests sent from the account, never others sent with its e-mail; answers cheapest first', async () => {
    const linked = await request('someone.else@example.com', buyer);
    await request(buyer.email.toUpperCase());
    await request('not-mine@example.com');
    await answer(sellerA, linked, { price: 300, message: 'A' });
    await answer(sellerB, linked, { price: 200, message: 'B' });
    const list = await mine(buyer);
    assert.deepEqual(list.map((q) => q.id), [linked], 'an unconfirmed e-mail address does not make a request yours');
    const withAnswers = list.find((q) => q.id === linked);
    assert.deepEqual(withAnswers?.answers.map((a) => a.price), [200, 300]);
    assert.equal(withAnswers?.status, 'open');
    assert.equal(withAnswers?.category_name, 'Painter');
    assert.equal(withAnswers?.accepted_answer_id, null);
    assert.deepEqual(await mine(otherBuyer), []);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/quotation/mine', headers: sellerA.auth })).statusCode, 403);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/quotation/mine' })).statusCode, 401);
  });

  test('the requester accepts an answer: status accepted, the chosen seller is e-mailed, no more answers (409)', async () => {
    const id = await request(buyer.email, buyer);
    const byEmailOnly = await request(buyer.email);
    const a = (await answer(sellerA, id, { price: 400, message: 'A' })).json<QuotationAnswer>();
    const b = (await answer(sellerB, id, { price: 350, message: 'B' })).json<QuotationAnswer>();
    const other = await request('elsewhere@example.com');
    const foreign = (await answer(sellerA, other, { price: 1, message: 'x' })).json<QuotationAnswer>();

    assert.deepEqual(errorOf(await accept(null, id, b.id)), { status: 401, hasError: true });
    assert.deepEqual(errorOf(await accept(otherBuyer, id, b.id)), { status: 403, hasError: true });
    assert.deepEqual(errorOf(await accept(sellerA, id, b.id)), { status: 403, hasError: true });
    assert.deepEqual(errorOf(await accept(buyer, 999_999, b.id)), { status: 404, hasError: true });
    assert.deepEqual(errorOf(await accept(buyer, id, foreign.id)), { status: 404, hasError: true }, 'an answer of another quotation');
    const answerToEmailOnly = (await answer(sellerA, byEmailOnly, { price: 5, message: 'y' })).json<QuotationAnswer>();
    assert.deepEqual(errorOf(await accept(buyer, byEmailOnly, answerToEmailOnly.id)), { status: 403, hasError: true }, 'sent anonymously with the same e-mail');
    assert.deepEqual(errorOf(await accept(buyer, id, 'x')), { status: 400, hasError: true });

    const accepted = await accept(buyer, id, b.id);
    assert.equal(accepted.statusCode, 200);
    const quotation = accepted.json<MyQuotation>();
    assert.equal(quotation.status, 'accepted');
    assert.equal(quotation.accepted_answer_id, b.id);
    const mails = await mailsTo(ctx, sellerB.email, new RegExp(`offer for request #${id} was accepted`));
    assert.equal(mails.length, 1);
    assert.ok(mails[0]?.includes(buyer.email), 'the seller gets the requester contact');
    const [acceptedMail] = await readableMails(sellerB.email, new RegExp(`offer for request #${id} was accepted`));
    assert.ok(acceptedMail?.includes(`${ctx.config.publicWebUrl}/home/craftman/jobs/orders/${quotation.order_id}`), 'and the link to the order');
    const received = await readableMails(buyer.email, new RegExp(`We received your request \\(#${id}\\)`));
    assert.equal(received.length, 1);
    assert.ok(received[0]?.includes(`${ctx.config.publicWebUrl}/jobs?tab=requests`), 'the requester\'s confirmation links to the requests');
    assert.equal((await mailsTo(ctx, sellerA.email, new RegExp(`request #${id} was accepted`))).length, 0);

    assert.deepEqual(errorOf(await accept(buyer, id, a.id)), { status: 409, hasError: true });
    assert.deepEqual(errorOf(await answer(sellerC, id, { price: 1, message: 'late' })), { status: 409, hasError: true });
    assert.deepEqual(errorOf(await answer(sellerA, id, { price: 1, message: 'change' })), { status: 409, hasError: true });
    const row = await ctx.app.db.selectFrom('quotations').select(['status', 'accepted_answer_id']).where('id', '=', id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { status: 'accepted', accepted_answer_id: b.id });
  });
  test('choosing an answer places an order of the job flow at the stored price; the others are declined; only the requester chooses, once', async () => {
    const painter = await registerAndLogin(ctx.app, 'seller', { company_name: 'Gamma Maler' });
    const rival = await registerAndLogin(ctx.app, 'seller', { company_name: 'Delta Maler' });
    const painterService = await createService(ctx.app, painter, { category_id: 1, title: 'Streichen', price: 90 });
    await createService(ctx.app, painter, { category_id: 2, title: 'Something else', price: 10 });
    await createService(ctx.app, rival, { category_id: 1, price: 50 });
    const id = await request(buyer.email, buyer);
    const chosen = (await answer(painter, id, { price: 640, message: 'Two rooms, two coats' })).json<QuotationAnswer>();
    const other = (await answer(rival, id, { price: 600, message: 'Cheaper' })).json<QuotationAnswer>();
    assert.equal(chosen.status, 'open');

    assert.deepEqual(errorOf(await accept(otherBuyer, id, chosen.id)), { status: 403, hasError: true }, 'only the request\'s owner');
    // The body names the answer only: the price comes from the stored answer.
    const response = await accept(buyer, id, chosen.id);
    assert.equal(response.statusCode, 200, response.body);
    const quotation = response.json<MyQuotation>();
    assert.ok(quotation.order_id, 'the choice placed an order');
    assert.deepEqual(
      quotation.answers.map((a) => [a.id, a.status]),
      [[other.id, 'declined'], [chosen.id, 'accepted']],
    );
    assert.deepEqual(errorOf(await accept(buyer, id, chosen.id)), { status: 409, hasError: true }, 'choosing twice');
    assert.deepEqual(errorOf(await accept(buyer, id, other.id)), { status: 409, hasError: true }, 'or another one after');
    const orders = await ctx.app.db.selectFrom('orders').selectAll().where('quotation_answer_id', 'in', [chosen.id, other.id]).execute();
    assert.equal(orders.length, 1, 'one order');

    const orderUrl = `/orders/${quotation.order_id}`;
    const order = (await ctx.app.inject({ method: 'GET', url: orderUrl, headers: buyer.auth })).json<Order>();
    assert.deepEqual(
      [order.amount, order.unit_price, order.quantity, order.status, order.seller_id, order.buyer_id, order.service_id, order.description],
      [640, 640, 1, 'accepted', painter.id, buyer.id, painterService, 'Paint two rooms'],
      'at the answer\'s price, for his service of the request\'s category, already agreed',
    );
    const [acceptedMail] = await readableMails(painter.email, new RegExp(`offer for request #${id} was accepted`));
    assert.ok(acceptedMail?.includes(`${ctx.config.publicWebUrl}/home/craftman/jobs/orders/${quotation.order_id}`), 'the craftsman is sent to the order');
    assert.ok((await mine(buyer)).find((q) => q.id === id)?.order_id === quotation.order_id);

    // The normal job flow: work done, the customer confirms, then reviews.
    const step = (user: TestUser, path: string) => ctx.app.inject({ method: 'POST', url: `${orderUrl}/${path}`, headers: user.auth });
    assert.equal((await step(painter, 'work-done')).statusCode, 200);
    const confirmed = await step(buyer, 'confirm');
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal(confirmed.json<Order>().status, 'completed');
    const reviewed = await ctx.app.inject({ method: 'PUT', url: `${orderUrl}/review`, headers: buyer.auth, payload: { rating: 5, text: 'Clean work' } });
    assert.equal(reviewed.statusCode, 201, reviewed.body);
    const rated = (await mine(buyer)).find((q) => q.id === id)?.answers.find((a) => a.id === chosen.id);
    // A craftsman who never offered a service: no order can be placed, and nothing is chosen.
    const serviceless = await registerAndLogin(ctx.app, 'seller');
    const later = await request(buyer.email, buyer);
    const lone = (await answer(serviceless, later, { price: 300, message: 'No listing' })).json<QuotationAnswer>();
    assert.deepEqual(errorOf(await accept(buyer, later, lone.id)), { status: 409, hasError: true });
    assert.deepEqual((await mine(buyer)).find((q) => q.id === later)?.status, 'open', 'rolled back');
    assert.deepEqual([rated?.seller_rating_average, rated?.seller_rating_count], [5, 1], 'the answer shows the craftsman\'s rating');
  });

  test('GET /quotation/answered: each craftsman sees the requests they answered, the winner keeps the won one with the contact', async () => {
    const answered = async (user: TestUser) => {
      const response = await ctx.app.inject({ method: 'GET', url: '/quotation/answered', headers: user.auth });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<AnsweredQuotation[]>();
    };
    const sellerD = await registerAndLogin(ctx.app, 'seller', { company_name: 'Delta Tiles' });
    const sellerE = await registerAndLogin(ctx.app, 'seller', { company_name: 'Epsilon Tiles' });
    for (const seller of [sellerD, sellerE]) await createService(ctx.app, seller, { category_id: 1 });
    const id = await request(buyer.email, buyer);
    const open = await request('still-open@example.com');
    const d = (await answer(sellerD, id, { price: 640, message: 'Tiles included' })).json<QuotationAnswer>();
    await answer(sellerE, id, { price: 700, message: 'E' });
    await answer(sellerD, open, { price: 90, message: 'Open one' });

    const before = await answered(sellerD);
    assert.deepEqual(before.map((q) => [q.id, q.outcome]), [[open, 'waiting'], [id, 'waiting']], 'newest answer first');
    assert.ok(before.every((q) => q.requester === null), 'no contact before the requester chooses');

    assert.equal((await accept(buyer, id, d.id)).statusCode, 200);
    const won = (await answered(sellerD)).find((q) => q.id === id);
    assert.equal(won?.outcome, 'won');
    assert.equal(won?.answer.price, 640);
    assert.equal(won?.category_name, 'Painter');
    assert.deepEqual(won?.requester, { name: 'Erika Muster', email: buyer.email, phone: contact.phone, street: contact.street, post_number: contact.post_number });
    const lost = (await answered(sellerE)).find((q) => q.id === id);
    assert.equal(lost?.outcome, 'lost');
    assert.equal(lost?.requester, null, 'only the chosen craftsman gets the contact');
    assert.deepEqual(await answered(await registerAndLogin(ctx.app, 'seller')), [], 'nothing of others');
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/quotation/answered', headers: buyer.auth })).statusCode, 403);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/quotation/answered' })).statusCode, 401);
  });
});
