import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { nowIso } from '../../lib/time';
import { type TestContext, createService, createTestContext, registerAndLogin } from '../../test/helpers';
import { MAX_SELLERS_MERGED } from './postcode';

describe('search parameters and service areas', () => {
  let ctx: TestContext;
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.cleanup());

  test('every search parameter is optional; wrong values get 400 naming them, unknown parameters are ignored', async () => {
    const all = await get('/services/search');
    assert.equal(all.statusCode, 200);
    assert.deepEqual(Object.keys(all.json()).sort(), ['items', 'page', 'size', 'total']);
    const refused: Array<[string, RegExp]> = [
      ['/services/search?sort=cheapest', /sort/],
      ['/services/search?postcode=1011', /postcode/],
      ['/services/search?postcode=abcde', /postcode/],
      ['/services/search?postcode=10115&radius_km=0', /radius_km/],
      ['/services/search?postcode=10115&radius_km=500', /radius_km/],
      ['/services/search?radius_km=20', /radius_km needs a postcode/],
      ['/services/search?sort=distance', /sort=distance needs a postcode/],
      ['/services/search?min_price=500&max_price=100', /min_price/],
      ['/services/search?min_price=-1', /min_price/],
      ['/services/search?max_price=abc', /max_price/],
      ['/services/search?category=0', /category/],
      ['/services/search?page=0', /page/],
      ['/services/search?size=101', /size/],
    ];
    for (const [url, message] of refused) {
      const response = await get(url);
      assert.equal(response.statusCode, 400, url);
      assert.match(response.json<{ error: string }>().error, message, url);
    }
  });

  test('an unknown postcode gets 400 "Unknown postcode: …"', async () => {
    const response = await get('/services/search?postcode=12345');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { error: 'Unknown postcode: 12345', code: 'postcode.unknown' });
  });

  test('a seller reads and sets the service area; 30 km by default, unknown postcodes refused', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller');
    assert.deepEqual((await get('/sellers/me/service-area', seller.auth)).json(), { post_number: null, radius_km: 30, place: null });

    const put = (payload: unknown, headers = seller.auth) => ctx.app.inject({ method: 'PUT', url: '/sellers/me/service-area', headers, payload: payload as object });
    const unknown = await put({ post_number: '12345', radius_km: 20 });
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json(), { error: 'Unknown postcode: 12345', code: 'postcode.unknown' });
    assert.equal((await put({ post_number: '8033', radius_km: 20 })).statusCode, 400);
    assert.equal((await put({ post_number: '80331', radius_km: 201 })).statusCode, 400);
    assert.equal((await put({ post_number: '80331', radius_km: 20, city: 'x' })).statusCode, 400, 'unknown field');

    const set = await put({ post_number: '80331' });
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(set.json(), { post_number: '80331', radius_km: 30, place: 'München' });
    const changed = await put({ post_number: ' 50667 ', radius_km: 45 });
    assert.deepEqual(changed.json(), { post_number: '50667', radius_km: 45, place: 'Köln' });
    assert.deepEqual((await get('/sellers/me/service-area', seller.auth)).json(), { post_number: '50667', radius_km: 45, place: 'Köln' });

    // A service of this seller is now found from Köln, and from Bonn (25 km) since the radius is 45 km.
    const id = await createService(ctx.app, seller, { title: 'Dachfenster einbauen', category_id: 7 });
    const bonn = (await get('/services/search?postcode=53111&q=Dachfenster')).json<{ items: Array<{ id: number; distance_km: number }> }>();
    assert.equal(bonn.items[0]?.id, id);
    assert.ok((bonn.items[0]?.distance_km ?? 0) > 20 && (bonn.items[0]?.distance_km ?? 99) < 30, `${bonn.items[0]?.distance_km} km`);
  });

  test('only sellers have a service area: 401 without a token, 403 for a buyer', async () => {
    assert.equal((await get('/sellers/me/service-area')).statusCode, 401);
    const buyer = await registerAndLogin(ctx.app, 'buyer');
    assert.equal((await get('/sellers/me/service-area', buyer.auth)).statusCode, 403);
    const put = await ctx.app.inject({ method: 'PUT', url: '/sellers/me/service-area', headers: buyer.auth, payload: { post_number: '10115' } });
    assert.equal(put.statusCode, 403);
  });

  test('a search result never carries contact data, only the card, its category and the distance', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller', { company_name: 'Kontakt GmbH' });
    await ctx.app.inject({ method: 'PUT', url: '/sellers/me/service-area', headers: seller.auth, payload: { post_number: '10115' } });
    await createService(ctx.app, seller, { title: 'Kontaktlose Beratung', category_id: 2 });
    const hit = (await get('/services/search?q=Kontaktlose&postcode=10115')).json<{ items: Array<Record<string, unknown>> }>().items[0] ?? {};
    assert.deepEqual(Object.keys(hit).sort(), [
      'category_id',
      'created_at',
      'description',
      'distance_km',
      'id',
      'image',
      'photo',
      'price',
      'price_unit',
      'seller_company_name',
      'seller_firstname',
      'seller_id',
      'seller_verified',
      'thumbnail',
      'title',
    ]);
    assert.equal(hit.category_id, 2);
    assert.equal(hit.distance_km, 0);
  });
});

