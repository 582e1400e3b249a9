import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { HttpError } from '../../lib/http-error';
import type { Order, Review, ServiceStats } from '../../wire';
import { errorOf, mailsTo, uploadDocument } from '../../test/features';
import { type TestContext, type TestUser, createService, createTestContext, registerAndLogin } from '../../test/helpers';

describe('orders and reviews', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  let otherBuyer: TestUser;
  let serviceId: number;
  before(async () => {
    ctx = await createTestContext();
    seller = await registerAndLogin(ctx.app, 'seller', { company_name: 'Brush & Co' });
    otherSeller = await registerAndLogin(ctx.app, 'seller');
    buyer = await registerAndLogin(ctx.app, 'buyer');
    otherBuyer = await registerAndLogin(ctx.app, 'buyer');
    serviceId = await createService(ctx.app, seller, { title: 'Wall painting', price: 119 });
  });
  after(() => ctx.cleanup());

  const order = (user: TestUser | null, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/orders', headers: user?.auth ?? {}, payload });
  const valid = () => ({ service_id: serviceId, payment_method: 'credit-card', amount: 119, description: 'Living room' });
  const post = (user: TestUser, url: string) => ctx.app.inject({ method: 'POST', url, headers: user.auth });
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
    assert.equal(errorOf(await order(buyer, { ...valid(), document_url: ref })).status, 409, 'a reference is used once (#14: 409)');
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

  /** Orders of the two #14 tests go to their own seller and buyers, so the list tests count only theirs. */
  const elsewhere = async () => ({ ...valid(), service_id: await createService(ctx.app, await registerAndLogin(ctx.app, 'seller'), { title: 'Tiling', price: 119 }) });

  test('the amount is the service price (#14): another amount is refused naming the price, none sent takes the price', async () => {
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

  test('order and payment are one transaction (#14): a refused payment stores no order, a failed insert records no payment', async (t) => {
    const payer = await registerAndLogin(ctx.app, 'buyer');
    const body = await elsewhere();
    const count = async () => (await ctx.app.db.selectFrom('orders').select(ctx.app.db.fn.countAll<number>().as('n')).where('buyer_id', '=', payer.id).executeTakeFirstOrThrow()).n;
    const before = Number(await count());
    const declined = t.mock.method(ctx.app.payments, 'record', async () => {
      throw new HttpError(402, 'Payment declined');
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

  test('the buyer cancels while pending; 409 afterwards; nobody else may cancel', async () => {
    const { id } = await placeOrder();
    assert.equal((await post(seller, `/orders/${id}/cancel`)).statusCode, 403);
    assert.equal((await post(otherBuyer, `/orders/${id}/cancel`)).statusCode, 403);
    const cancelled = await post(buyer, `/orders/${id}/cancel`);
    assert.equal(cancelled.statusCode, 200);
    assert.equal(cancelled.json<Order>().status, 'cancelled');
    assert.deepEqual(errorOf(await post(buyer, `/orders/${id}/cancel`)), { status: 409, hasError: true });
    assert.deepEqual(errorOf(await post(seller, `/orders/${id}/accept`)), { status: 409, hasError: true }, 'a cancelled order cannot be accepted');
    assert.equal((await post(buyer, '/orders/999999/cancel')).statusCode, 404);
  });

  test('the seller accepts once (409 the second time) and the buyer gets an e-mail', async () => {
    const { id } = await placeOrder();
    assert.equal((await post(buyer, `/orders/${id}/accept`)).statusCode, 403, 'a buyer cannot decide');
    assert.equal((await post(otherSeller, `/orders/${id}/accept`)).statusCode, 403, 'another seller cannot decide');
    const accepted = await post(seller, `/orders/${id}/accept`);
    assert.equal(accepted.statusCode, 200);
    assert.equal(accepted.json<Order>().status, 'accepted');
    assert.deepEqual(errorOf(await post(seller, `/orders/${id}/reject`)), { status: 409, hasError: true });
    assert.deepEqual(errorOf(await post(seller, `/orders/${id}/accept`)), { status: 409, hasError: true });
    assert.deepEqual(errorOf(await post(buyer, `/orders/${id}/cancel`)), { status: 409, hasError: true });
    const mails = await mailsTo(ctx, buyer.email, new RegExp(`order #${id} .*was accepted`));
    assert.equal(mails.length, 1);
    assert.equal((await post(seller, '/orders/999999/accept')).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'POST', url: `/orders/${id}/accept` })).statusCode, 401);
  });

  test('the seller rejects; the buyer gets an e-mail and sees the status', async () => {
    const { id } = await placeOrder();
    const rejected = await post(seller, `/orders/${id}/reject`);
    assert.equal(rejected.json<Order>().status, 'rejected');
    assert.equal((await mailsTo(ctx, buyer.email, new RegExp(`order #${id} .*was rejected`))).length, 1);
    const mine = (await ctx.app.inject({ method: 'GET', url: '/orders', headers: buyer.auth })).json<Order[]>();
    assert.equal(mine.find((o) => o.id === id)?.status, 'rejected');
  });

  test('reviews: only the buyer of an accepted order, half stars 0.5..5, one per order (PUT edits it)', async () => {
    const pending = await placeOrder();
    assert.deepEqual(errorOf(await review(buyer, pending.id, { rating: 4, text: 'Too early' })), { status: 409, hasError: true });
    const { id } = await placeOrder();
    await post(seller, `/orders/${id}/accept`);
    assert.equal((await review(otherBuyer, id, { rating: 4, text: 'Not mine' })).statusCode, 403);
    assert.equal((await review(seller, id, { rating: 4, text: 'Seller' })).statusCode, 403);
    assert.equal((await review(buyer, 999_999, { rating: 4, text: 'x' })).statusCode, 404);
    for (const rating of [0, 0.3, 5.5, -1, '4', null]) {
      assert.deepEqual(errorOf(await review(buyer, id, { rating, text: 'x' })), { status: 400, hasError: true }, String(rating));
    }
    assert.equal((await review(buyer, id, { rating: 4, text: 'x'.repeat(2001) })).statusCode, 400);

    const created = await review(buyer, id, { rating: 4.5, text: 'Clean and quick work' });
    assert.equal(created.statusCode, 201);
    const first = created.json<Review>();
    assert.equal(first.rating, 4.5);
    assert.equal(first.order_id, id);
    assert.equal(first.service_title, 'Wall painting');
    assert.equal(first.buyer_firstname, 'Test');

    const edited = await review(buyer, id, { rating: 3.5, text: 'Edited' });
    assert.equal(edited.statusCode, 200);
    assert.equal(edited.json<Review>().id, first.id, 'still the one review');
    assert.equal(edited.json<Review>().rating, 3.5);
    const withReview = (await ctx.app.inject({ method: 'GET', url: `/orders/${id}`, headers: buyer.auth })).json<Order>();
    assert.equal(withReview.review?.text, 'Edited');
  });

  test('GET /services/{id}/reviews and /stats are public; the seller reads the received reviews', async () => {
    const { id } = await placeOrder();
    await post(seller, `/orders/${id}/accept`);
    await review(buyer, id, { rating: 5, text: 'Great' });
    const reviews = (await ctx.app.inject({ method: 'GET', url: `/services/${serviceId}/reviews` })).json<Review[]>();
    assert.equal(reviews.length, 2);
    assert.deepEqual(reviews.map((r) => r.rating).sort(), [3.5, 5]);

    const stats = (await ctx.app.inject({ method: 'GET', url: `/services/${serviceId}/stats` })).json<ServiceStats>();
    const rows = await ctx.app.db.selectFrom('orders').select('status').where('service_id', '=', serviceId).execute();
    assert.equal(stats.order_count, rows.filter((r) => r.status !== 'cancelled').length, 'cancelled orders do not count');
    assert.equal(stats.rating_count, 2);
    assert.equal(stats.rating_average, 4.3, '(3.5 + 5) / 2 = 4.25, one decimal');

    const received = (await ctx.app.inject({ method: 'GET', url: '/reviews/received', headers: seller.auth })).json<Review[]>();
    assert.equal(received.length, 2);
    assert.deepEqual((await ctx.app.inject({ method: 'GET', url: '/reviews/received', headers: otherSeller.auth })).json(), []);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/reviews/received', headers: buyer.auth })).statusCode, 403);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/reviews/received' })).statusCode, 401);
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
    const reread = (await ctx.app.inject({ method: 'GET', url: '/orders', headers: buyer.auth })).json<Order[]>();
    assert.deepEqual(reread, listed);
  });

  test('deleting a service hides it everywhere but keeps the orders and reviews buyers have of it', async () => {
    const doomedId = await createService(ctx.app, seller, { title: 'Fence staining', price: 300 });
    const placed = await placeOrder({ service_id: doomedId, amount: 300 });
    assert.equal((await post(seller, `/orders/${placed.id}/accept`)).statusCode, 200);
    assert.equal((await review(buyer, placed.id, { rating: 4.5, text: 'Neat work' })).statusCode, 201);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/services/${doomedId}`, headers: seller.auth });
    assert.equal(deleted.statusCode, 204);

    assert.equal((await ctx.app.inject({ method: 'GET', url: `/services/${doomedId}` })).statusCode, 404);
    const catalogue = (await ctx.app.inject({ method: 'GET', url: '/categories' })).json<Array<{ services: Array<{ id: number }> }>>();
    assert.ok(catalogue.every((c) => c.services.every((s) => s.id !== doomedId)));
    assert.equal((await order(buyer, { ...valid(), service_id: doomedId })).statusCode, 404);

    const history = (await ctx.app.inject({ method: 'GET', url: '/orders', headers: buyer.auth })).json<Order[]>();
    const kept = history.find((o) => o.id === placed.id);
    assert.equal(kept?.service_title, 'Fence staining');
    assert.equal(kept?.status, 'accepted');
    assert.equal(kept?.review?.text, 'Neat work');
  });
});
