import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type TestContext, createService, createTestContext, registerAndLogin } from '../../test/helpers';

describe('search parameters and service areas (#16)', () => {
  let ctx: TestContext;
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.cleanup());

  test('every search parameter is optional; unknown parameters and values get 400 naming them', async () => {
    const all = await get('/services/search');
    assert.equal(all.statusCode, 200);
    assert.deepEqual(Object.keys(all.json()).sort(), ['items', 'page', 'size', 'total']);
    const refused: Array<[string, RegExp]> = [
      ['/services/search?foo=1', /foo/],
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
      'photo',
      'price',
      'price_unit',
      'seller_company_name',
      'seller_firstname',
      'seller_id',
      'thumbnail',
      'title',
    ]);
    assert.equal(hit.category_id, 2);
    assert.equal(hit.distance_km, 0);
  });
});
