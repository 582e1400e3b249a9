import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AppConfig } from '../../config';
import type { Category, Service } from '../../wire';
import { type TestContext, type TestUser, createService, createTestContext, jpeg, multipart, registerAndLogin } from '../../test/helpers';

/**
 * #14 finding 10: the spec's own frontend, served from another origin, showed every photo broken
 * because photo URLs were root-relative. They are absolute now: PUBLIC_API_URL when configured,
 * else the address the request came in on (behind a trusted proxy: its host, protocol and prefix).
 */
async function withPhoto(overrides: Partial<AppConfig>): Promise<{ ctx: TestContext; seller: TestUser; serviceId: number; path: string }> {
  const ctx = await createTestContext(overrides);
  const seller = await registerAndLogin(ctx.app, 'seller');
  const serviceId = await createService(ctx.app, seller);
  const form = multipart({ service_id: String(serviceId) }, { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg() });
  const uploaded = await ctx.app.inject({ method: 'POST', url: '/services/photos', headers: { ...form.headers, ...seller.auth }, payload: form.payload });
  assert.equal(uploaded.statusCode, 201, uploaded.body);
  const { pathname } = new URL(uploaded.json<{ photo_url: string }>().photo_url);
  // The file's own path, without the base's prefix: each test puts the base it expects in front.
  return { ctx, seller, serviceId, path: pathname.slice(pathname.indexOf('/files/')) };
}

describe('absolute file URLs (#14 finding 10)', () => {
  const contexts: TestContext[] = [];
  after(async () => {
    for (const ctx of contexts) await ctx.cleanup();
  });

  describe('no proxy trusted, no PUBLIC_API_URL', () => {
    let setup: Awaited<ReturnType<typeof withPhoto>>;
    before(async () => {
      setup = await withPhoto({});
      contexts.push(setup.ctx);
    });

    test('a photo URL is built from the Host the client asked; forwarded headers from an untrusted peer are ignored', async () => {
      const service = await setup.ctx.app.inject({
        method: 'GET',
        url: `/services/${setup.serviceId}`,
        headers: { host: 'api.example:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-prefix': '/evil' },
      });
      assert.equal(service.json<Service>().photo, `http://api.example:8080${setup.path}`);
      const served = await setup.ctx.app.inject({ method: 'GET', url: service.json<Service>().photo ?? '' });
      assert.equal(served.statusCode, 200, 'the absolute URL serves the file');
    });

    /** A cached body asked for through two names of the machine: each gets URLs against its own. */
    const keptPerBase = async (photoOf: (host: string) => Promise<string | null | undefined>) => {
      assert.equal(await photoOf('one.example'), `http://one.example${setup.path}`);
      assert.equal(await photoOf('two.example:3000'), `http://two.example:3000${setup.path}`);
      assert.equal(await photoOf('one.example'), `http://one.example${setup.path}`, 'the first base is still served its own');
    };

    test('the cached catalogue is kept per base: two names of the machine each get their own URLs', async () => {
      await keptPerBase(async (host) => {
        const categories = (await setup.ctx.app.inject({ method: 'GET', url: '/categories', headers: { host } })).json<Category[]>();
        return categories.flatMap((category) => category.services).find((s) => s.id === setup.serviceId)?.photo;
      });
    });

    test('cached search answers are kept per base too', async () => {
      await keptPerBase(async (host) => {
        const page = (await setup.ctx.app.inject({ method: 'GET', url: '/services/search?sort=newest', headers: { host } })).json<{ items: Service[] }>();
        return page.items.find((s) => s.id === setup.serviceId)?.photo;
      });
    });
  });

  test('behind a trusted proxy: its host, protocol and path prefix (the web server mounts the API at /api); a malformed prefix is ignored', async () => {
    const setup = await withPhoto({ trustedProxies: ['127.0.0.1'] });
    contexts.push(setup.ctx);
    const viaProxy = (prefix: string) =>
      setup.ctx.app.inject({
        method: 'GET',
        url: `/services/${setup.serviceId}`,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https', 'x-forwarded-prefix': prefix },
      });
    assert.equal((await viaProxy('/api')).json<Service>().photo, `https://shop.example/api${setup.path}`);
    assert.equal((await viaProxy('/api?x=<script>')).json<Service>().photo, `https://shop.example${setup.path}`);
  });

  test('PUBLIC_API_URL wins over whatever Host a client sends', async () => {
    const setup = await withPhoto({ publicApiUrl: 'https://handwerker.example/api' });
    contexts.push(setup.ctx);
    const service = await setup.ctx.app.inject({ method: 'GET', url: `/services/${setup.serviceId}`, headers: { host: 'evil.example' } });
    assert.equal(service.json<Service>().photo, `https://handwerker.example/api${setup.path}`);
    const seller = await setup.ctx.app.inject({ method: 'GET', url: `/sellers/${setup.seller.id}`, headers: { host: 'evil.example' } });
    assert.match(seller.body, /https:\/\/handwerker\.example\/api\/files\/photos\//);
    assert.doesNotMatch(seller.body, /evil\.example/);
  });
});
