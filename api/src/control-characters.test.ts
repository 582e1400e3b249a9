import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { type TestContext, type TestUser, createService, createTestContext, multipart, registerAndLogin, uniqueEmail } from './test/helpers';
import { currentConsent } from '@craft/shared/legal';

/**
 * A NUL (or another C0 control character) in any text gave 500 on PostgreSQL
 * ("invalid byte sequence for encoding UTF8: 0x00"). Every such text is refused at the edge with
 * 400, on both databases, anonymous routes included; tab and newline stay allowed.
 */
describe('control characters in text', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
  let serviceId: number;

  before(async () => {
    ctx = await createTestContext();
    seller = await registerAndLogin(ctx.app, 'seller');
    buyer = await registerAndLogin(ctx.app, 'buyer');
    serviceId = await createService(ctx.app, seller);
  });
  after(() => ctx.cleanup());

  const registration = () => ({ email: uniqueEmail('nul'), password: 'correct horse battery', firstname: 'Ann', lastname: 'Muster', post_number: '10115', street: 'Str. 1', phone: '030 1', role: 'buyer', ...currentConsent() });
  const quotation = { category_id: 1, description: 'Bad', firstname: 'Ann', lastname: 'B', street: 'c', post_number: '1', phone: '2', email: 'ann@example.com' };

  const cases: Array<[string, () => InjectOptions]> = [
    ['search query (anonymous)', () => ({ method: 'GET', url: '/services/search?q=a%00b' })],
    ['search query with a bell', () => ({ method: 'GET', url: '/services/search?q=a%07b' })],
    ['registration name (anonymous)', () => ({ method: 'POST', url: '/users', payload: { ...registration(), firstname: 'A\u0000nn' } })],
    ['login e-mail (anonymous)', () => ({ method: 'POST', url: '/users/login', payload: { email: 'a\u0000@b.de', password: 'x' } })],
    ['quotation request (anonymous)', () => ({ method: 'POST', url: '/quotation', payload: { ...quotation, description: 'Tiles\u0000' } })],
    ['service title', () => ({ method: 'POST', url: '/services', headers: seller.auth, payload: { seller_id: seller.id, category_id: 1, title: 'Ti\u0000les', description: 'x', price: 10 } })],
    ['service update', () => ({ method: 'PUT', url: `/services/${serviceId}`, headers: seller.auth, payload: { seller_id: seller.id, category_id: 1, title: 'Tiles', description: 'x\u001b[31m', price: 10 } })],
    ['portfolio project', () => ({ method: 'POST', url: '/portfolio', headers: seller.auth, payload: { name: 'P\u0000', description: '' } })],
    ['direct offer', () => ({ method: 'POST', url: '/direct-offers', headers: buyer.auth, payload: { seller_id: seller.id, description: 'Offer\u0000' } })],
    ['order description', () => ({ method: 'POST', url: '/orders', headers: buyer.auth, payload: { service_id: serviceId, payment_method: 'paypal', amount: 100, description: 'Now\u0000' } })],
    ['multipart field', () => ({ method: 'POST', url: '/quotation', ...multipart({ ...Object.fromEntries(Object.entries(quotation).map(([k, v]) => [k, String(v)])), lastname: 'B\u0000' }) })],
  ];

  for (const [name, request] of cases) {
    test(`${name}: 400 naming the control character, nothing stored`, async () => {
      const response = await ctx.app.inject(request());
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.json<{ error: string }>().error, /control character/i);
    });
  }

  test('tab and newline stay allowed where text may span lines', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/services',
      headers: seller.auth,
      payload: { seller_id: seller.id, category_id: 1, title: 'Tiles', description: 'Line one\n\tLine two\r\n', price: 10 },
    });
    assert.equal(response.statusCode, 201, response.body);
  });

  /**
   * Bidirectional overrides and isolates reorder the text after them ("\u202Egpj.exe" shows as
   * "exe.jpg"): refused like the C0 characters, in a message as in any other text.
   */
  describe('bidirectional overrides and isolates', () => {
    const bidi = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    const codeOf = (char: string) => `U+${char.charCodeAt(0).toString(16).toUpperCase()}`;

    for (const char of bidi) {
      test(`${codeOf(char)} in a message: 400 naming it, no message stored`, async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/conversations',
          headers: buyer.auth,
          payload: { seller_id: seller.id, text: `Invoice ${char}fdp.exe` },
        });
        assert.equal(response.statusCode, 400, response.body);
        assert.ok(response.json<{ error: string }>().error.startsWith(`body text: contains a control character (${codeOf(char)})`), response.body);
        const list = await ctx.app.inject({ method: 'GET', url: '/conversations', headers: buyer.auth });
        assert.deepEqual(list.json(), []);
      });
    }

    test('U+202E in a service title and in an anonymous quotation request: 400', async () => {
      const title = await ctx.app.inject({ method: 'POST', url: '/services', headers: seller.auth, payload: { seller_id: seller.id, category_id: 1, title: 'Tiles \u202Eevil', description: 'x', price: 10 } });
      assert.equal(title.statusCode, 400, title.body);
      const request = await ctx.app.inject({ method: 'POST', url: '/quotation', payload: { ...quotation, firstname: '\u202Enna' } });
      assert.equal(request.statusCode, 400, request.body);
      assert.match(request.json<{ error: string }>().error, /U\+202E/);
    });

    test('the left-to-right and right-to-left marks (U+200E, U+200F) stay allowed', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/conversations',
        headers: buyer.auth,
        payload: { seller_id: seller.id, text: 'Adresse: \u200Fשלום\u200E 12' },
      });
      assert.ok([200, 201].includes(response.statusCode), response.body);
      assert.equal(response.json<{ message: { text: string } }>().message.text, 'Adresse: \u200Fשלום\u200E 12');
    });
  });
});
