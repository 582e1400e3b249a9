import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { DirectOffer } from '../../wire';
import { errorOf, mailsTo, uploadDocument } from '../../test/features';
import { type TestContext, type TestUser, createTestContext, registerAndLogin } from '../../test/helpers';

describe('direct offers', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  let otherBuyer: TestUser;
  before(async () => {
    ctx = await createTestContext();
    seller = await registerAndLogin(ctx.app, 'seller', { company_name: 'Tile Masters' });
    otherSeller = await registerAndLogin(ctx.app, 'seller');
    buyer = await registerAndLogin(ctx.app, 'buyer');
    otherBuyer = await registerAndLogin(ctx.app, 'buyer');
  });
  after(() => ctx.cleanup());

  const send = (user: TestUser | null, method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  const create = async (extra: Record<string, unknown> = {}) => {
    const response = await send(buyer, 'POST', '/direct-offers', { seller_id: seller.id, description: 'Retile the bathroom', ...extra });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<DirectOffer>();
  };

  test('a buyer sends an offer to a craftsman: pending, with both names', async () => {
    const offer = await create();
    assert.equal(offer.status, 'pending');
    assert.equal(offer.buyer_id, buyer.id);
    assert.equal(offer.seller_id, seller.id);
    assert.equal(offer.seller_name, 'Tile Masters');
    assert.equal(offer.buyer_name, 'Test buyer');
    assert.equal(offer.description, 'Retile the bathroom');
    assert.equal(offer.has_document, false);
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

  test('one upload, one record (#14 finding 7): a document on an offer cannot also go on a quotation or an order (409), and deleting the offer deletes no other record\'s file', async () => {
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
    const quotationDocument = await send(seller, 'GET', `/quotation/${placed.json<{ id: number }>().id}/document`);
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

  test('the buyer edits a pending offer (also the craftsman and the file); others may not', async () => {
    const firstRef = await uploadDocument(ctx);
    const offer = await create({ document_url: firstRef });
    const body = { seller_id: otherSeller.id, description: 'Retile the kitchen' };
    assert.equal((await send(otherBuyer, 'PUT', `/direct-offers/${offer.id}`, body)).statusCode, 403);
    assert.equal((await send(seller, 'PUT', `/direct-offers/${offer.id}`, body)).statusCode, 403);
    assert.equal((await send(buyer, 'PUT', '/direct-offers/999999', body)).statusCode, 404);
    assert.equal((await send(buyer, 'PUT', `/direct-offers/${offer.id}`, { ...body, description: '' })).statusCode, 400);
    const edited = await send(buyer, 'PUT', `/direct-offers/${offer.id}`, body);
    assert.equal(edited.statusCode, 200);
    assert.equal(edited.json<DirectOffer>().description, 'Retile the kitchen');
    assert.equal(edited.json<DirectOffer>().seller_id, otherSeller.id);
    assert.equal(edited.json<DirectOffer>().has_document, true, 'without document_url the file stays');
    const replaced = await send(buyer, 'PUT', `/direct-offers/${offer.id}`, { ...body, document_url: await uploadDocument(ctx) });
    assert.equal(replaced.statusCode, 200);
    const old = await ctx.app.db.selectFrom('documents').select('id').where('ref', '=', firstRef).executeTakeFirst();
    assert.equal(old, undefined, 'the replaced file is deleted');
  });

  test('the seller accepts once and the buyer gets an e-mail; then it can be neither edited nor deleted', async () => {
    const offer = await create();
    assert.equal((await send(buyer, 'POST', `/direct-offers/${offer.id}/accept`)).statusCode, 403);
    assert.equal((await send(otherSeller, 'POST', `/direct-offers/${offer.id}/accept`)).statusCode, 403);
    const accepted = await send(seller, 'POST', `/direct-offers/${offer.id}/accept`);
    assert.equal(accepted.statusCode, 200);
    assert.equal(accepted.json<DirectOffer>().status, 'accepted');
    assert.deepEqual(errorOf(await send(seller, 'POST', `/direct-offers/${offer.id}/reject`)), { status: 409, hasError: true });
    assert.deepEqual(errorOf(await send(buyer, 'PUT', `/direct-offers/${offer.id}`, { seller_id: seller.id, description: 'x' })), {
      status: 409,
      hasError: true,
    });
    assert.deepEqual(errorOf(await send(buyer, 'DELETE', `/direct-offers/${offer.id}`)), { status: 409, hasError: true });
    assert.equal((await mailsTo(ctx, buyer.email, new RegExp(`offer #${offer.id} was accepted`))).length, 1);
    assert.equal((await send(seller, 'POST', '/direct-offers/999999/accept')).statusCode, 404);
  });

  test('the seller rejects; the buyer gets an e-mail', async () => {
    const offer = await create();
    assert.equal((await send(seller, 'POST', `/direct-offers/${offer.id}/reject`)).json<DirectOffer>().status, 'rejected');
    assert.equal((await mailsTo(ctx, buyer.email, new RegExp(`offer #${offer.id} was rejected`))).length, 1);
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
