import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AppConfig } from '../../config';
import type { Category, Service } from '@craft/shared/api/types';
import { type TestContext, type TestUser, createService, createTestContext, jpeg, multipart, registerAndLogin } from '../../test/helpers';

/**
 * The spec's own frontend, served from another origin, showed every photo broken
 * because photo URLs were root-relative. They are absolute: PUBLIC_API_URL when configured, else
 * what a trusted proxy names (host, protocol and prefix), else the API's own address. Never the
 * Host a client sends: answers with these URLs are cached and served to everyone.
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

describe('absolute file URLs', () => {
  const contexts: TestContext[] = [];
  after(async () => {
    for (const ctx of contexts) await ctx.cleanup();
  });

  describe('no PUBLIC_API_URL; the proxy on 127.0.0.1 trusted', () => {
    let setup: Awaited<ReturnType<typeof withPhoto>>;
    before(async () => {
      setup = await withPhoto({ trustedProxies: ['127.0.0.1'] });
      contexts.push(setup.ctx);
    });

    test("a client's Host never makes the URL, nor forwarded headers from an untrusted peer: the API's own address", async () => {
      const own = `http://localhost:${setup.ctx.app.config.port}`;
      for (const headers of [
        { host: 'attacker.example' },
        { host: 'attacker.example', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-prefix': '/evil' },
      ]) {
        const service = await setup.ctx.app.inject({ method: 'GET', url: `/services/${setup.serviceId}`, remoteAddress: '198.51.100.4', headers });
        assert.equal(service.json<Service>().photo, `${own}${setup.path}`);
        assert.doesNotMatch(service.body, /attacker|evil/);
      }
      // Nor through the trusted proxy when it names no address: the Host it passed on is the client's.
      const proxied = await setup.ctx.app.inject({ method: 'GET', url: `/services/${setup.serviceId}`, headers: { host: 'attacker.example', 'x-forwarded-for': '203.0.113.9' } });
      assert.equal(proxied.json<Service>().photo, `${own}${setup.path}`);
      const served = await setup.ctx.app.inject({ method: 'GET', url: new URL(proxied.json<Service>().photo ?? '').pathname });
      assert.equal(served.statusCode, 200, 'the absolute URL serves the file');
    });

    /** A cached body asked for through two addresses a trusted proxy names: each gets URLs against its own. */
    const keptPerBase = async (photoOf: (headers: Record<string, string>) => Promise<string | null | undefined>) => {
      const via = (host: string) => ({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': host, 'x-forwarded-proto': 'https', 'x-forwarded-prefix': '/api' });
      assert.equal(await photoOf(via('one.example')), `https://one.example/api${setup.path}`);
      assert.equal(await photoOf(via('two.example:3000')), `https://two.example:3000/api${setup.path}`);
      assert.equal(await photoOf(via('one.example')), `https://one.example/api${setup.path}`, 'the first base is still served its own');
      assert.equal(await photoOf({ host: 'attacker.example' }), `http://localhost:${setup.ctx.app.config.port}${setup.path}`, 'a Host alone is no base');
    };

    test('the cached catalogue is kept per base: two addresses each get their own URLs', async () => {
      await keptPerBase(async (headers) => {
        const categories = (await setup.ctx.app.inject({ method: 'GET', url: '/categories', headers })).json<Category[]>();
        return categories.flatMap((category) => category.services).find((s) => s.id === setup.serviceId)?.photo;
      });
    });

    test('cached search answers are kept per base too', async () => {
      await keptPerBase(async (headers) => {
        const page = (await setup.ctx.app.inject({ method: 'GET', url: '/services/search?sort=newest', headers })).json<{ items: Service[] }>();
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
