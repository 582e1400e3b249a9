import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type TestContext, type TestUser, createService, createTestContext, registerAndLogin } from './test/helpers';
import { type TcpProxy, startTcpProxy } from './test/tcp-proxy';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;

describe('PostgreSQL cut off: requests fail fast with 503 and Retry-After, then succeed again without a restart', { skip: !TEST_DATABASE_URL }, () => {
  let proxy: TcpProxy;
  let ctx: TestContext;
  let seller: TestUser;

  before(async () => {
    const url = new URL(TEST_DATABASE_URL ?? '');
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    ctx = await createTestContext({ databaseUrl: proxy.url(TEST_DATABASE_URL ?? '') });
    seller = await registerAndLogin(ctx.app, 'seller');
  });

  after(async () => {
    proxy.restore();
    await ctx.cleanup();
    await proxy.close();
  });

  test('cut: reads, writes and /health answer 503 with Retry-After; back: the pool reconnects by itself', async () => {
    const serviceId = await createService(ctx.app, seller, { title: 'Before the cut' });
    proxy.cut();
    const requests = [
      { method: 'GET' as const, url: `/services/${serviceId}` },
      { method: 'GET' as const, url: `/services/seller/${seller.id}` },
      { method: 'POST' as const, url: '/services', headers: seller.auth, payload: { seller_id: seller.id, category_id: 1, title: 'During the cut', description: 'x', price: 5 } },
      { method: 'GET' as const, url: '/health' },
    ];
    for (const request of requests) {
      const response = await ctx.app.inject(request);
      // A cached answer is fine too (the service detail may come from memory); never a 500, never a hang.
      if (response.statusCode === 200) continue;
      assert.equal(response.statusCode, 503, `${request.method} ${request.url}: ${response.body}`);
      assert.ok(Number(response.headers['retry-after']) > 0, `${request.url} says when to retry`);
      assert.equal(response.json<{ code: string }>().code, 'server.database_unreachable');
    }
    proxy.restore();
    const deadline = Date.now() + 10_000;
    for (;;) {
      const created = await ctx.app.inject(requests[2] ?? { method: 'GET', url: '/health' });
      if (created.statusCode === 201) break;
      assert.equal(created.statusCode, 503, created.body);
      assert.ok(Date.now() < deadline, 'writes succeed within 10 s of the return');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/services/seller/${seller.id}` })).statusCode, 200);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
  });
});
