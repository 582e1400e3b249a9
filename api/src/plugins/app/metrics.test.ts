// database-independent: the metrics endpoint does not depend on which database is behind the API, so only the SQLite pass runs this file (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type TestContext, createTestContext, registerAndLogin } from '../../test/helpers';

describe('GET /metrics', () => {
  let ctx: TestContext;
  const token = 'metrics-token-for-tests-0123456789';
  before(async () => {
    ctx = await createTestContext({ metricsToken: token });
  });
  after(() => ctx.cleanup());

  test('refused without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token}x`, token]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      assert.equal(response.statusCode, 401, String(authorization));
      assert.equal(typeof response.json<{ error: string }>().error, 'string');
    }
  });

  test('request durations by route pattern and status, event-loop lag, pool use and work queues', async () => {
    await registerAndLogin(ctx.app, 'buyer');
    await ctx.app.inject({ method: 'GET', url: '/services/987654' });
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/plain/);
    const text = response.body;
    assert.match(text, /http_request_duration_seconds_count\{method="GET",route="\/services\/:id",status="404"\} 1/);
    assert.match(text, /http_request_duration_seconds_count\{method="POST",route="\/users\/login",status="200"\} \d+/);
    assert.doesNotMatch(text, /987654/, 'raw URLs never become labels');
    assert.match(text, /nodejs_eventloop_lag_seconds \d/);
    assert.match(text, /db_pool_connections\{state="total"\} \d+/);
    assert.match(text, /work_queue_length\{queue="password-hashing"\} 0/);
    assert.match(text, /live_streams_open 0/);
  });

  test('without METRICS_TOKEN the route does not exist', async () => {
    const plain = await createTestContext();
    try {
      assert.equal((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode, 404);
    } finally {
      await plain.cleanup();
    }
  });
});