/**
 * A postcode without text, nearest first, is read seller by seller (only the sellers that reach
 * into the page); this checks the pages against the order every hit sorted by (distance, newest).
 */
describe('browsing around a postcode: nearest seller first, newest first within a distance', () => {
  let ctx: TestContext;
  /** service id -> [distance rank of its seller, id], created in this order. */
  const created: Array<{ id: number; near: number; category: number; price: number }> = [];

  before(async () => {
    ctx = await createTestContext({ searchCache: false });
    // Two craftsmen in Berlin-Mitte (0 km, their services interleave by age) and one in Potsdam.
    const areas = [{ post_number: '10115', radius_km: 30 }, { post_number: '10115', radius_km: 20 }, { post_number: '14467', radius_km: 50 }];
    const sellers = [];
    for (const area of areas) {
      const seller = await registerAndLogin(ctx.app, 'seller');
      const set = await ctx.app.inject({ method: 'PUT', url: '/sellers/me/service-area', headers: seller.auth, payload: area });
      assert.equal(set.statusCode, 200, set.body);
      sellers.push(seller);
    }
    for (let i = 0; i < 12; i += 1) {
      const owner = i % 3;
      const seller = sellers[owner];
      if (!seller) throw new Error('seller');
      const category = (i % 2) + 1;
      const price = 100 + i * 10;
      created.push({ id: await createService(ctx.app, seller, { title: `Arbeit ${i}`, category_id: category, price }), near: owner === 2 ? 1 : 0, category, price });
    }
  });
  after(() => ctx.cleanup());

  const expected = (keep: (service: (typeof created)[number]) => boolean) =>
    created
      .filter(keep)
      .sort((a, b) => a.near - b.near || b.id - a.id)
      .map((service) => service.id);

  const walk = async (query: string, size: number) => {
    const seen: number[] = [];
    let total = -1;
    for (let page = 1; page <= 6; page += 1) {
      const response = await ctx.app.inject({ method: 'GET', url: `/services/search?postcode=10115&${query}&size=${size}&page=${page}` });
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json<{ items: Array<{ id: number; distance_km?: number }>; total: number }>();
      total = body.total;
      seen.push(...body.items.map((item) => item.id));
    }
    return { seen, total };
  };

  test('pages walk every hit once, across sellers at the same distance and beyond the nearest', async () => {
    for (const size of [1, 3, 5]) {
      const { seen, total } = await walk('sort=distance', size);
      assert.deepEqual(seen, expected(() => true).slice(0, size * 6), `size ${size}`);
      assert.equal(total, 12);
    }
    assert.deepEqual((await walk('sort=relevance', 4)).seen, expected(() => true), 'relevance without text is by distance');
  });

  test('category and price filters, and the category counts', async () => {
    assert.deepEqual((await walk('category=2', 2)).seen, expected((s) => s.category === 2));
    assert.deepEqual((await walk('min_price=150&max_price=190', 2)).seen, expected((s) => s.price >= 150 && s.price <= 190));
    const response = await ctx.app.inject({ method: 'GET', url: '/services/search?postcode=10115&category=1&facets=categories' });
    assert.deepEqual(response.json<{ category_counts: unknown }>().category_counts, [
      { category_id: 1, count: 6 },
      { category_id: 2, count: 6 },
    ]);
    const narrow = await walk('radius_km=10', 10);
    assert.deepEqual(narrow.seen, expected((s) => s.near === 0), 'Potsdam (27 km) is beyond 10 km');
    assert.equal(narrow.total, 8);
  });

  test('more sellers at one distance than are merged one by one: the same order', async () => {
    // Written directly (many accounts): this context caches no answers.
    const now = nowIso();
    for (let i = 0; i < MAX_SELLERS_MERGED + 2; i += 1) {
      const { id: sellerId } = await ctx.app.db
        .insertInto('users')
        .values({
          email: `crowd-${i}@search.test`, password_hash: 'x', firstname: `crowd${i}`, lastname: 'Test', role: 'seller',
          post_number: '10115', street: 'Street 1', phone: '0', city: null, company_name: null,
          created_by: null, updated_by: null, created_at: now, updated_at: now, service_post_number: '10115', service_radius_km: 30,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id } = await ctx.app.db
        .insertInto('services')
        .values({ seller_id: sellerId, category_id: 3, title: `Crowd ${i}`, description: 'd', price: 50, created_by: sellerId, updated_by: sellerId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      created.push({ id, near: 0, category: 3, price: 50 });
    }
    // Same created_at for the crowd: ties fall to the higher id, as `expected` sorts.
    const { seen, total } = await walk('sort=distance', 7);
    assert.deepEqual(seen, expected(() => true).slice(0, 42));
    assert.equal(total, 12 + MAX_SELLERS_MERGED + 2);
  });
});
