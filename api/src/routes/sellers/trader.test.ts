import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { NotificationPage } from '@craft/shared/api/notification-types';
import type { SellerProfile } from '@craft/shared/api/feature-types';
import { type TestContext, type TestUser, TEST_TRADER_DETAILS, createOperatorAndLogin, createService, createTestContext, outboxMessages, registerAndLogin } from '../../test/helpers';
import { sitemapServices } from '../sitemap/queries';
import { auditOf } from '../moderation/audit';

interface TraderProfile {
  status: string;
  details: Record<string, unknown> | null;
  message: string | null;
  submitted_at: string | null;
  verified_at: string | null;
}

// The helpers' sample details, as a company named like the craftsman's profile.
const DETAILS = { ...TEST_TRADER_DETAILS, legal_name: 'Fliesen Falk GmbH', email: 'kontakt@fliesen-falk.example' };

describe('trader details (DSA Art. 30)', () => {
  let ctx: TestContext;
  let buyer: TestUser;
  let operator: TestUser;

  before(async () => {
    ctx = await createTestContext();
    buyer = await registerAndLogin(ctx.app, 'buyer');
    operator = await createOperatorAndLogin(ctx.app);
  });
  after(() => ctx.cleanup());

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const put = (user: TestUser, payload: Record<string, unknown>) => ctx.app.inject({ method: 'PUT', url: '/sellers/me/trader', headers: user.auth, payload });
  const decide = (sellerId: number, payload: Record<string, unknown>, headers: Record<string, string> = operator.auth) =>
    ctx.app.inject({ method: 'POST', url: `/moderation/traders/${sellerId}/decision`, headers, payload });
  const mine = async (user: TestUser) => (await get('/sellers/me/trader', user.auth)).json<TraderProfile>();
  const queue = async (status = 'submitted') => (await get(`/moderation/traders?status=${status}`, operator.auth)).json<Array<{ seller_id: number }>>().map((row) => row.seller_id);
  const profile = async (sellerId: number) => (await get(`/sellers/${sellerId}`)).json<SellerProfile>();

  test('each field is checked: postcode, phone, e-mail, register number per register, VAT check digit, self-certification', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller', {}, { trader: false });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ postcode: '1011' }, 'validation.postcode'],
      [{ postcode: '10115a' }, 'validation.postcode'],
      [{ phone: 'call me' }, 'validation.phone'],
      [{ email: 'not-an-address' }, 'validation.email'],
      [{ legal_form: 'Ltd' }, 'validation.legal_form'],
      [{ legal_name: '  ' }, 'validation.legal_name'],
      [{ register_type: 'vereinsregister' }, 'validation.register_type'],
      [{ register_number: 'HRX 12' }, 'validation.register_number'],
      [{ register_number: '12345' }, 'validation.register_number'],
      [{ register_type: 'handwerksrolle', register_number: 'abc' }, 'validation.register_number'],
      [{ vat_id: 'DE136695975' }, 'validation.vat_id'],
      [{ vat_id: 'ATU12345678' }, 'validation.vat_id'],
      [{ self_certification: false }, 'validation.self_certification'],
      [{ extra: 'field' }, 'validation'],
    ];
    for (const [change, code] of cases) {
      const response = await put(seller, { ...DETAILS, ...change });
      assert.equal(response.statusCode, 400, JSON.stringify(change));
      assert.ok(response.json<{ code: string }>().code.startsWith(code), `${JSON.stringify(change)}: ${response.body}`);
    }
    const { self_certification: _, ...uncertified } = DETAILS;
    assert.equal((await put(seller, uncertified)).statusCode, 400, 'the self-certification is required');
    assert.equal((await mine(seller)).status, 'none', 'nothing refused was stored');

    // Accepted forms: "HRA 1234" with a court's suffix, a Gewerbeanmeldung number, no VAT id.
    for (const change of [
      { register_number: 'HRA 1234 B' },
      { register_type: 'gewerbeanmeldung', register_number: 'GA 2021/0815', register_court: 'ignored' },
      { register_type: 'handwerksrolle', register_number: '12-345', vat_id: '' },
    ]) {
      const response = await put(seller, { ...DETAILS, ...change });
      assert.equal(response.statusCode, 200, `${JSON.stringify(change)}: ${response.body}`);
    }
    const last = await mine(seller);
    assert.equal(last.details?.vat_id, null);
    assert.equal(last.details?.register_court, null, 'a court only with the Handelsregister');
  });

  test('only craftsmen have trader details; only operators list and decide them', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller', {}, { trader: false });
    assert.equal((await get('/sellers/me/trader')).statusCode, 401);
    assert.equal((await get('/sellers/me/trader', buyer.auth)).statusCode, 403);
    assert.equal((await put(buyer, DETAILS)).statusCode, 403);
    assert.equal((await get('/moderation/traders?status=submitted')).statusCode, 401);
    for (const user of [buyer, seller]) {
      assert.equal((await get('/moderation/traders?status=submitted', user.auth)).statusCode, 403);
      assert.equal((await decide(seller.id, { action: 'verify' }, user.auth)).statusCode, 403);
    }
    assert.equal((await decide(seller.id, { action: 'verify' }, {})).statusCode, 401);
    assert.equal((await decide(seller.id, { action: 'verify' })).statusCode, 404, 'nothing submitted yet');
    assert.equal((await get('/moderation/traders?status=none', operator.auth)).statusCode, 400);
  });

  test('from a fresh registration: none, submitted, more info requested, submitted again, verified; an edit sends it back', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller', { company_name: 'Fliesen Falk' }, { trader: false });
    const serviceId = await createService(ctx.app, seller, { title: 'Zementfliesen verlegen' });
    const search = async () => (await get('/services/search?q=Zementfliesen')).json<{ items: Array<{ id: number; seller_verified: boolean }> }>().items.find((item) => item.id === serviceId);
    const searchTotal = async () => (await get('/services/search?q=Zementfliesen')).json<{ total: number }>().total;
    const inSitemap = async () => (await sitemapServices(ctx.app.db, 1, 50_000)).items.some((item) => item.id === serviceId);
    const listed = async (headers: Record<string, string> = {}) => (await get(`/services/seller/${seller.id}`, headers)).json<Array<{ id: number }>>().some((item) => item.id === serviceId);

    assert.deepEqual(await mine(seller), { status: 'none', details: null, message: null, submitted_at: null, verified_at: null });
    let shown = await profile(seller.id);
    assert.equal(shown.verified, false);
    assert.equal(shown.trader, null, 'nothing published before the first submission');

    // The gate: before any trader details his service is his alone (search, page, seller page, sitemap).
    assert.equal(await search(), undefined, 'not in search before trader details');
    assert.equal(await searchTotal(), 0, 'nor in its count');
    assert.equal((await get(`/services/${serviceId}`)).statusCode, 404, 'no service page for visitors');
    assert.equal((await get(`/services/${serviceId}`, buyer.auth)).statusCode, 404, 'nor for a buyer');
    assert.equal((await get(`/services/${serviceId}`, seller.auth)).statusCode, 200, 'the craftsman sees his own service');
    assert.equal((await get(`/services/${serviceId}`, operator.auth)).statusCode, 200, 'and so does an operator');
    assert.equal(await listed(), false, 'not on his public list');
    assert.equal(await listed(seller.auth), true, 'but on his own');
    assert.deepEqual(shown.services, [], 'nor on the seller page');
    assert.equal(await inSitemap(), false, 'nor in the sitemap');
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/services/${serviceId}`,
      headers: seller.auth,
      payload: { seller_id: seller.id, category_id: 1, title: 'Zementfliesen verlegen', description: 'Edited before the details', price: 120 },
    });
    assert.equal(edited.statusCode, 200, 'he edits it meanwhile');
    assert.equal((await ctx.app.inject({ method: 'POST', url: '/wishlist', headers: buyer.auth, payload: { service_id: serviceId } })).statusCode, 404, 'no buyer can keep it');

    const submitted = await put(seller, DETAILS);
    assert.equal(submitted.statusCode, 200, submitted.body);
    assert.equal(submitted.json<TraderProfile>().status, 'submitted');
    assert.equal(submitted.json<TraderProfile>().details?.vat_id, 'DE136695976', 'spaces typed in the VAT id are dropped');
    assert.ok((await queue()).includes(seller.id));
    shown = await profile(seller.id);
    assert.equal(shown.trader?.legal_name, 'Fliesen Falk GmbH', 'submitted details are public: the trader gives them for consumers');
    assert.equal(shown.verified, false);
    assert.equal((await search())?.seller_verified, false, 'submitted details make his service public');
    assert.equal(await searchTotal(), 1);
    assert.equal((await get(`/services/${serviceId}`)).json<{ description: string }>().description, 'Edited before the details');
    assert.equal(await listed(), true);
    assert.deepEqual(shown.services.map((item) => item.id), [serviceId]);
    assert.equal(await inSitemap(), true);

    // Asking for more needs a message, which reaches the craftsman in the bell and by mail.
    const bare = await decide(seller.id, { action: 'request_more' });
    assert.equal(bare.statusCode, 400);
    assert.equal(bare.json<{ code: string }>().code, 'validation.message');
    const asked = await decide(seller.id, { action: 'request_more', message: 'Please add the register court of your HRB number.' });
    assert.equal(asked.statusCode, 200, asked.body);
    assert.equal(asked.json<TraderProfile>().status, 'more_info_requested');
    assert.equal((await decide(seller.id, { action: 'verify' })).statusCode, 409, 'decided once');
    const own = await mine(seller);
    assert.equal(own.status, 'more_info_requested');
    assert.equal(own.message, 'Please add the register court of your HRB number.');
    assert.equal((await profile(seller.id)).trader, null, 'details under question are not published');
    assert.equal((await get(`/services/${serviceId}`)).statusCode, 200, 'his services stay public: the details were given');
    assert.ok(!(await queue()).includes(seller.id));
    const bellResponse = await get('/notifications', seller.auth);
    const bell = bellResponse.json<NotificationPage>().items;
    assert.equal(bell[0]?.kind, 'trader_more_info');
    assert.equal(bell[0]?.reason, 'Please add the register court of your HRB number.');
    const mails = await outboxMessages(ctx.app, seller.email);
    assert.match(mails.at(-1)?.text ?? '', /Please add the register court of your HRB number\./);

    // Saving again (even unchanged) answers the request.
    assert.equal((await put(seller, DETAILS)).json<TraderProfile>().status, 'submitted');
    const verified = await decide(seller.id, { action: 'verify' });
    assert.equal(verified.statusCode, 200, verified.body);
    const done = await mine(seller);
    assert.equal(done.status, 'verified');
    assert.ok(done.verified_at);
    assert.equal(done.message, null);
    assert.equal((await get('/notifications', seller.auth)).json<NotificationPage>().items[0]?.kind, 'trader_verified');
    assert.match((await outboxMessages(ctx.app, seller.email)).at(-1)?.subject ?? '', /verified/);
    assert.deepEqual(
      (await auditOf(ctx.app.db, 'trader', seller.id)).map((entry) => [entry.action, entry.operator_id]),
      [
        ['trader.request_more', operator.id],
        ['trader.verify', operator.id],
      ],
    );

    // The badge: search results, the service page and the seller page.
    assert.equal((await search())?.seller_verified, true);
    assert.equal((await get(`/services/${serviceId}`)).json<{ seller_verified: boolean }>().seller_verified, true);
    shown = await profile(seller.id);
    assert.equal(shown.verified, true);
    assert.equal(shown.services[0]?.seller_verified, true);

    // Saving the same details keeps the verification; changing them sends them back.
    assert.equal((await put(seller, DETAILS)).json<TraderProfile>().status, 'verified');
    assert.equal((await put(seller, { ...DETAILS, phone: '+49 40 1111111' })).json<TraderProfile>().status, 'submitted');
    assert.equal((await profile(seller.id)).verified, false);
    assert.equal((await search())?.seller_verified, false);
    assert.equal((await get(`/services/${serviceId}`)).json<{ seller_verified: boolean }>().seller_verified, false);
  });

  test("the public profile shows the business e-mail the trader entered, never his account's address", async () => {
    const seller = await registerAndLogin(ctx.app, 'seller', {}, { trader: false });
    assert.equal((await put(seller, DETAILS)).statusCode, 200);
    const body = (await get(`/sellers/${seller.id}`)).body;
    assert.ok(body.includes('kontakt@fliesen-falk.example'));
    assert.ok(!body.includes(seller.email), 'the account address stays private');

    // A trader may give his account address as business address on purpose: then it is shown.
    const other = await registerAndLogin(ctx.app, 'seller', {}, { trader: false });
    assert.equal((await put(other, { ...DETAILS, email: other.email })).statusCode, 200);
    assert.equal((await profile(other.id)).trader?.email, other.email);
  });
});
