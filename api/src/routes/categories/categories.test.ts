import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_SELLERS } from '../../db/seed/demo';
import { type TestContext, createService, createTestContext, registerAndLogin } from '../../test/helpers';

interface CategoryJson {
  id: number;
  name: string;
  service_count: number;
  services: Array<{ id: number; title: string; seller_firstname: string; seller_company_name: string | null; thumbnail: string | null }>;
}

describe('categories', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext({ categoryPreviewSize: 3 });
  });
  after(() => ctx.cleanup());

  test('the reference categories exist, id 1 first (the service form default)', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/categories' })).json<CategoryJson[]>();
    const names = list.map((c) => c.name);
    for (const name of ['Painter', 'Drywall', 'Surface treatment', 'Tiling', 'Plumbing', 'Electrical', 'Roofing', 'Carpentry', 'Flooring', 'Garden']) {
      assert.ok(names.includes(name), name);
    }
    assert.equal(list[0]?.id, 1);
  });

  test('GET /categories is bounded: newest N services per category plus the total count, seller names joined', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller', { firstname: 'maria', company_name: 'Maria GmbH' });
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await createService(ctx.app, seller, { category_id: 5, title: `Plumb ${i}` }));
    const response = await ctx.app.inject({ method: 'GET', url: '/categories' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /application\/json/);
    const plumbing = response.json<CategoryJson[]>().find((c) => c.id === 5);
    assert.ok(plumbing);
    assert.equal(plumbing.service_count, 5);
    assert.deepEqual(plumbing.services.map((s) => s.id), ids.slice(-3).reverse());
    assert.equal(plumbing.services[0]?.seller_firstname, 'maria');
    assert.equal(plumbing.services[0]?.seller_company_name, 'Maria GmbH');
  });

  test('a write invalidates the cached catalogue', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller');
    const before = (await ctx.app.inject({ method: 'GET', url: '/categories' })).json<CategoryJson[]>();
    const id = await createService(ctx.app, seller, { category_id: 6, title: 'Fresh one' });
    const after = (await ctx.app.inject({ method: 'GET', url: '/categories' })).json<CategoryJson[]>();
    const count = (list: CategoryJson[]) => list.find((c) => c.id === 6)?.service_count ?? 0;
    assert.equal(count(after), count(before) + 1);
    assert.equal(after.find((c) => c.id === 6)?.services[0]?.id, id);
    await ctx.app.inject({ method: 'DELETE', url: `/services/${id}`, headers: seller.auth });
    const deleted = (await ctx.app.inject({ method: 'GET', url: '/categories' })).json<CategoryJson[]>();
    assert.equal(count(deleted), count(before));
  });

  test('GET /categories/{id}/services pages through a category', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller');
    for (let i = 0; i < 5; i += 1) await createService(ctx.app, seller, { category_id: 7, title: `Roof ${i}` });
    const page = (await ctx.app.inject({ method: 'GET', url: '/categories/7/services?page=2&size=2' })).json();
    assert.equal(page.total, 5);
    assert.equal(page.page, 2);
    assert.equal(page.size, 2);
    assert.deepEqual(page.items.map((s: { title: string }) => s.title), ['Roof 2', 'Roof 1']);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/categories/999/services' })).statusCode, 404);
    for (const query of ['size=0', 'size=101', 'page=0', 'page=x']) {
      assert.equal((await ctx.app.inject({ method: 'GET', url: `/categories/7/services?${query}` })).statusCode, 400, query);
    }
  });
});

describe('demo seed (SEED_DEMO=1)', () => {
  test('an empty database gets demo sellers, a buyer and 30 services with real photos, once', async () => {
    const ctx = await createTestContext({ seedDemo: true });
    try {
      const list = (await ctx.app.inject({ method: 'GET', url: '/categories' })).json<CategoryJson[]>();
      assert.equal(list.reduce((sum, c) => sum + c.service_count, 0), 30);
      const card = list[0]?.services[0];
      assert.ok(card?.thumbnail);
      const thumb = await ctx.app.inject({ method: 'GET', url: card.thumbnail });
      assert.equal(thumb.statusCode, 200);
      assert.ok(thumb.rawPayload.length > 500, 'a real image');
      const seller = DEMO_SELLERS[0];
      const login = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: seller.email, password: seller.password } });
      assert.equal(login.statusCode, 200);
      assert.equal(login.json().user.company_name, seller.company_name);

      // The demo craftsmen work in different regions, so a postcode search has an order.
      const near = (await ctx.app.inject({ method: 'GET', url: '/services/search?postcode=10115&sort=distance&size=100' })).json<{
        items: Array<{ seller_company_name: string; distance_km: number }>;
      }>();
      const order = [...new Set(near.items.map((item) => item.seller_company_name))];
      assert.deepEqual(order, ['Becker Malerbetrieb', 'Weber Bau & Fliesen', 'Schulz Haustechnik'], 'Berlin, Potsdam, Leipzig; Hamburg is too far');
      const distances = near.items.map((item) => item.distance_km);
      assert.deepEqual(distances, [...distances].sort((a, b) => a - b));
      assert.ok((distances.at(-1) ?? 0) > 140, 'Leipzig ~150 km');
      const verified = await ctx.app.db.selectFrom('trader_details').select('status').execute();
      assert.deepEqual(verified.map((row) => row.status), ['verified', 'verified', 'verified', 'verified'], 'demo craftsmen are verified traders');

      // A demo seeded before trader details existed: the gate held its services; the next start gives them back.
      const sellerId = login.json<{ user: { id: number } }>().user.id;
      await ctx.app.db.deleteFrom('trader_details').where('seller_id', '=', sellerId).execute();
      const stamp = new Date().toISOString();
      await ctx.app.db.updateTable('services').set({ deleted_at: stamp, held_at: stamp }).where('seller_id', '=', sellerId).execute();
      await ctx.restart();
      const again = (await ctx.app.inject({ method: 'GET', url: '/categories' })).json<CategoryJson[]>();
      assert.equal(again.reduce((sum, c) => sum + c.service_count, 0), 30, 'not seeded twice, and none held');
      assert.equal((await ctx.app.db.selectFrom('trader_details').select('status').where('seller_id', '=', sellerId).executeTakeFirst())?.status, 'verified');
    } finally {
      await ctx.cleanup();
    }
  });
});
