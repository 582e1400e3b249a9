// database-independent: how the API lives through a Redis outage does not depend on which database is behind the API, so only the SQLite pass runs this file (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type TestContext, type TestUser, createService, createTestContext, registerAndLogin, uniqueEmail } from './test/helpers';
import { type CuttableRedis, cuttableRedis, waitFor } from './test/cuttable-redis';
import { currentConsent } from '@craft/shared/legal';

describe('Redis outage: the API degrades, then heals by itself', () => {
  let redis: CuttableRedis;
  let ctx: TestContext;
  let seller: TestUser;

  before(async () => {
    redis = await cuttableRedis('outage');
    ctx = await createTestContext({ redisUrl: redis.url, redisPrefix: redis.prefix });
    seller = await registerAndLogin(ctx.app, 'seller');
  });

  after(async () => {
    await ctx.cleanup();
    await redis.close();
  });

  const redisState = async () => (await ctx.app.inject({ method: 'GET', url: '/health' })).json<{ redis?: string }>().redis;

  /** A mix of reads and writes that touch every Redis use: rate limits, login throttle, cache invalidation, mail. */
  async function load(round: number): Promise<Array<{ what: string; status: number; retryAfter: unknown }>> {
    const results: Array<{ what: string; status: number; retryAfter: unknown }> = [];
    const record = (what: string, response: { statusCode: number; headers: Record<string, unknown> }) =>
      results.push({ what, status: response.statusCode, retryAfter: response.headers['retry-after'] });
    for (let i = 0; i < 4; i += 1) {
      record('categories', await ctx.app.inject({ method: 'GET', url: '/categories' }));
      record('create service', await ctx.app.inject({
        method: 'POST', url: '/services', headers: seller.auth,
        payload: { seller_id: seller.id, category_id: 1, title: `Outage ${round}-${i}`, description: 'During an outage', price: 10 },
      }));
      record('failed login', await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: seller.email, password: `wrong ${round}-${i}` } }));
      record('register (rate-limited, mails)', await ctx.app.inject({
        method: 'POST', url: '/users',
        payload: { email: uniqueEmail('outage'), password: 'correct horse battery', firstname: 'A', lastname: 'B', post_number: '12345', street: 'S 1', phone: '0123', role: 'buyer', ...currentConsent() },
      }));
      record('password reset', await ctx.app.inject({ method: 'POST', url: '/users/password-reset', payload: { email: seller.email } }));
    }
    return results;
  }

  const serverErrors = (results: Awaited<ReturnType<typeof load>>) =>
    results.filter((result) => result.status >= 500 && !(result.status === 503 && result.retryAfter !== undefined));

  test('cut: reads and writes go on, /health says redis down; back: Redis is used again within 10 s', async () => {
    assert.equal(await redisState(), 'up');
    assert.deepEqual(serverErrors(await load(0)), []);
    await createService(ctx.app, seller, { title: 'Before the outage' });

    redis.proxy.cut();
    await waitFor('/health reports redis down', 5_000, async () => (await redisState()) === 'down');
    const during = await load(1);
    assert.deepEqual(serverErrors(during), [], 'no 5xx while Redis is away');
    assert.ok(during.some((result) => result.what === 'create service' && result.status === 201), 'writes succeed');
    assert.ok(during.some((result) => result.what === 'failed login' && result.status === 401), 'the login throttle counts in-process');
    const health = await ctx.app.inject({ method: 'GET', url: '/health' });
    assert.equal(health.statusCode, 200);
    assert.equal(health.json<{ status: string }>().status, 'degraded');

    redis.proxy.restore();
    // Healed = /health says up and a throttle counter lands in Redis again.
    // Counters from before the outage are cleared, so a key seen now was written after the return.
    await redis.direct.del(...(await redis.direct.keys(`${redis.prefix}throttle:*`)), `${redis.prefix}none`);
    await waitFor('Redis used again after its return', 10_000, async () => {
      if ((await redisState()) !== 'up') return false;
      await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: seller.email, password: 'wrong again' } });
      return (await redis.direct.keys(`${redis.prefix}throttle:*`)).length > 0;
    });
    assert.deepEqual(serverErrors(await load(2)), [], 'no 5xx after the return');
  });
});
