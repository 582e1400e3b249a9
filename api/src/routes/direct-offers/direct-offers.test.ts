import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { NotifyInput } from '../../plugins/app/notify';
import type { DirectOffer, Order } from '@craft/shared/api/feature-types';
import { errorOf, openMarketplace, recordNotifications, uploadDocument } from '../../test/features';
import { type TestContext, type TestUser, createService, outboxMails } from '../../test/helpers';

describe('direct offers', () => {
  let ctx: TestContext, seller: TestUser, otherSeller: TestUser, buyer: TestUser, otherBuyer: TestUser, serviceId: number;
  let notified: NotifyInput[];
  before(async () => {
    ({ ctx, seller, otherSeller, buyer, otherBuyer, serviceId } = await openMarketplace('Tile Masters', { title: 'Bathroom tiling', price: 900 }));
    notified = recordNotifications(ctx.app);
  });
  after(() => ctx.cleanup());

  const send = (user: TestUser | null, method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  const create = async (extra: Record<string, unknown> = {}) => {
    const response = await send(buyer, 'POST', '/direct-offers', { seller_id: seller.id, description: 'Retile the bathroom', ...extra });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<DirectOffer>();
  };
  const post = (user: TestUser, id: number, path: string, payload?: Record<string, unknown>) => send(user, 'POST', `/direct-offers/${id}/${path}`, payload);
  /** What an accept sends: the version of the offer as the accepting party saw it. */
  const seen = (offer: DirectOffer) => ({ version: offer.version });
  const toldAbout = (id: number) =>
    notified
      .filter((n) => n.subject.type === 'direct_offer' && n.subject.id === id)
      .map((n) => ({ userId: n.userId, kind: n.kind, actorId: n.actorId, ...(n.price != null ? { price: n.price } : {}), ...(n.reason ? { reason: n.reason } : {}) }));

  /** What was told about an order an accepted offer placed. */
  const orderConfirmations = (orderId: number) =>
    notified.filter((n) => n.subject.type === 'order' && n.subject.id === orderId).map((n) => ({ userId: n.userId, kind: n.kind, actorId: n.actorId, price: n.price }));

  test('a buyer sends an offer to a craftsman: pending, with both names', async () => {
    const offer = await create();
    assert.equal(offer.status, 'pending');
    assert.equal(offer.buyer_id, buyer.id);
    assert.equal(offer.seller_id, seller.id);
    assert.equal(offer.seller_name, 'Tile Masters');
    assert.equal(offer.buyer_name, 'Test buyer');
    assert.equal(offer.description, 'Retile the bathroom');
    assert.equal(offer.has_document, false);
    // The negotiation's fields
    assert.equal(offer.service_id, null);
    assert.equal(offer.price, null);
    assert.equal(offer.payment_method, 'bank-transfer', 'the default');
    assert.deepEqual([offer.counter_price, offer.agreed_price, offer.order_id], [null, null, null]);
    assert.deepEqual(offer.history.map((h) => [h.event, h.by, h.price]), [['offered', 'buyer', null]]);
    assert.deepEqual(toldAbout(offer.id), [{ userId: seller.id, kind: 'offer_new', actorId: buyer.id }]);
  });

  test('an offer may name one of the craftsman\'s services, a price and a payment method', async () => {
    const offer = await create({ service_id: serviceId, price: 800, payment_method: 'paypal' });
    assert.deepEqual([offer.service_id, offer.service_title, offer.price, offer.payment_method], [serviceId, 'Bathroom tiling', 800, 'paypal']);
    assert.deepEqual(offer.history.map((h) => [h.event, h.price]), [['offered', 800]]);
    assert.deepEqual(toldAbout(offer.id), [{ userId: seller.id, kind: 'offer_new', actorId: buyer.id, price: 800 }]);
    const elsewhere = await createService(ctx.app, otherSeller);
    const wrongSeller = await send(buyer, 'POST', '/direct-offers', { seller_id: seller.id, description: 'x', service_id: elsewhere });
    assert.equal(wrongSeller.statusCode, 400, 'the service must be the chosen craftsman\'s');
    assert.match(wrongSeller.json<{ error: string }>().error, /^service_id: /);
    assert.equal((await send(buyer, 'POST', '/direct-offers', { seller_id: seller.id, description: 'x', service_id: 999_999 })).statusCode, 404);
    for (const change of [{ price: -1 }, { price: 1.5 }, { price: 'lots' }, { payment_method: 'cash' }, { service_id: 0 }]) {
      assert.deepEqual(errorOf(await send(buyer, 'POST', '/direct-offers', { seller_id: seller.id, description: 'x', ...change })), { status: 400, hasError: true }, JSON.stringify(change));
    }
  });

  test('create: 401, 403 for a seller, 404 unknown seller, 400 when seller_id is a buyer or the input is bad', async () => {
    const body = { seller_id: seller.id, description: 'x' };
    assert.deepEqual(errorOf(await send(null, 'POST', '/direct-offers', body)), { status: 401, hasError: true });
    assert.deepEqual(errorOf(await send(otherSeller, 'POST', '/direct-offers', body)), { status: 403, hasError: true });
    assert.deepEqual(errorOf(await send(buyer, 'POST', '/direct-offers', { ...body, seller_id: 999_999 })), { status: 404, hasError: true });
    assert.deepEqual(errorOf(await send(buyer, 'POST', '/direct-offers', { ...body, seller_id: otherBuyer.id })), { status: 400, hasError: true });
    for (const change of [{ description: '   ' }, { description: undefined }, { seller_id: 'x' }, { document_url: 'nope' }, { description: 'x'.repeat(5001) }]) {
      assert.deepEqual(errorOf(await send(buyer, 'POST', '/direct-offers', { ...body, ...change })), { status: 400, hasError: true }, JSON.stringify(change));
    }
  });

  test('an attached upload can be downloaded by both parties only', async () => {
    const offer = await create({ document_url: await uploadDocument(ctx) });
    assert.equal(offer.has_document, true);
    for (const user of [buyer, seller]) {
      const file = await send(user, 'GET', `/direct-offers/${offer.id}/document`);
      assert.equal(file.statusCode, 200);
      assert.match(file.body, /^%PDF/);
    }
    for (const user of [otherBuyer, otherSeller]) assert.equal((await send(user, 'GET', `/direct-offers/${offer.id}/document`)).statusCode, 403);
    assert.equal((await send(buyer, 'GET', `/direct-offers/${(await create()).id}/document`)).statusCode, 404);
  });

  test('one upload, one record: a document on an offer cannot also go on a quotation or an order (409), and deleting the offer deletes no other record\'s file', async () => {
    const ref = await uploadDocument(ctx);
    const offer = await create({ document_url: ref });
    const quotation = { category_id: 1, description: 'Tiles', firstname: 'Ann', lastname: 'B', street: 'c', post_number: '1', phone: '2', email: 'ann@example.com', document_url: ref };
    const onQuotation = await ctx.app.inject({ method: 'POST', url: '/quotation', payload: quotation });
    assert.equal(onQuotation.statusCode, 409, onQuotation.body);
    assert.match(onQuotation.json<{ error: string }>().error, /^document_url: This document is already attached/);
    const second = await send(otherBuyer, 'POST', '/direct-offers', { seller_id: seller.id, description: 'Mine too', document_url: ref });
    assert.equal(second.statusCode, 409);

    // The other way round: a quotation's upload cannot be put on an offer, and stays readable.
    const quotationRef = await uploadDocument(ctx);
    const placed = await ctx.app.inject({ method: 'POST', url: '/quotation', payload: { ...quotation, document_url: quotationRef } });
    assert.equal(placed.statusCode, 201, placed.body);
    assert.equal((await send(buyer, 'POST', '/direct-offers', { seller_id: seller.id, description: 'Steal', document_url: quotationRef })).statusCode, 409);
    assert.equal((await send(buyer, 'DELETE', `/direct-offers/${offer.id}`)).statusCode, 204);
    // The craftsmen a request reaches read its document; one who answered it is one of them.
    const placedId = placed.json<{ id: number }>().id;
    assert.equal((await send(seller, 'PUT', `/quotation/${placedId}/answer`, { price: 300, message: 'Two days' })).statusCode, 201);
    const quotationDocument = await send(seller, 'GET', `/quotation/${placedId}/document`);
    assert.equal(quotationDocument.statusCode, 200, 'the quotation keeps its file');
    assert.equal((await send(buyer, 'POST', '/direct-offers', { seller_id: seller.id, description: 'x', document_url: 'doc_unknownreference000' })).statusCode, 400);
  });

  test('two offers racing for one upload: one gets it, the other a 409', async () => {
    const ref = await uploadDocument(ctx);
    const results = await Promise.all([1, 2].map(() => send(buyer, 'POST', '/direct-offers', { seller_id: seller.id, description: 'Race', document_url: ref })));
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 409]);
  });

  test('lists and reads: the buyer their own, the seller the received ones; others 403', async () => {
    const offer = await create();
    const mine = (await send(buyer, 'GET', '/direct-offers')).json<DirectOffer[]>();
    assert.ok(mine.some((o) => o.id === offer.id));
    const received = (await send(seller, 'GET', '/direct-offers/received')).json<DirectOffer[]>();
    assert.ok(received.some((o) => o.id === offer.id));
    assert.deepEqual((await send(otherSeller, 'GET', '/direct-offers/received')).json(), []);
    assert.deepEqual((await send(otherBuyer, 'GET', '/direct-offers')).json(), []);
    assert.equal((await send(seller, 'GET', '/direct-offers')).statusCode, 403);
    assert.equal((await send(buyer, 'GET', '/direct-offers/received')).statusCode, 403);
    for (const user of [buyer, seller]) assert.equal((await send(user, 'GET', `/direct-offers/${offer.id}`)).json<DirectOffer>().id, offer.id);
    for (const user of [otherBuyer, otherSeller]) assert.equal((await send(user, 'GET', `/direct-offers/${offer.id}`)).statusCode, 403);
    assert.equal((await send(buyer, 'GET', '/direct-offers/999999')).statusCode, 404);
    assert.equal((await send(buyer, 'GET', '/direct-offers/1.5')).statusCode, 400);
    assert.equal((await send(null, 'GET', '/direct-offers')).statusCode, 401);
  });

  test('the buyer edits a pending offer (also the file); others may not', async () => {
    const firstRef = await uploadDocument(ctx);
    const offer = await create({ document_url: firstRef });
    const body = { seller_id: seller.id, description: 'Retile the kitchen' };
    assert.equal((await send(otherBuyer, 'PUT', `/direct-offers/${offer.id}`, body)).statusCode, 403);
    assert.equal((await send(seller, 'PUT', `/direct-offers/${offer.id}`, body)).statusCode, 403);
    assert.equal((await send(buyer, 'PUT', '/direct-offers/999999', body)).statusCode, 404);
    assert.equal((await send(buyer, 'PUT', `/direct-offers/${offer.id}`, { ...body, description: '' })).statusCode, 400);
    const edited = await send(buyer, 'PUT', `/direct-offers/${offer.id}`, body);
    assert.equal(edited.statusCode, 200);
    assert.equal(edited.json<DirectOffer>().description, 'Retile the kitchen');
    assert.equal(edited.json<DirectOffer>().has_document, true, 'without document_url the file stays');
    assert.equal(edited.json<DirectOffer>().version, offer.version + 1, 'an edit is a new version');
    const replaced = await send(buyer, 'PUT', `/direct-offers/${offer.id}`, { ...body, document_url: await uploadDocument(ctx) });
    assert.equal(replaced.statusCode, 200);
    const old = await ctx.app.db.selectFrom('documents').select('id').where('ref', '=', firstRef).executeTakeFirst();
    assert.equal(old, undefined, 'the replaced file is deleted');
  });

  test('editing a pending offer tells the craftsman (a notification and a mail, with the new price)', async () => {
    const offer = await create({ service_id: serviceId, price: 5000 });
    // The new offer's own mail goes out after its answer: wait for it, so only the edit's mail is counted.
    await ctx.app.notifier.idle();
    const mailsBefore = (await outboxMails(ctx.app, seller.email)).length;
    const edited = await send(buyer, 'PUT', `/direct-offers/${offer.id}`, { seller_id: seller.id, description: 'Retile the bathroom', price: 1 });
    assert.equal(edited.statusCode, 200);
    assert.deepEqual(toldAbout(offer.id), [
      { userId: seller.id, kind: 'offer_new', actorId: buyer.id, price: 5000 },
      { userId: seller.id, kind: 'offer_changed', actorId: buyer.id, price: 1 },
    ]);
    await ctx.app.notifier.idle();
    const rows = await ctx.app.db.selectFrom('notifications').select(['kind', 'price']).where('user_id', '=', seller.id).where('subject_id', '=', offer.id).where('subject_type', '=', 'direct_offer').orderBy('id').execute();
    assert.deepEqual(rows, [{ kind: 'offer_new', price: 5000 }, { kind: 'offer_changed', price: 1 }], 'the stored rows the bell lists');
    const mails = await outboxMails(ctx.app, seller.email);
    assert.equal(mails.length, mailsBefore + 1, 'one mail about the edit');
    const [mail = ''] = mails.filter((m) => m.includes(`<title>Test buyer changed the price proposal #${offer.id} for &quot;Bathroom tiling&quot;</title>`));
    assert.match(mail, /the price is now 1 €/);
  });

  test('an accept names the version it saw: a changed offer answers 409 with the new price and places no order; the current version is accepted', async () => {
    const offer = await create({ service_id: serviceId, price: 5000 });
    const cut = await send(buyer, 'PUT', `/direct-offers/${offer.id}`, { seller_id: seller.id, description: 'Retile the bathroom', price: 1 });
    const current = cut.json<DirectOffer>();
    const stale = await post(seller, offer.id, 'accept', seen(offer));
    assert.equal(stale.statusCode, 409, stale.body);
    const refused = stale.json<{ error: string; code: string; offer: DirectOffer }>();
    assert.equal(refused.code, 'offer.changed');
    assert.match(refused.error, /changed to 1 €/, 'the message names the new price');
    assert.deepEqual([refused.offer.status, refused.offer.price, refused.offer.version], ['pending', 1, current.version], 'the offer as it is now');
    const orders = await ctx.app.db.selectFrom('orders').select('id').where('direct_offer_id', '=', offer.id).execute();
    assert.deepEqual(orders, [], 'no order');
    assert.equal((await send(seller, 'GET', `/direct-offers/${offer.id}`)).json<DirectOffer>().status, 'pending', 'still pending');
    assert.deepEqual(errorOf(await post(seller, offer.id, 'accept')), { status: 400, hasError: true }, 'the craftsman must name a version');
    assert.deepEqual(errorOf(await post(seller, offer.id, 'accept', { version: 'latest' })), { status: 400, hasError: true });

    const accepted = await post(seller, offer.id, 'accept', seen(current));
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.deepEqual([accepted.json<DirectOffer>().status, accepted.json<DirectOffer>().agreed_price], ['accepted', 1], 'deliberately, at the price shown');
  });

  test('an edit racing an accept: either the accept of the old version wins (before the edit) or it gets 409; never an order at a price not shown', async () => {
    const offer = await create({ service_id: serviceId, price: 5000 });
    const [edit, accept] = await Promise.all([
      send(buyer, 'PUT', `/direct-offers/${offer.id}`, { seller_id: seller.id, description: 'Retile the bathroom', price: 1 }),
      post(seller, offer.id, 'accept', seen(offer)),
    ]);
    const orders = await ctx.app.db.selectFrom('orders').select('amount').where('direct_offer_id', '=', offer.id).execute();
    if (accept.statusCode === 200) {
      assert.equal(edit.statusCode, 409, 'the edit came too late');
      assert.deepEqual(orders, [{ amount: 5000 }]);
    } else {
      assert.deepEqual([edit.statusCode, accept.statusCode], [200, 409]);
      assert.deepEqual(orders, []);
    }
  });

  test('naming another craftsman withdraws the offer from the first (told, kept as withdrawn) and sends it to the second as a new offer, file included', async () => {
    const ref = await uploadDocument(ctx);
    const offer = await create({ document_url: ref, price: 400 });
    const moved = await send(buyer, 'PUT', `/direct-offers/${offer.id}`, { seller_id: otherSeller.id, description: 'Retile the kitchen', price: 300 });
    assert.equal(moved.statusCode, 200, moved.body);
    const fresh = moved.json<DirectOffer>();
    assert.notEqual(fresh.id, offer.id, 'a new offer');
    assert.deepEqual([fresh.seller_id, fresh.status, fresh.price, fresh.description, fresh.has_document], [otherSeller.id, 'pending', 300, 'Retile the kitchen', true]);
    assert.deepEqual(fresh.history.map((h) => [h.event, h.price]), [['offered', 300]], 'the new craftsman sees none of the earlier negotiation');
    const file = await send(otherSeller, 'GET', `/direct-offers/${fresh.id}/document`);
    assert.equal(file.statusCode, 200, 'the file went with it');

    const left = (await send(seller, 'GET', `/direct-offers/${offer.id}`)).json<DirectOffer>();
    assert.deepEqual([left.status, left.price, left.description, left.has_document], ['withdrawn', 400, 'Retile the bathroom', false], 'the first craftsman keeps what they saw, withdrawn');
    assert.equal((await send(otherSeller, 'GET', `/direct-offers/${offer.id}`)).statusCode, 403);
    assert.equal((await send(seller, 'GET', `/direct-offers/${fresh.id}`)).statusCode, 403);
    assert.deepEqual(toldAbout(offer.id).slice(1), [{ userId: seller.id, kind: 'offer_withdrawn', actorId: buyer.id }]);
    assert.deepEqual(toldAbout(fresh.id), [{ userId: otherSeller.id, kind: 'offer_new', actorId: buyer.id, price: 300 }]);
    await ctx.app.notifier.idle();
    const withdrawnMails = (await outboxMails(ctx.app, seller.email)).filter((m) => m.includes(`<title>Price proposal #${offer.id} was withdrawn</title>`));
    assert.equal(withdrawnMails.length, 1, 'the first craftsman is mailed');
    const newMails = (await outboxMails(ctx.app, otherSeller.email)).filter((m) => m.includes(`<title>New price proposal #${fresh.id} from Test buyer</title>`));
    assert.equal(newMails.length, 1, 'the second craftsman is mailed');

    assert.deepEqual(errorOf(await post(seller, offer.id, 'accept', seen(offer))), { status: 409, hasError: true }, 'the first craftsman cannot accept it any more');
    assert.deepEqual(errorOf(await send(buyer, 'PUT', `/direct-offers/${offer.id}`, { seller_id: seller.id, description: 'x' })), { status: 409, hasError: true });
    const accepted = await post(otherSeller, fresh.id, 'accept', seen(fresh));
    assert.equal(accepted.statusCode, 200);
  });

  test('the seller accepts a pending offer once (the buyer\'s price is agreed); then it can be neither edited nor deleted', async () => {
    const offer = await create({ price: 500 });
    assert.deepEqual(errorOf(await post(buyer, offer.id, 'accept')), { status: 409, hasError: true }, 'the customer accepts only a counter offer');
    assert.equal((await post(otherSeller, offer.id, 'accept', seen(offer))).statusCode, 403);
    assert.equal((await post(otherBuyer, offer.id, 'accept')).statusCode, 403);
    const accepted = await post(seller, offer.id, 'accept', seen(offer));
    assert.equal(accepted.statusCode, 200);
    assert.equal(accepted.json<DirectOffer>().status, 'accepted');
    assert.equal(accepted.json<DirectOffer>().agreed_price, 500);
    assert.equal(accepted.json<DirectOffer>().order_id, null, 'no service named: no order');
    assert.deepEqual(errorOf(await post(seller, offer.id, 'reject')), { status: 409, hasError: true });
    assert.deepEqual(errorOf(await post(seller, offer.id, 'accept', seen(offer))), { status: 409, hasError: true });
    assert.deepEqual(errorOf(await post(seller, offer.id, 'counter', { price: 600 })), { status: 409, hasError: true });
    assert.deepEqual(errorOf(await post(buyer, offer.id, 'withdraw')), { status: 409, hasError: true });
    assert.deepEqual(errorOf(await send(buyer, 'PUT', `/direct-offers/${offer.id}`, { seller_id: seller.id, description: 'x' })), {
      status: 409,
      hasError: true,
    });
    assert.deepEqual(errorOf(await send(buyer, 'DELETE', `/direct-offers/${offer.id}`)), { status: 409, hasError: true });
    assert.deepEqual(toldAbout(offer.id).slice(1), [{ userId: buyer.id, kind: 'offer_accepted', actorId: seller.id, price: 500 }]);
    assert.equal((await post(seller, 999_999, 'accept', { version: 1 })).statusCode, 404);
  });

  test('an offer about a service, accepted at the buyer\'s price, becomes an accepted order at that price', async () => {
    const offer = await create({ service_id: serviceId, price: 750, payment_method: 'paypal' });
    const accepted = (await post(seller, offer.id, 'accept', seen(offer))).json<DirectOffer>();
    assert.ok(accepted.order_id, 'the order is named on the offer');
    const placed = (await send(buyer, 'GET', `/orders/${accepted.order_id}`)).json<Order>();
    assert.equal(placed.status, 'accepted');
    assert.deepEqual([placed.quantity, placed.unit_price, placed.amount, placed.payment_method, placed.direct_offer_id], [1, 750, 750, 'paypal', offer.id]);
    assert.equal(placed.service_id, serviceId);
    assert.equal(placed.description, 'Retile the bathroom');
    assert.ok(placed.counterpart_contact, 'accepted: the parties see each other\'s contact');
    assert.deepEqual(placed.history.map((h) => [h.event, h.by, h.price]), [
      ['requested', 'buyer', 750],
      ['accepted', 'seller', 750],
    ]);
    const received = (await send(seller, 'GET', '/orders/received')).json<Order[]>();
    assert.ok(received.some((o) => o.id === accepted.order_id), 'the craftsman has it among the received orders');
    const row = await ctx.app.db.selectFrom('orders').select('payment_reference').where('id', '=', accepted.order_id ?? 0).executeTakeFirstOrThrow();
    assert.match(row.payment_reference, /^rec_/, 'the payment is recorded like any order\'s');
    assert.deepEqual(orderConfirmations(accepted.order_id ?? 0), [{ userId: buyer.id, kind: 'order_placed', actorId: seller.id, price: 750 }], 'the buyer\'s order confirmation');
  });

  test('counter: the seller names a price (pending -> countered); the buyer accepts it and the order is at the counter price', async () => {
    const offer = await create({ service_id: serviceId, price: 600 });
    assert.equal((await post(buyer, offer.id, 'counter', { price: 700 })).statusCode, 403, 'only the craftsman counters');
    assert.equal((await post(otherSeller, offer.id, 'counter', { price: 700 })).statusCode, 403);
    for (const body of [{}, { price: -5 }, { price: 1.5 }, { price: 700, message: 'x'.repeat(1001) }]) {
      assert.deepEqual(errorOf(await post(seller, offer.id, 'counter', body)), { status: 400, hasError: true }, JSON.stringify(body));
    }
    const countered = await post(seller, offer.id, 'counter', { price: 820, message: 'Tiles cost more than you think' });
    assert.equal(countered.statusCode, 200);
    assert.deepEqual([countered.json<DirectOffer>().status, countered.json<DirectOffer>().counter_price, countered.json<DirectOffer>().price], ['countered', 820, 600]);
    assert.deepEqual(toldAbout(offer.id).at(-1), { userId: buyer.id, kind: 'offer_countered', actorId: seller.id, price: 820 });
    // countered: the buyer decides; the seller cannot accept their own price or counter again
    assert.deepEqual(errorOf(await post(seller, offer.id, 'accept', seen(countered.json<DirectOffer>()))), { status: 409, hasError: true });
    assert.deepEqual(errorOf(await post(seller, offer.id, 'counter', { price: 900 })), { status: 409, hasError: true });
    assert.deepEqual(errorOf(await post(seller, offer.id, 'reject')), { status: 409, hasError: true });
    assert.deepEqual(errorOf(await send(buyer, 'PUT', `/direct-offers/${offer.id}`, { seller_id: seller.id, description: 'x' })), { status: 409, hasError: true });
    assert.equal((await post(otherBuyer, offer.id, 'accept')).statusCode, 403);

    const accepted = await post(buyer, offer.id, 'accept');
    assert.equal(accepted.statusCode, 200);
    const body = accepted.json<DirectOffer>();
    assert.deepEqual([body.status, body.agreed_price], ['accepted', 820]);
    assert.deepEqual(body.history.map((h) => [h.event, h.by, h.price, h.message]), [
      ['offered', 'buyer', 600, null],
      ['countered', 'seller', 820, 'Tiles cost more than you think'],
      ['accepted', 'buyer', 820, null],
    ]);
    assert.deepEqual(toldAbout(offer.id).at(-1), { userId: seller.id, kind: 'offer_accepted', actorId: buyer.id, price: 820 });
    const placed = (await send(seller, 'GET', `/orders/${body.order_id}`)).json<Order>();
    assert.deepEqual([placed.status, placed.amount, placed.unit_price, placed.direct_offer_id], ['accepted', 820, 820, offer.id]);
    assert.deepEqual(orderConfirmations(placed.id), [{ userId: buyer.id, kind: 'order_placed', actorId: buyer.id, price: 820 }], 'the buyer\'s order confirmation');
    assert.deepEqual(errorOf(await post(buyer, offer.id, 'accept')), { status: 409, hasError: true }, 'once');
  });

  test('two racing acceptances of one countered offer: one order, one 409', async () => {
    const offer = await create({ service_id: serviceId, price: 100 });
    await post(seller, offer.id, 'counter', { price: 150 });
    const results = await Promise.all([post(buyer, offer.id, 'accept'), post(buyer, offer.id, 'accept')]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    const orders = await ctx.app.db.selectFrom('orders').select('id').where('direct_offer_id', '=', offer.id).execute();
    assert.equal(orders.length, 1);
  });

  test('the seller rejects a pending offer with a reason; the buyer is told', async () => {
    const offer = await create();
    assert.equal((await post(buyer, offer.id, 'reject')).statusCode, 403);
    assert.equal((await post(seller, offer.id, 'reject', { reason: 'x'.repeat(1001) })).statusCode, 400);
    const rejected = await post(seller, offer.id, 'reject', { reason: 'Not my trade' });
    assert.equal(rejected.json<DirectOffer>().status, 'rejected');
    assert.deepEqual(rejected.json<DirectOffer>().history.at(-1), { ...rejected.json<DirectOffer>().history.at(-1), event: 'rejected', by: 'seller', message: 'Not my trade' });
    assert.deepEqual(toldAbout(offer.id).at(-1), { userId: buyer.id, kind: 'offer_rejected', actorId: seller.id, reason: 'Not my trade' });
    const withoutBody = await create();
    assert.equal((await post(seller, withoutBody.id, 'reject')).json<DirectOffer>().status, 'rejected', 'the body stays optional for older clients');
  });

  test('the buyer withdraws a pending or countered offer (with a reason); the seller is told; nothing after that', async () => {
    const pending = await create();
    assert.equal((await post(seller, pending.id, 'withdraw')).statusCode, 403);
    assert.equal((await post(otherBuyer, pending.id, 'withdraw')).statusCode, 403);
    const withdrawn = await post(buyer, pending.id, 'withdraw', { reason: 'Did it myself' });
    assert.equal(withdrawn.statusCode, 200);
    assert.equal(withdrawn.json<DirectOffer>().status, 'withdrawn');
    assert.deepEqual(toldAbout(pending.id).at(-1), { userId: seller.id, kind: 'offer_withdrawn', actorId: buyer.id, reason: 'Did it myself' });
    for (const [user, path] of [[buyer, 'withdraw'], [buyer, 'accept'], [seller, 'accept'], [seller, 'reject']] as const) {
      assert.deepEqual(errorOf(await post(user, pending.id, path, seen(withdrawn.json<DirectOffer>()))), { status: 409, hasError: true }, path);
    }
    assert.deepEqual(errorOf(await post(seller, pending.id, 'counter', { price: 5 })), { status: 409, hasError: true });

    const countered = await create({ price: 100 });
    await post(seller, countered.id, 'counter', { price: 200 });
    const gone = await post(buyer, countered.id, 'withdraw');
    assert.deepEqual([gone.statusCode, gone.json<DirectOffer>().status, gone.json<DirectOffer>().order_id], [200, 'withdrawn', null]);
  });

  test('an edit while pending is recorded; absent service, price and method stay, null clears them', async () => {
    const offer = await create({ service_id: serviceId, price: 300, payment_method: 'credit-card' });
    const kept = await send(buyer, 'PUT', `/direct-offers/${offer.id}`, { seller_id: seller.id, description: 'Only the floor' });
    assert.deepEqual([kept.json<DirectOffer>().service_id, kept.json<DirectOffer>().price, kept.json<DirectOffer>().payment_method], [serviceId, 300, 'credit-card']);
    const cleared = await send(buyer, 'PUT', `/direct-offers/${offer.id}`, { seller_id: seller.id, description: 'Only the floor', service_id: null, price: null });
    assert.deepEqual([cleared.json<DirectOffer>().service_id, cleared.json<DirectOffer>().price], [null, null]);
    assert.deepEqual(cleared.json<DirectOffer>().history.map((h) => h.event), ['offered', 'edited', 'edited']);
    const moved = await send(buyer, 'PUT', `/direct-offers/${offer.id}`, { seller_id: otherSeller.id, description: 'x', service_id: serviceId });
    assert.equal(moved.statusCode, 400, 'a service of another craftsman than the one named');
  });

  test('the buyer deletes a pending offer (204, then 404); others may not', async () => {
    const offer = await create();
    assert.equal((await send(otherBuyer, 'DELETE', `/direct-offers/${offer.id}`)).statusCode, 403);
    assert.equal((await send(seller, 'DELETE', `/direct-offers/${offer.id}`)).statusCode, 403);
    assert.equal((await send(null, 'DELETE', `/direct-offers/${offer.id}`)).statusCode, 401);
    assert.equal((await send(buyer, 'DELETE', `/direct-offers/${offer.id}`)).statusCode, 204);
    assert.equal((await send(buyer, 'DELETE', `/direct-offers/${offer.id}`)).statusCode, 404);
  });
});
