import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { HttpError } from '../../lib/http-error';
import { setClock } from '../../lib/time';
import type { NotifyInput } from '../../plugins/app/notify';
import type { Order, Review, ServiceStats } from '@craft/shared/api/feature-types';
import { errorOf, openMarketplace, recordNotifications, uploadDocument } from '../../test/features';
import { type TestContext, type TestUser, createService, registerAndLogin } from '../../test/helpers';
import { completeDueOrders } from './auto-complete';

const DAY = 24 * 60 * 60_000;

describe('orders and reviews', () => {
  let ctx: TestContext, seller: TestUser, otherSeller: TestUser, buyer: TestUser, otherBuyer: TestUser, serviceId: number;
  let notified: NotifyInput[];
  before(async () => {
    ({ ctx, seller, otherSeller, buyer, otherBuyer, serviceId } = await openMarketplace('Brush & Co', { title: 'Wall painting', price: 119 }));
    notified = recordNotifications(ctx.app);
  });
  after(() => ctx.cleanup());
  afterEach(() => setClock(null));

  const order = (user: TestUser | null, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/orders', headers: user?.auth ?? {}, payload });
  const valid = () => ({ service_id: serviceId, payment_method: 'credit-card', amount: 119, description: 'Living room' });
  const post = (user: TestUser, url: string, payload?: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) });
  const get = async (user: TestUser, id: number) => (await ctx.app.inject({ method: 'GET', url: `/orders/${id}`, headers: user.auth })).json<Order>();
  /** Takes the steps in turn, each expected to succeed. */
  const walk = async (id: number, ...steps: Array<[TestUser, string]>) => {
    for (const [user, path] of steps) {
      const response = await post(user, `/orders/${id}/${path}`);
      assert.equal(response.statusCode, 200, `${path}: ${response.body}`);
    }
  };
  /** An order taken through accept, work done and confirmation. */
  const completedOrder = async (extra: Record<string, unknown> = {}) => {
    const placed = await placeOrder(extra);
    await walk(placed.id, [seller, 'accept'], [seller, 'work-done'], [buyer, 'confirm']);
    return placed;
  };
  /** Who was told what about one order (or review). */
  const toldAbout = (type: NotifyInput['subject']['type'], id: number) =>
    notified.filter((n) => n.subject.type === type && n.subject.id === id).map((n) => ({ userId: n.userId, kind: n.kind, actorId: n.actorId, ...(n.reason ? { reason: n.reason } : {}) }));
  const moveClock = (ms: number) => setClock(() => Date.now() + ms);
  const placeOrder = async (extra: Record<string, unknown> = {}, who: TestUser = buyer) => {
    const response = await order(who, { ...valid(), ...extra });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<Order>();
  };
  const review = (user: TestUser, orderId: number, payload: unknown) =>
    ctx.app.inject({ method: 'PUT', url: `/orders/${orderId}/review`, headers: user.auth, payload: payload as object });

  test('a buyer places an order: pending, seller from the service, names and summary filled in', async () => {
    const created = await placeOrder();
    assert.equal(created.status, 'pending');
    assert.equal(created.service_id, serviceId);
    assert.equal(created.service_title, 'Wall painting');
    assert.equal(created.seller_id, seller.id);
    assert.equal(created.seller_name, 'Brush & Co');
    assert.equal(created.buyer_id, buyer.id);
    assert.equal(created.payment_method, 'credit-card');
    assert.equal(created.amount, 119);
    assert.equal(created.description, 'Living room');
    assert.equal(created.has_document, false);
    assert.equal(created.account_last4, null);
    assert.equal(created.review, null);
    // The job flow's fields
    assert.equal(created.quantity, 1);
    assert.equal(created.unit_price, 119);
    assert.equal(created.price_unit, 'job');
    assert.equal(created.payment_status, 'open');
    assert.equal(created.reason, null);
    assert.equal(created.cancelled_by, null);
    assert.equal(created.work_done_at, null);
    assert.equal(created.completed_at, null);
    assert.equal(created.auto_complete_at, null);
    assert.equal(created.review_editable_until, null);
    assert.equal(created.direct_offer_id, null);
    assert.equal(created.counterpart_contact, null, 'no contact before the craftsman accepts');
    assert.deepEqual(created.history.map((h) => [h.event, h.by, h.price]), [['requested', 'buyer', 119]]);
    assert.deepEqual(toldAbout('order', created.id), [
      { userId: seller.id, kind: 'order_new', actorId: buyer.id },
      { userId: buyer.id, kind: 'order_placed', actorId: buyer.id },
    ]);
  });

  test('a service priced per hour (or m², m, piece) takes a quantity: amount = price × quantity, a different amount is refused', async () => {
    const hourly = await createService(ctx.app, seller, { title: 'Garden help', price: 45 });
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/services/${hourly}`,
      headers: seller.auth,
      payload: { seller_id: seller.id, category_id: 1, title: 'Garden help', description: '', price: 45, price_unit: 'hour' },
    });
    assert.equal(update.json<{ price_unit: string }>().price_unit, 'hour');
    const body = { service_id: hourly, payment_method: 'paypal' };
    const placed = await order(buyer, { ...body, quantity: 3, amount: 135 });
    assert.equal(placed.statusCode, 201, placed.body);
    const created = placed.json<Order>();
    assert.deepEqual([created.quantity, created.unit_price, created.amount, created.price_unit], [3, 45, 135, 'hour']);
    assert.equal((await order(buyer, { ...body, quantity: 3 })).json<Order>().amount, 135, 'without amount the server computes it');
    const wrong = await order(buyer, { ...body, quantity: 3, amount: 45 });
    assert.equal(wrong.statusCode, 400);
    assert.match(wrong.json<{ error: string }>().error, /^amount: this service costs 45 € per hour \(3 × 45 € = 135 €\)/);
    for (const quantity of [0, -1, 1.5, 'two', 100_001]) {
      assert.deepEqual(errorOf(await order(buyer, { ...body, quantity })), { status: 400, hasError: true }, String(quantity));
    }
    const pricey = await createService(ctx.app, seller, { title: 'Marble floor', price: 1000 });
    await ctx.app.db.updateTable('services').set({ price_unit: 'm2' }).where('id', '=', pricey).execute();
    const tooMuch = await order(buyer, { service_id: pricey, payment_method: 'paypal', quantity: 10_001 });
    assert.equal(tooMuch.statusCode, 400, 'a total beyond 10 000 000 € is refused, not stored');
    assert.match(tooMuch.json<{ error: string }>().error, /^quantity: /);
  });

  test('a service priced per job is ordered once: quantity 1 or none, anything else is a 400 on quantity', async () => {
    assert.equal((await order(buyer, { ...valid(), quantity: 1 })).statusCode, 201);
    const refused = await order(buyer, { ...valid(), quantity: 2, amount: 238 });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json<{ error: string }>().error, /^quantity: /);
  });

  test('only the last four characters of an account number are kept; a CVV is never stored', async () => {
    const created = await placeOrder({ account_number: '4111 1111 1111 1234', cvv: '123', payment_method: 'paypal' });
    assert.equal(created.account_last4, '1234');
    const row = await ctx.app.db.selectFrom('orders').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    assert.equal(row.account_last4, '1234');
    assert.ok(!JSON.stringify(row).includes('4111'), 'the full number is nowhere in the row');
    assert.ok(!JSON.stringify(row).includes('"123"'), 'no CVV in the row');
    assert.match(row.payment_reference, /^rec_/, 'the record-only provider recorded the payment');
  });

  test('an attached document must come from POST /quotation/upload and is used once; both parties may download it', async () => {
    const ref = await uploadDocument(ctx);
    const created = await placeOrder({ document_url: ref, payment_method: 'bank-transfer' });
    assert.equal(created.has_document, true);
    assert.equal(errorOf(await order(buyer, { ...valid(), document_url: ref })).status, 409, 'a reference is used once (409)');
    assert.equal(errorOf(await order(buyer, { ...valid(), document_url: 'doc_AAAAAAAAAAAAAAAAAAAAAA' })).status, 400);
    assert.equal(errorOf(await order(buyer, { ...valid(), document_url: '../../etc/passwd' })).status, 400);
    for (const user of [buyer, seller]) {
      const file = await ctx.app.inject({ method: 'GET', url: `/orders/${created.id}/document`, headers: user.auth });
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], 'application/pdf');
      assert.match(file.body, /^%PDF/);
    }
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/orders/${created.id}/document`, headers: otherBuyer.auth })).statusCode, 403);
    const none = await placeOrder();
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/orders/${none.id}/document`, headers: buyer.auth })).statusCode, 404);
  });

  test('two orders racing for one upload: one gets it, the other a 409', async () => {
    const ref = await uploadDocument(ctx);
    const results = await Promise.all([order(buyer, { ...valid(), document_url: ref }), order(buyer, { ...valid(), document_url: ref })]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 409]);
  });

  /** Orders of the two tests above go to their own seller and buyers, so the list tests count only theirs. */
  const elsewhere = async () => ({ ...valid(), service_id: await createService(ctx.app, await registerAndLogin(ctx.app, 'seller'), { title: 'Tiling', price: 119 }) });

  test('the amount is the service price: another amount is refused naming the price, none sent takes the price', async () => {
    const body = await elsewhere();
    for (const amount of [0, 1, 118, 120]) {
      const refused = await order(buyer, { ...body, amount });
      assert.equal(refused.statusCode, 400, `amount ${amount}: ${refused.body}`);
      assert.match(refused.json<{ error: string }>().error, /amount: this service costs 119 €/);
    }
    const { amount, ...withoutAmount } = body;
    assert.equal(amount, 119);
    const placed = await order(await registerAndLogin(ctx.app, 'buyer'), withoutAmount);
    assert.equal(placed.statusCode, 201, placed.body);
    assert.equal(placed.json<Order>().amount, 119);
  });

  test('order and payment are one transaction: a refused payment stores no order, a failed insert records no payment', async (t) => {
    const payer = await registerAndLogin(ctx.app, 'buyer');
    const body = await elsewhere();
    const count = async () => (await ctx.app.db.selectFrom('orders').select(ctx.app.db.fn.countAll<number>().as('n')).where('buyer_id', '=', payer.id).executeTakeFirstOrThrow()).n;
    const before = Number(await count());
    const declined = t.mock.method(ctx.app.payments, 'record', async () => {
      throw new HttpError(402, 'Payment declined', 'payment.declined');
    });
    const refused = await order(payer, body);
    assert.equal(refused.statusCode, 402, refused.body);
    assert.equal(Number(await count()), before, 'no order without its payment');
    declined.mock.restore();

    const recorded = t.mock.method(ctx.app.payments, 'record');
    const ref = await uploadDocument(ctx);
    const results = await Promise.all([order(payer, { ...body, document_url: ref }), order(payer, { ...body, document_url: ref })]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 409]);
    assert.equal(recorded.mock.callCount(), 1, 'the order that could not be stored recorded no payment');
    assert.equal(Number(await count()), before + 1);
  });

  test('create: 401 without token, 403 for a seller, 404 unknown service, 400 for bad input', async () => {
    assert.deepEqual(errorOf(await order(null, valid())), { status: 401, hasError: true });
    assert.deepEqual(errorOf(await order(seller, valid())), { status: 403, hasError: true });
    assert.deepEqual(errorOf(await order(buyer, { ...valid(), service_id: 999_999 })), { status: 404, hasError: true });
    const bad: Array<Record<string, unknown>> = [
      { amount: -1 },
      { amount: 1.5 },
      { amount: 'lots' },
      { payment_method: 'cash' },
      { payment_method: undefined },
      { service_id: -1 },
      { service_id: '1.5' },
      { account_number: '4111<script>' },
      { description: 'x'.repeat(5001) },
    ];
    for (const change of bad) {
      assert.deepEqual(errorOf(await order(buyer, { ...valid(), ...change })), { status: 400, hasError: true }, JSON.stringify(change));
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/orders',
      headers: { ...buyer.auth, 'content-type': 'application/json' },
      payload: '{"service_id":',
    });
    assert.deepEqual(errorOf(malformed), { status: 400, hasError: true });
  });

  test('lists: the buyer sees own orders newest first, the seller the received ones; others see none of them', async () => {
    const mine = (await ctx.app.inject({ method: 'GET', url: '/orders', headers: buyer.auth })).json<Order[]>();
    assert.ok(mine.length >= 3);
    assert.ok(mine.every((o) => o.buyer_id === buyer.id));
    assert.ok(mine[0]!.id > mine[mine.length - 1]!.id, 'newest first');
    const received = (await ctx.app.inject({ method: 'GET', url: '/orders/received', headers: seller.auth })).json<Order[]>();
    assert.equal(received.length, mine.length);
    assert.deepEqual((await ctx.app.inject({ method: 'GET', url: '/orders/received', headers: otherSeller.auth })).json(), []);
    assert.deepEqual((await ctx.app.inject({ method: 'GET', url: '/orders', headers: otherBuyer.auth })).json(), []);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/orders', headers: seller.auth })).statusCode, 403);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/orders/received', headers: buyer.auth })).statusCode, 403);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/orders' })).statusCode, 401);
  });

  test('GET /orders/{id}: its buyer and its seller; 403 for others, 404 unknown, 400 odd ids', async () => {
    const { id } = await placeOrder();
    for (const user of [buyer, seller]) assert.equal((await ctx.app.inject({ method: 'GET', url: `/orders/${id}`, headers: user.auth })).json<Order>().id, id);
    for (const user of [otherBuyer, otherSeller]) {
      assert.deepEqual(errorOf(await ctx.app.inject({ method: 'GET', url: `/orders/${id}`, headers: user.auth })), { status: 403, hasError: true });
    }
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/orders/999999', headers: buyer.auth })).statusCode, 404);
    for (const odd of ['-1', '1.5', '%00', 'abc']) {
      assert.equal((await ctx.app.inject({ method: 'GET', url: `/orders/${odd}`, headers: buyer.auth })).statusCode, 400, odd);
    }
  });

  test('the buyer cancels while pending (with a reason); 409 afterwards; the seller rejects a pending order rather than cancelling it', async () => {
    const { id } = await placeOrder();
    assert.equal((await post(otherBuyer, `/orders/${id}/cancel`)).statusCode, 403);
    assert.equal((await post(otherSeller, `/orders/${id}/cancel`)).statusCode, 403);
    assert.deepEqual(errorOf(await post(seller, `/orders/${id}/cancel`)), { status: 409, hasError: true }, 'a pending order is rejected, not cancelled, by the seller');
    assert.equal((await post(buyer, `/orders/${id}/cancel`, { reason: 'x'.repeat(1001) })).statusCode, 400);
    const cancelled = await post(buyer, `/orders/${id}/cancel`, { reason: 'Found someone closer' });
    assert.equal(cancelled.statusCode, 200);
    const body = cancelled.json<Order>();
    assert.equal(body.status, 'cancelled');
    assert.equal(body.reason, 'Found someone closer');
    assert.equal(body.cancelled_by, 'buyer');
    assert.deepEqual(body.history.map((h) => [h.event, h.by, h.reason]), [
      ['requested', 'buyer', null],
      ['cancelled', 'buyer', 'Found someone closer'],
    ]);
    assert.deepEqual(toldAbout('order', id).slice(2), [{ userId: seller.id, kind: 'order_cancelled', actorId: buyer.id, reason: 'Found someone closer' }]);
    assert.deepEqual(errorOf(await post(buyer, `/orders/${id}/cancel`)), { status: 409, hasError: true });
    assert.deepEqual(errorOf(await post(seller, `/orders/${id}/accept`)), { status: 409, hasError: true }, 'a cancelled order cannot be accepted');
    assert.equal((await post(buyer, '/orders/999999/cancel')).statusCode, 404);
    const withoutBody = await placeOrder();
    assert.equal((await post(buyer, `/orders/${withoutBody.id}/cancel`)).json<Order>().reason, null, 'the body stays optional for older clients');
  });

  test('the seller accepts once (409 the second time) and the buyer is told', async () => {
    const { id } = await placeOrder();
    assert.equal((await post(buyer, `/orders/${id}/accept`)).statusCode, 403, 'a buyer cannot decide');
    assert.equal((await post(otherSeller, `/orders/${id}/accept`)).statusCode, 403, 'another seller cannot decide');
    const accepted = await post(seller, `/orders/${id}/accept`);
    assert.equal(accepted.statusCode, 200);
    assert.equal(accepted.json<Order>().status, 'accepted');
    assert.deepEqual(errorOf(await post(seller, `/orders/${id}/reject`)), { status: 409, hasError: true });
    assert.deepEqual(errorOf(await post(seller, `/orders/${id}/accept`)), { status: 409, hasError: true });
    assert.deepEqual(toldAbout('order', id).slice(2), [{ userId: buyer.id, kind: 'order_accepted', actorId: seller.id }]);
    assert.equal((await post(seller, '/orders/999999/accept')).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'POST', url: `/orders/${id}/accept` })).statusCode, 401);
  });

  test('two racing decisions on one order: one wins, the other gets a 409', async () => {
    const { id } = await placeOrder();
    const results = await Promise.all([post(seller, `/orders/${id}/accept`), post(seller, `/orders/${id}/reject`), post(seller, `/orders/${id}/accept`)]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409, 409]);
    assert.equal((await get(buyer, id)).history.length, 2, 'one decision recorded');
  });

  test('the seller rejects with a reason; the buyer is told and sees status and reason', async () => {
    const { id } = await placeOrder();
    const rejected = await post(seller, `/orders/${id}/reject`, { reason: 'Fully booked until March' });
    assert.equal(rejected.json<Order>().status, 'rejected');
    assert.equal(rejected.json<Order>().reason, 'Fully booked until March');
    assert.equal(rejected.json<Order>().cancelled_by, null);
    assert.deepEqual(toldAbout('order', id).slice(2), [{ userId: buyer.id, kind: 'order_rejected', actorId: seller.id, reason: 'Fully booked until March' }]);
    const mine = (await ctx.app.inject({ method: 'GET', url: '/orders', headers: buyer.auth })).json<Order[]>();
    assert.equal(mine.find((o) => o.id === id)?.status, 'rejected');
    assert.equal(mine.find((o) => o.id === id)?.counterpart_contact, null);
    for (const path of ['accept', 'work-done', 'cancel', 'payment-received']) {
      assert.deepEqual(errorOf(await post(seller, `/orders/${id}/${path}`)), { status: 409, hasError: true }, path);
    }
    assert.deepEqual(errorOf(await post(buyer, `/orders/${id}/cancel`)), { status: 409, hasError: true });
  });

  test('the whole way: accepted -> work done (seller) -> completed (buyer); every other step is a 409, the wrong party a 403', async () => {
    const { id } = await placeOrder();
    // pending: nothing but the decision
    assert.deepEqual(errorOf(await post(seller, `/orders/${id}/work-done`)), { status: 409, hasError: true });
    assert.deepEqual(errorOf(await post(buyer, `/orders/${id}/confirm`)), { status: 409, hasError: true });
    await walk(id, [seller, 'accept']);
    // accepted
    assert.deepEqual(errorOf(await post(buyer, `/orders/${id}/confirm`)), { status: 409, hasError: true }, 'nothing to confirm before the work is done');
    assert.equal((await post(buyer, `/orders/${id}/work-done`)).statusCode, 403, 'only the craftsman says the work is done');
    assert.equal((await post(otherSeller, `/orders/${id}/work-done`)).statusCode, 403);
    const done = await post(seller, `/orders/${id}/work-done`);
    assert.equal(done.statusCode, 200);
    const workDone = done.json<Order>();
    assert.equal(workDone.status, 'work_done');
    assert.ok(workDone.work_done_at);
    assert.equal(Date.parse(workDone.auto_complete_at ?? '') - Date.parse(workDone.work_done_at ?? ''), 14 * DAY, 'completes by itself 14 days later');
    // work_done
    assert.deepEqual(errorOf(await post(seller, `/orders/${id}/work-done`)), { status: 409, hasError: true });
    assert.deepEqual(errorOf(await post(seller, `/orders/${id}/accept`)), { status: 409, hasError: true });
    assert.equal((await post(seller, `/orders/${id}/confirm`)).statusCode, 403, 'only the customer confirms');
    assert.equal((await post(otherBuyer, `/orders/${id}/confirm`)).statusCode, 403);
    const confirmed = await post(buyer, `/orders/${id}/confirm`);
    assert.equal(confirmed.statusCode, 200);
    const completed = confirmed.json<Order>();
    assert.equal(completed.status, 'completed');
    assert.ok(completed.completed_at);
    assert.equal(completed.auto_complete_at, null);
    assert.deepEqual(completed.history.map((h) => [h.event, h.by]), [
      ['requested', 'buyer'],
      ['accepted', 'seller'],
      ['work_done', 'seller'],
      ['completed', 'buyer'],
    ]);
    // completed: final (the payment aside)
    for (const [user, path] of [[buyer, 'confirm'], [buyer, 'cancel'], [seller, 'cancel'], [seller, 'work-done'], [seller, 'reject']] as const) {
      assert.deepEqual(errorOf(await post(user, `/orders/${id}/${path}`)), { status: 409, hasError: true }, path);
    }
    assert.deepEqual(toldAbout('order', id), [
      { userId: seller.id, kind: 'order_new', actorId: buyer.id },
      { userId: buyer.id, kind: 'order_placed', actorId: buyer.id },
      { userId: buyer.id, kind: 'order_accepted', actorId: seller.id },
      { userId: buyer.id, kind: 'order_work_done', actorId: seller.id },
      { userId: seller.id, kind: 'order_completed', actorId: buyer.id },
    ]);
  });

  test('either party cancels an accepted or finished-but-unconfirmed job, with a reason; the other one is told', async () => {
    const accepted = await placeOrder();
    await walk(accepted.id, [seller, 'accept']);
    const bySeller = await post(seller, `/orders/${accepted.id}/cancel`, { reason: 'Material not available' });
    assert.equal(bySeller.statusCode, 200);
    assert.deepEqual([bySeller.json<Order>().status, bySeller.json<Order>().cancelled_by, bySeller.json<Order>().reason], ['cancelled', 'seller', 'Material not available']);
    assert.deepEqual(toldAbout('order', accepted.id).at(-1), { userId: buyer.id, kind: 'order_cancelled', actorId: seller.id, reason: 'Material not available' });

    const workDone = await placeOrder();
    await walk(workDone.id, [seller, 'accept'], [seller, 'work-done']);
    const byBuyer = await post(buyer, `/orders/${workDone.id}/cancel`, { reason: 'Not what we agreed' });
    assert.deepEqual([byBuyer.json<Order>().status, byBuyer.json<Order>().cancelled_by], ['cancelled', 'buyer']);
    assert.deepEqual(toldAbout('order', workDone.id).at(-1), { userId: seller.id, kind: 'order_cancelled', actorId: buyer.id, reason: 'Not what we agreed' });
    assert.equal(byBuyer.json<Order>().counterpart_contact, null, 'no contact after a cancellation');
  });

  test('the seller marks the payment received once (accepted, work done or completed); the buyer is told', async () => {
    const { id } = await placeOrder();
    assert.deepEqual(errorOf(await post(seller, `/orders/${id}/payment-received`)), { status: 409, hasError: true }, 'nothing is due while pending');
    await walk(id, [seller, 'accept']);
    assert.equal((await post(buyer, `/orders/${id}/payment-received`)).statusCode, 403);
    assert.equal((await post(otherSeller, `/orders/${id}/payment-received`)).statusCode, 403);
    const paid = await post(seller, `/orders/${id}/payment-received`);
    assert.equal(paid.statusCode, 200);
    assert.equal(paid.json<Order>().payment_status, 'received');
    assert.equal(paid.json<Order>().status, 'accepted', 'the job goes on');
    assert.deepEqual(paid.json<Order>().history.at(-1), { ...paid.json<Order>().history.at(-1), event: 'payment_received', by: 'seller', price: 119 });
    assert.deepEqual(errorOf(await post(seller, `/orders/${id}/payment-received`)), { status: 409, hasError: true }, 'once');
    assert.deepEqual(toldAbout('order', id).at(-1), { userId: buyer.id, kind: 'payment_received', actorId: seller.id });

    const completed = await completedOrder();
    assert.equal((await post(seller, `/orders/${completed.id}/payment-received`)).json<Order>().payment_status, 'received');
  });

  test("each party sees the other's contact only while the job is on (accepted, work done, completed)", async () => {
    const { id } = await placeOrder();
    assert.equal((await get(buyer, id)).counterpart_contact, null);
    assert.equal((await get(seller, id)).counterpart_contact, null);
    await walk(id, [seller, 'accept']);
    const sellerUser = (await ctx.app.inject({ method: 'GET', url: `/users/${seller.id}`, headers: seller.auth })).json<{ email: string; phone: string; street: string; post_number: string }>();
    const buyerUser = (await ctx.app.inject({ method: 'GET', url: `/users/${buyer.id}`, headers: buyer.auth })).json<{ email: string; phone: string; street: string; post_number: string }>();
    assert.deepEqual((await get(buyer, id)).counterpart_contact, {
      name: 'Brush & Co',
      email: sellerUser.email,
      phone: sellerUser.phone,
      street: sellerUser.street,
      post_number: sellerUser.post_number,
    });
    assert.deepEqual((await get(seller, id)).counterpart_contact, {
      name: 'Test buyer',
      email: buyerUser.email,
      phone: buyerUser.phone,
      street: buyerUser.street,
      post_number: buyerUser.post_number,
    });
    const received = (await ctx.app.inject({ method: 'GET', url: '/orders/received', headers: seller.auth })).json<Order[]>();
    assert.equal(received.find((o) => o.id === id)?.counterpart_contact?.email, buyerUser.email, 'the lists carry it too');
    await walk(id, [seller, 'work-done']);
    assert.equal((await get(buyer, id)).counterpart_contact?.email, sellerUser.email);
    await walk(id, [buyer, 'confirm']);
    assert.equal((await get(seller, id)).counterpart_contact?.email, buyerUser.email);
  });

  test('reviews: only the buyer of a completed order, whole stars 1..5 (required), one per order, edits within 14 days', async () => {
    const pending = await placeOrder();
    assert.deepEqual(errorOf(await review(buyer, pending.id, { rating: 4, text: 'Too early' })), { status: 409, hasError: true });
    const accepted = await placeOrder();
    await walk(accepted.id, [seller, 'accept']);
    assert.deepEqual(errorOf(await review(buyer, accepted.id, { rating: 4 })), { status: 409, hasError: true }, 'accepted is not finished');
    await walk(accepted.id, [seller, 'work-done']);
    assert.deepEqual(errorOf(await review(buyer, accepted.id, { rating: 4 })), { status: 409, hasError: true }, 'work done is not confirmed yet');

    const { id } = await completedOrder();
    assert.equal((await review(otherBuyer, id, { rating: 4, text: 'Not mine' })).statusCode, 403);
    assert.equal((await review(seller, id, { rating: 4, text: 'Seller' })).statusCode, 403);
    assert.equal((await review(buyer, 999_999, { rating: 4, text: 'x' })).statusCode, 404);
    for (const rating of [0, 0.5, 4.5, 5.5, 6, -1, '4', null, undefined]) {
      assert.deepEqual(errorOf(await review(buyer, id, { rating, text: 'x' })), { status: 400, hasError: true }, String(rating));
    }
    assert.equal((await review(buyer, id, { rating: 4, text: 'x'.repeat(2001) })).statusCode, 400);

    const created = await review(buyer, id, { rating: 4, text: 'Clean and quick work' });
    assert.equal(created.statusCode, 201, created.body);
    const first = created.json<Review>();
    assert.equal(first.rating, 4);
    assert.equal(first.order_id, id);
    assert.equal(first.service_title, 'Wall painting');
    assert.equal(first.buyer_firstname, 'Test');
    assert.deepEqual(toldAbout('review', first.id), [{ userId: seller.id, kind: 'review_received', actorId: buyer.id }]);
    const withReview = await get(buyer, id);
    assert.equal(Date.parse(withReview.review_editable_until ?? '') - Date.parse(first.created_at), 14 * DAY);
    assert.equal(withReview.history.at(-1)?.event, 'reviewed');

    const edited = await review(buyer, id, { rating: 3 });
    assert.equal(edited.statusCode, 200);
    assert.equal(edited.json<Review>().id, first.id, 'still the one review');
    assert.equal(edited.json<Review>().rating, 3);
    assert.equal(edited.json<Review>().text, '', 'the text is optional');
    assert.equal(toldAbout('review', first.id).length, 1, 'an edit tells nobody');
    assert.equal((await review(buyer, id, { rating: 4, text: 'Edited' })).statusCode, 200);
    assert.equal((await get(buyer, id)).review?.text, 'Edited');

    moveClock(14 * DAY + 60_000);
    assert.deepEqual(errorOf(await review(buyer, id, { rating: 1, text: 'Too late' })), { status: 409, hasError: true }, 'the edit window closed');
    setClock(null);
    assert.equal((await get(buyer, id)).review?.rating, 4);
  });

  test('GET /services/{id}/reviews and /stats are public; the seller reads the received reviews; old half stars stay readable', async () => {
    const { id } = await completedOrder();
    assert.equal((await review(buyer, id, { rating: 5, text: 'Great' })).statusCode, 201);
    // A review written before whole-star ratings (half stars), straight into the table as 0180 keeps it.
    const legacy = await completedOrder();
    await ctx.app.db
      .insertInto('reviews')
      .values({ order_id: legacy.id, service_id: serviceId, buyer_id: buyer.id, rating_halves: 7, text: 'Old scale', created_at: legacy.created_at, updated_at: legacy.created_at })
      .execute();
    const reviews = (await ctx.app.inject({ method: 'GET', url: `/services/${serviceId}/reviews` })).json<Review[]>();
    assert.equal(reviews.length, 3);
    assert.deepEqual(reviews.map((r) => r.rating).sort(), [3.5, 4, 5]);

    const stats = (await ctx.app.inject({ method: 'GET', url: `/services/${serviceId}/stats` })).json<ServiceStats>();
    const rows = await ctx.app.db.selectFrom('orders').select('status').where('service_id', '=', serviceId).execute();
    assert.equal(stats.order_count, rows.filter((r) => r.status !== 'cancelled').length, 'cancelled orders do not count');
    assert.equal(stats.rating_count, 3);
    assert.equal(stats.rating_average, 4.2, '(4 + 5 + 3.5) / 3 = 4.17, one decimal');

    const received = (await ctx.app.inject({ method: 'GET', url: '/reviews/received', headers: seller.auth })).json<Review[]>();
    assert.equal(received.length, 3);
    assert.deepEqual((await ctx.app.inject({ method: 'GET', url: '/reviews/received', headers: otherSeller.auth })).json(), []);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/reviews/received', headers: buyer.auth })).statusCode, 403);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/reviews/received' })).statusCode, 401);
  });

  test('work done completes by itself 14 days later (history: auto_completed by the system); both parties are told', async () => {
    const craftsman = await registerAndLogin(ctx.app, 'seller');
    const customer = await registerAndLogin(ctx.app, 'buyer');
    const service = await createService(ctx.app, craftsman, { price: 80 });
    const placed = await order(customer, { service_id: service, payment_method: 'paypal' });
    const { id } = placed.json<Order>();
    await walk(id, [craftsman, 'accept'], [craftsman, 'work-done']);
    const list = async (user: TestUser, url: string) => (await ctx.app.inject({ method: 'GET', url, headers: user.auth })).json<Order[]>().find((o) => o.id === id);

    moveClock(14 * DAY - 60_000);
    assert.equal((await list(customer, '/orders'))?.status, 'work_done', 'not yet');
    moveClock(14 * DAY + 60_000);
    const completed = await list(customer, '/orders');
    assert.equal(completed?.status, 'completed', 'the list completes it on read');
    assert.ok(completed?.completed_at);
    assert.deepEqual(completed?.history.at(-1), { ...completed?.history.at(-1), event: 'auto_completed', by: 'system' });
    assert.equal((await list(craftsman, '/orders/received'))?.status, 'completed');
    assert.deepEqual(toldAbout('order', id).filter((n) => n.kind === 'order_completed'), [
      { userId: customer.id, kind: 'order_completed', actorId: null },
      { userId: craftsman.id, kind: 'order_completed', actorId: null },
    ]);
    assert.equal((await completeDueOrders(ctx.app)), 0, 'once');
    assert.equal((await review(customer, id, { rating: 5 })).statusCode, 201, 'an auto-completed order can be reviewed');
  });

  test('the periodic sweep completes overdue work without anybody reading the lists', async () => {
    const { id } = await placeOrder();
    await walk(id, [seller, 'accept'], [seller, 'work-done']);
    moveClock(15 * DAY);
    assert.ok((await completeDueOrders(ctx.app)) >= 1);
    const row = await ctx.app.db.selectFrom('orders').select(['status', 'completed_at']).where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.status, 'completed');
    assert.ok(row.completed_at);
  });

  test('stats of a service without orders; 404 for unknown services, 400 for odd ids', async () => {
    const fresh = await createService(ctx.app, otherSeller);
    assert.deepEqual((await ctx.app.inject({ method: 'GET', url: `/services/${fresh}/stats` })).json(), {
      order_count: 0,
      rating_average: null,
      rating_count: 0,
    });
    assert.deepEqual((await ctx.app.inject({ method: 'GET', url: `/services/${fresh}/reviews` })).json(), []);
    for (const url of ['/services/999999/stats', '/services/999999/reviews']) assert.equal((await ctx.app.inject({ method: 'GET', url })).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/services/-1/stats' })).statusCode, 400);
  });

  test('acknowledged orders and reviews survive a restart', async () => {
    const listed = (await ctx.app.inject({ method: 'GET', url: '/orders', headers: buyer.auth })).json<Order[]>();
    await ctx.restart();
    notified = recordNotifications(ctx.app);
    const reread = (await ctx.app.inject({ method: 'GET', url: '/orders', headers: buyer.auth })).json<Order[]>();
    assert.deepEqual(reread, listed);
  });

  test('deleting a service hides it everywhere but keeps the orders and reviews buyers have of it', async () => {
    const doomedId = await createService(ctx.app, seller, { title: 'Fence staining', price: 300 });
    const placed = await completedOrder({ service_id: doomedId, amount: 300 });
    assert.equal((await review(buyer, placed.id, { rating: 5, text: 'Neat work' })).statusCode, 201);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/services/${doomedId}`, headers: seller.auth });
    assert.equal(deleted.statusCode, 204);

    assert.equal((await ctx.app.inject({ method: 'GET', url: `/services/${doomedId}` })).statusCode, 404);
    const catalogue = (await ctx.app.inject({ method: 'GET', url: '/categories' })).json<Array<{ services: Array<{ id: number }> }>>();
    assert.ok(catalogue.every((c) => c.services.every((s) => s.id !== doomedId)));
    assert.equal((await order(buyer, { ...valid(), service_id: doomedId })).statusCode, 404);

    const history = (await ctx.app.inject({ method: 'GET', url: '/orders', headers: buyer.auth })).json<Order[]>();
    const kept = history.find((o) => o.id === placed.id);
    assert.equal(kept?.service_title, 'Fence staining');
    assert.equal(kept?.status, 'completed');
    assert.equal(kept?.review?.text, 'Neat work');
  });
});
