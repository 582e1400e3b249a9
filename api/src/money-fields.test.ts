import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { type TestContext, type TestUser, createService } from './test/helpers';
import { sellerAndBuyer } from './test/features';

/** Values a plain number coercion turned into 0 €, 1 € or 16 €; none of them is an amount. */
const NOT_AMOUNTS: unknown[] = [null, '', '   ', false, true, [], [12], {}, '0x10', '1e3', '12 €', '-5', 12.5, '12,50'];

/** What a form sends on purpose, German and English, and the whole euros it stands for. */
const AMOUNTS: [unknown, number][] = [
  [2100, 2100],
  ['4500', 4500],
  ['2.100', 2100],
  ['2.100,00', 2100],
  ['2,100', 2100],
  ['2,100.00', 2100],
  ['1.234.567', 1_234_567],
];

/** A 400 whose message names the price field, in the `{ error, code }` shape. */
function assertRefusedPrice(response: LightMyRequestResponse, field: string, value: unknown): void {
  assert.equal(response.statusCode, 400, `${JSON.stringify(value)}: ${response.body}`);
  const body = response.json<{ error: string; code: string }>();
  assert.match(body.error, new RegExp(`body ${field}\\b`), `${JSON.stringify(value)}: ${body.error}`);
  assert.equal(typeof body.code, 'string');
}

describe('money fields: a JSON number or a German/English amount, nothing coerced', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
  before(async () => ({ ctx, seller, buyer } = await sellerAndBuyer()));
  after(() => ctx.cleanup());

  const sellerServices = async () =>
    (await ctx.app.inject({ method: 'GET', url: `/services?seller_id=${seller.id}` })).json<{ items?: unknown[] } | unknown[]>();
  const serviceCount = async () => {
    const list = await sellerServices();
    return Array.isArray(list) ? list.length : (list.items ?? []).length;
  };

  test('POST /services refuses every non-amount (400 naming price) and stores nothing', async () => {
    const before = await serviceCount();
    for (const price of NOT_AMOUNTS) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/services',
        headers: seller.auth,
        payload: { seller_id: seller.id, category_id: 1, title: 'Money check', price },
      });
      assertRefusedPrice(response, 'price', price);
    }
    assert.equal(await serviceCount(), before, 'no service was stored');
  });

  test('POST and PUT /services read German and English amounts as whole euros', async () => {
    const id = await createService(ctx.app, seller, { price: 7 });
    for (const [price, euros] of AMOUNTS) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/services',
        headers: seller.auth,
        payload: { seller_id: seller.id, category_id: 1, title: 'Amount', price },
      });
      assert.equal(created.statusCode, 201, created.body);
      assert.equal(created.json<{ price: number }>().price, euros, JSON.stringify(price));
      const updated = await ctx.app.inject({
        method: 'PUT',
        url: `/services/${id}`,
        headers: seller.auth,
        payload: { seller_id: seller.id, category_id: 1, title: 'Amount', price },
      });
      assert.equal(updated.statusCode, 200, updated.body);
      assert.equal(updated.json<{ price: number }>().price, euros, JSON.stringify(price));
    }
  });

  test('PUT /services/{id} refuses every non-amount and keeps the stored price', async () => {
    const id = await createService(ctx.app, seller, { price: 321 });
    for (const price of NOT_AMOUNTS) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/services/${id}`,
        headers: seller.auth,
        payload: { seller_id: seller.id, category_id: 1, title: 'Test service', price },
      });
      assertRefusedPrice(response, 'price', price);
    }
    const stored = await ctx.app.inject({ method: 'GET', url: `/services/${id}` });
    assert.equal(stored.json<{ price: number }>().price, 321);
  });

  test('direct offers: the buyer\'s price and the counter-offer refuse non-amounts and store nothing', async () => {
    const offers = async () => (await ctx.app.inject({ method: 'GET', url: '/direct-offers', headers: buyer.auth })).json<{ id: number; price: number | null; counter_price: number | null }[]>();
    const before = (await offers()).length;
    // null stays the documented "no price" of an offer, so it is left out here.
    for (const price of NOT_AMOUNTS.filter((value) => value !== null)) {
      const response = await ctx.app.inject({ method: 'POST', url: '/direct-offers', headers: buyer.auth, payload: { seller_id: seller.id, description: 'Paint', price } });
      assertRefusedPrice(response, 'price', price);
    }
    assert.equal((await offers()).length, before, 'no offer was stored');

    const created = await ctx.app.inject({ method: 'POST', url: '/direct-offers', headers: buyer.auth, payload: { seller_id: seller.id, description: 'Paint', price: '2.100,00' } });
    assert.equal(created.statusCode, 201, created.body);
    const offer = created.json<{ id: number; price: number }>();
    assert.equal(offer.price, 2100);
    for (const price of NOT_AMOUNTS) {
      const response = await ctx.app.inject({ method: 'POST', url: `/direct-offers/${offer.id}/counter`, headers: seller.auth, payload: { price } });
      assertRefusedPrice(response, 'price', price);
    }
    const stored = (await offers()).find((row) => row.id === offer.id);
    assert.deepEqual([stored?.price, stored?.counter_price], [2100, null], 'no counter price was stored');
    const countered = await ctx.app.inject({ method: 'POST', url: `/direct-offers/${offer.id}/counter`, headers: seller.auth, payload: { price: '1.950' } });
    assert.equal(countered.statusCode, 200, countered.body);
    assert.equal(countered.json<{ counter_price: number }>().counter_price, 1950);
  });

  test('quotation answers refuse non-amounts and store nothing; "2.100" is 2100 €', async () => {
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/quotation',
      headers: buyer.auth,
      payload: { firstname: 'Erika', lastname: 'Muster', street: 'Hauptstr. 5', post_number: '50667', phone: '0221 1234', email: buyer.email, category_id: 1, description: 'Paint two rooms' },
    });
    assert.equal(requested.statusCode, 201, requested.body);
    const id = requested.json<{ id: number }>().id;
    for (const price of NOT_AMOUNTS) {
      const response = await ctx.app.inject({ method: 'PUT', url: `/quotation/${id}/answer`, headers: seller.auth, payload: { price, message: 'Two days' } });
      assertRefusedPrice(response, 'price', price);
    }
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/quotation/${id}/answer`, headers: seller.auth })).statusCode, 404, 'no answer was stored');
    const answered = await ctx.app.inject({ method: 'PUT', url: `/quotation/${id}/answer`, headers: seller.auth, payload: { price: '2.100', message: 'Two days' } });
    assert.equal(answered.statusCode, 201, answered.body);
    assert.equal(answered.json<{ price: number }>().price, 2100);
  });
});
