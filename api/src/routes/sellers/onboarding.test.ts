import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { CompanyProfile, Onboarding, SellerProfile } from '@craft/shared/api/feature-types';
import type { ServiceArea } from '@craft/shared/api/search-types';
import { nowIso } from '../../lib/time';
import { type TestContext, type TestUser, confirmEmail, createService, createTestContext, jpeg, multipart, registerAndLogin } from '../../test/helpers';

const TRADER = {
  legal_name: 'Dach Müller e.K.',
  legal_form: 'e.K.',
  street: 'Gartenstraße 3',
  postcode: '10115',
  city: 'Berlin',
  phone: '030 1234567',
  email: 'info@dach-mueller.example',
  register_type: 'handwerksrolle',
  register_number: 'HWK-B 12345',
  register_court: '',
  vat_id: '',
  self_certification: true,
};

describe("a craftsman's first day", () => {
  let ctx: TestContext;
  let buyer: TestUser;
  before(async () => {
    ctx = await createTestContext();
    buyer = await registerAndLogin(ctx.app, 'buyer');
  });
  after(() => ctx.cleanup());

  const withAuth = (user: TestUser, form: ReturnType<typeof multipart>) => ({ payload: form.payload, headers: { ...form.headers, ...user.auth } });
  const onboarding = async (user: TestUser) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sellers/me/onboarding', headers: user.auth });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Onboarding>();
  };
  const doneOf = (list: Onboarding) => Object.fromEntries(list.items.map((item) => [item.id, item.done]));

  test('the checklist follows what is stored, item by item, until every one is done', async () => {
    // Registered with an unknown postcode and not yet confirmed: nothing is done.
    const seller = await registerAndLogin(ctx.app, 'seller', {}, { confirmed: false, trader: false });
    const first = await onboarding(seller);
    assert.deepEqual(first.items.map((item) => item.id), ['email', 'company', 'trader', 'service_area', 'service']);
    assert.deepEqual(doneOf(first), { email: false, company: false, trader: false, service_area: false, service: false });
    assert.equal(first.complete, false);

    // The company profile: three fields and the logo, all needed.
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/sellers/me/company',
      headers: seller.auth,
      payload: { description: 'Roofs and gutters since 1998', master_business: false, founding_year: 1998 },
    });
    assert.equal(put.statusCode, 200, put.body);
    assert.deepEqual(put.json<CompanyProfile>(), { description: 'Roofs and gutters since 1998', logo_url: null, master_business: false, founding_year: 1998 });
    assert.equal(doneOf(await onboarding(seller)).company, false, 'no logo yet');
    const logo = await ctx.app.inject({ method: 'PUT', url: '/sellers/me/logo', ...withAuth(seller, multipart({}, { field: 'image', filename: 'logo.jpg', contentType: 'image/jpeg', data: await jpeg() })) });
    assert.equal(logo.statusCode, 200, logo.body);
    assert.match(logo.json<CompanyProfile>().logo_url ?? '', /\/files\/photos\/.+\.webp$/);
    assert.equal(doneOf(await onboarding(seller)).company, true, 'Meisterbetrieb "no" is an answer too');

    const trader = await ctx.app.inject({ method: 'PUT', url: '/sellers/me/trader', headers: seller.auth, payload: TRADER });
    assert.equal(trader.statusCode, 200, trader.body);
    assert.equal(doneOf(await onboarding(seller)).trader, true, 'submitted is enough for the checklist');
    assert.equal((await ctx.app.inject({ method: 'PUT', url: '/sellers/me/service-area', headers: seller.auth, payload: { post_number: '10115' } })).statusCode, 200);
    // Publishing a service waits for the confirmed address anyway.
    await confirmEmail(ctx.app, seller.email);
    assert.deepEqual(doneOf(await onboarding(seller)), { email: true, company: true, trader: true, service_area: true, service: false });
    const serviceId = await createService(ctx.app, seller);
    assert.equal(doneOf(await onboarding(seller)).service, false, 'a service without a photo is not done');
    const photo = await ctx.app.inject({
      method: 'POST',
      url: '/services/photos',
      ...withAuth(seller, multipart({ service_id: String(serviceId) }, { field: 'photo', filename: 'a.jpg', contentType: 'image/jpeg', data: await jpeg() })),
    });
    assert.equal(photo.statusCode, 201, photo.body);
    const last = await onboarding(seller);
    assert.deepEqual(doneOf(last), { email: true, company: true, trader: true, service_area: true, service: true });
    assert.equal(last.complete, true);
  });

  test('a craftsman registered with a known postcode starts with it as service area (30 km)', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller', { post_number: '50667' });
    const area = (await ctx.app.inject({ method: 'GET', url: '/sellers/me/service-area', headers: seller.auth })).json<ServiceArea>();
    assert.deepEqual(area, { post_number: '50667', radius_km: 30, place: area.place });
    assert.ok(area.place, 'the place of the postcode');
    assert.equal(doneOf(await onboarding(seller)).service_area, true);
    const buyerArea = await registerAndLogin(ctx.app, 'buyer', { post_number: '50667' });
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/sellers/me/onboarding', headers: buyerArea.auth })).statusCode, 403, 'craftsmen only');
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/sellers/me/onboarding' })).statusCode, 401);
  });

  test("a postcode search finds a new craftsman's service at once, and a deleted account loses its company profile", async () => {
    const seller = await registerAndLogin(ctx.app, 'seller', { post_number: '80331' });
    const search = async () => (await ctx.app.inject({ method: 'GET', url: '/services/search?postcode=80331&q=Alpenglühen' })).json<{ total: number }>().total;
    assert.equal(await search(), 0);
    await createService(ctx.app, seller, { title: 'Alpenglühen Fassade' });
    assert.equal(await search(), 1, 'the service area came from the company postcode');

    await ctx.app.inject({ method: 'PUT', url: '/sellers/me/company', headers: seller.auth, payload: { description: 'Facades', master_business: true, founding_year: 2010 } });
    await ctx.app.inject({ method: 'PUT', url: '/sellers/me/logo', ...withAuth(seller, multipart({}, { field: 'image', filename: 'logo.jpg', contentType: 'image/jpeg', data: await jpeg() })) });
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/users/${seller.id}`, headers: seller.auth, payload: { password: seller.password } });
    assert.ok(deleted.statusCode < 300, deleted.body);
    const row = await ctx.app.db
      .selectFrom('users')
      .select(['company_description', 'logo_key', 'logo_thumb_key', 'master_business', 'founding_year'])
      .where('id', '=', seller.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { company_description: null, logo_key: null, logo_thumb_key: null, master_business: null, founding_year: null });
  });

  test('the company profile is checked by the shared schema', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller');
    const bad = async (payload: Record<string, unknown>) => {
      const response = await ctx.app.inject({ method: 'PUT', url: '/sellers/me/company', headers: seller.auth, payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.ok(response.json<{ error: string }>().error);
    };
    await bad({ description: 'x', master_business: true, founding_year: new Date().getFullYear() + 1 });
    await bad({ description: 'x', master_business: true, founding_year: 1700 });
    await bad({ description: 'x', master_business: 'yes', founding_year: 2000 });
    await bad({ description: 'x'.repeat(2001), master_business: true, founding_year: 2000 });
    await bad({ description: 'x', master_business: true, founding_year: 2000, email: 'a@b.de' });
    const empty = await ctx.app.inject({ method: 'PUT', url: '/sellers/me/logo', ...withAuth(seller, multipart({ note: 'x' })) });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json<{ code: string }>().code, 'company.logo_required');
  });

  test('the public page shows the company profile, never contact details', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller', { company_name: 'Dach Meier', post_number: '10115' });
    await ctx.app.inject({ method: 'PUT', url: '/sellers/me/company', headers: seller.auth, payload: { description: 'Slate roofs', master_business: true, founding_year: 1987 } });
    await ctx.app.inject({ method: 'PUT', url: '/sellers/me/logo', ...withAuth(seller, multipart({}, { field: 'image', filename: 'logo.png', contentType: 'image/jpeg', data: await jpeg() })) });
    const response = await ctx.app.inject({ method: 'GET', url: `/sellers/${seller.id}` });
    const profile = response.json<SellerProfile>();
    assert.equal(profile.description, 'Slate roofs');
    assert.equal(profile.master_business, true);
    assert.equal(profile.founding_year, 1987);
    assert.match(profile.logo_url ?? '', /\/files\/photos\//);
    assert.equal(profile.response_hours, null, 'no replies yet');
    for (const secret of ['email', 'phone', 'street', 'post_number']) assert.ok(!(secret in profile), secret);
    assert.doesNotMatch(response.body, /@test\.craft|0123|Street 1|10115/);
  });

  describe('response time', () => {
    // One instant per test: times read from the clock call by call drift apart by a millisecond
    // now and then, and a reply 5 h and 1 ms after its question rounds up to 6 h.
    let testStart = 0;
    beforeEach(() => {
      testStart = Date.now();
    });
    const hoursAgo = (hours: number) => new Date(testStart - hours * 3_600_000).toISOString();

    /** A buyer's conversation: his first message `asked` hours ago, the craftsman's reply `replied` hours ago (null: none). */
    async function conversation(seller: TestUser, asked: number, replied: number | null, from = buyer) {
      const { id } = await ctx.app.db
        .insertInto('conversations')
        .values({ buyer_id: from.id, seller_id: seller.id, subject: `general:${Math.random()}`, last_message_at: nowIso(), created_at: hoursAgo(asked) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const messages = [
        { conversation_id: id, sender_id: from.id, text: 'Hello?', document_id: null, created_at: hoursAgo(asked) },
        { conversation_id: id, sender_id: from.id, text: 'Still there?', document_id: null, created_at: hoursAgo(asked - 0.5) },
      ];
      if (replied !== null) messages.push({ conversation_id: id, sender_id: seller.id, text: 'Yes', document_id: null, created_at: hoursAgo(replied) });
      await ctx.app.db.insertInto('messages').values(messages).execute();
    }

    async function quote(seller: TestUser, requested: number, answered: number) {
      const { id } = await ctx.app.db
        .insertInto('quotations')
        .values({
          category_id: 1,
          document_ref: null,
          description: 'Roof',
          firstname: 'B',
          lastname: 'Uyer',
          street: 'S 1',
          post_number: '10115',
          phone: '1',
          email: 'quote@test.craft',
          status: 'open',
          user_id: buyer.id,
          created_at: hoursAgo(requested),
          updated_at: hoursAgo(requested),
          email_confirmed_at: hoursAgo(requested),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.app.db
        .insertInto('quotation_answers')
        .values({ quotation_id: id, seller_id: seller.id, price: 100, message: 'Quote', created_at: hoursAgo(answered), updated_at: hoursAgo(answered) })
        .execute();
    }

    const hoursOf = async (seller: TestUser) => (await ctx.app.inject({ method: 'GET', url: `/sellers/${seller.id}` })).json<SellerProfile>().response_hours;

    test('the median of first replies to conversations and quotation requests, in whole hours rounded up', async () => {
      const seller = await registerAndLogin(ctx.app, 'seller');
      await conversation(seller, 10, 8); // 2 h: from the buyer's first message to the first reply
      await conversation(seller, 30, 27.5); // 2.5 h
      assert.equal(await hoursOf(seller), null, 'hidden with fewer than 3 replies');
      await quote(seller, 50, 40); // 10 h
      assert.equal(await hoursOf(seller), 3, 'median 2.5 h shows as 3');
      await quote(seller, 20, 19); // 1 h
      assert.equal(await hoursOf(seller), 3, 'median of 1, 2, 2.5, 10 is 2.25: 3');
      await conversation(seller, 5, null); // unanswered: no reply to count
      assert.equal(await hoursOf(seller), 3);
    });

    test('only the last 90 days count', async () => {
      const seller = await registerAndLogin(ctx.app, 'seller');
      const old = 91 * 24;
      await conversation(seller, old, old - 1);
      await quote(seller, old, old - 1);
      await conversation(seller, 30, 25);
      await quote(seller, 30, 24);
      assert.equal(await hoursOf(seller), null, 'two recent replies are too few');
      await conversation(seller, 12, 8);
      assert.equal(await hoursOf(seller), 5, 'median of 4, 5, 6');
    });
  });
});
