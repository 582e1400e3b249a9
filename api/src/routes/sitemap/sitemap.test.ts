import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { SitemapPage } from '@craft/shared/api/feature-types';
import { setClock } from '../../lib/time';
import { type TestContext, type TestUser, createService, createTestContext, registerAndLogin } from '../../test/helpers';

describe('sitemap', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let other: TestUser;
  let gone: TestUser;
  let buyer: TestUser;
  const live: number[] = [];
  let deleted: number;
  let ofDeletedAccount: number;

  const page = async (kind: 'services' | 'sellers', query = '') => {
    const response = await ctx.app.inject({ method: 'GET', url: `/sitemap/${kind}${query}` });
    assert.equal(response.statusCode, 200, response.body);
    return { body: response.body, page: response.json<SitemapPage>() };
  };

  before(async () => {
    ctx = await createTestContext();
    seller = await registerAndLogin(ctx.app, 'seller', { company_name: 'Zimmer Roofing' });
    other = await registerAndLogin(ctx.app, 'seller');
    gone = await registerAndLogin(ctx.app, 'seller');
    buyer = await registerAndLogin(ctx.app, 'buyer');
    live.push(await createService(ctx.app, seller, { title: 'Roof' }), await createService(ctx.app, other, { title: 'Tiles' }));
    deleted = await createService(ctx.app, seller, { title: 'Deleted' });
    live.push(await createService(ctx.app, seller, { title: 'Gutter' }));
    ofDeletedAccount = await createService(ctx.app, gone, { title: 'Of a deleted account' });
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/services/${deleted}`, headers: seller.auth })).statusCode, 204);
    const erased = await ctx.app.inject({ method: 'DELETE', url: `/users/${gone.id}`, headers: gone.auth, payload: { password: gone.password } });
    assert.equal(erased.statusCode, 204, erased.body);
  });
  after(() => ctx.cleanup());

  test('GET /sitemap/services lists live services by id with their last change; deleted ones and those of deleted accounts are absent', async () => {
    const { page: result, body } = await page('services');
    assert.deepEqual(result.items.map((item) => item.id), live);
    assert.equal(result.total, 3);
    for (const item of result.items) assert.ok(!Number.isNaN(Date.parse(item.updated_at)), item.updated_at);
    assert.ok(!result.items.some((item) => item.id === deleted || item.id === ofDeletedAccount));
    assert.doesNotMatch(body, /Roof|@test\.craft|0123|Street 1|12345/, 'ids and times only');
  });

  test('lastmod follows an edit of the service', async () => {
    const before = (await page('services')).page.items.find((item) => item.id === live[0]);
    // The edit happens a minute later by the API's clock, so its time differs whatever the machine's speed.
    setClock(() => Date.now() + 60_000);
    const edited = await ctx.app
      .inject({
        method: 'PUT',
        url: `/services/${live[0]}`,
        headers: seller.auth,
        payload: { seller_id: seller.id, category_id: 1, title: 'Roof, new', description: 'A test', price: 120 },
      })
      .finally(() => setClock(null));
    assert.equal(edited.statusCode, 200, edited.body);
    const afterEdit = (await page('services')).page.items.find((item) => item.id === live[0]);
    assert.ok(before && afterEdit && Date.parse(afterEdit.updated_at) > Date.parse(before.updated_at), `${before?.updated_at} -> ${afterEdit?.updated_at}`);
  });

  test('GET /sitemap/sellers lists craftsmen who are not deleted, never buyers, never contact details', async () => {
    const { page: result, body } = await page('sellers');
    assert.deepEqual(result.items.map((item) => item.id), [seller.id, other.id]);
    assert.equal(result.total, 2);
    assert.ok(!result.items.some((item) => item.id === buyer.id || item.id === gone.id));
    for (const item of result.items) assert.deepEqual(Object.keys(item).sort(), ['id', 'updated_at']);
    assert.doesNotMatch(body, /Zimmer|@test\.craft|0123|Street 1|12345/);
  });

  test('pages: size and page pick a slice; total stays the count of all', async () => {
    const first = (await page('services', '?page=1&size=2')).page;
    const second = (await page('services', '?page=2&size=2')).page;
    const third = (await page('services', '?page=3&size=2')).page;
    assert.deepEqual(first.items.map((item) => item.id), live.slice(0, 2));
    assert.deepEqual(second.items.map((item) => item.id), live.slice(2));
    assert.deepEqual(third.items, []);
    assert.deepEqual([first.total, second.total, third.total], [3, 3, 3]);
    assert.deepEqual((await page('sellers', '?page=2&size=1')).page.items.map((item) => item.id), [other.id]);
  });

  test('400 with an error for a page or size that is not a whole number in range', async () => {
    for (const query of ['?page=0', '?page=-1', '?page=abc', '?size=0', '?size=50001', '?size=1.5', '?page=1e9']) {
      for (const kind of ['services', 'sellers']) {
        const response = await ctx.app.inject({ method: 'GET', url: `/sitemap/${kind}${query}` });
        assert.equal(response.statusCode, 400, `${kind}${query}`);
        assert.equal(typeof response.json<{ error: unknown }>().error, 'string');
      }
    }
  });
});
