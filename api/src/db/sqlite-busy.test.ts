import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import SQLite from 'better-sqlite3';
import { type TestContext, type TestUser, createTestContext, registerAndLogin } from '../test/helpers';

interface Health {
  status: string;
  writable: { database: boolean; storage: boolean };
}

describe('GET /health reports write-ability', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.cleanup());

  test('database and storage both writable: ok', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json<Health>(), { status: 'ok', database: ctx.app.database.dialect, writable: { database: true, storage: true } });
  });

  // Another process holding SQLite's write lock is an SQLite matter; PostgreSQL has row locks instead.
  if (!process.env.TEST_DATABASE_URL) {
    describe('while another process holds the SQLite write lock', () => {
      let seller: TestUser;
      let other: SQLite.Database;
      before(async () => {
        seller = await registerAndLogin(ctx.app, 'seller');
        other = new SQLite(path.join(ctx.config.dataDir, 'marketplace.sqlite'));
      });
      after(() => other.close());

      test('health still answers (degraded, database not writable) and a write waits without blocking the server, then succeeds', async () => {
        other.exec('begin immediate');
        const order: string[] = [];
        const write = ctx.app
          .inject({ method: 'POST', url: '/services', headers: seller.auth, payload: { seller_id: seller.id, category_id: 1, title: 'Waits for the lock', price: 10 } })
          .then((response) => {
            order.push('write');
            return response;
          });
        const health = await ctx.app.inject({ method: 'GET', url: '/health' });
        order.push('health');
        assert.equal(health.statusCode, 200);
        assert.deepEqual(health.json<Health>().writable, { database: false, storage: true });
        assert.equal(health.json<Health>().status, 'degraded');
        other.exec('rollback');
        const written = await write;
        assert.equal(written.statusCode, 201, written.body);
        assert.deepEqual(order, ['health', 'write'], 'health answered while the write was still waiting for the lock');
        const after = await ctx.app.inject({ method: 'GET', url: '/health' });
        assert.equal(after.json<Health>().status, 'ok');
      });

      test('a write that still finds the lock held after every retry answers 503 with Retry-After, not 500', async () => {
        other.exec('begin immediate');
        try {
          const written = await ctx.app.inject({ method: 'POST', url: '/services', headers: seller.auth, payload: { seller_id: seller.id, category_id: 1, title: 'Never gets the lock', price: 10 } });
          assert.equal(written.statusCode, 503, written.body);
          assert.equal(written.headers['retry-after'], String(ctx.config.workPools.retryAfterSeconds));
          assert.deepEqual(written.json(), { error: 'The database is busy; please try again in a few seconds', code: 'server.busy' });
        } finally {
          other.exec('rollback');
        }
        const retried = await ctx.app.inject({ method: 'POST', url: '/services', headers: seller.auth, payload: { seller_id: seller.id, category_id: 1, title: 'Gets the lock', price: 10 } });
        assert.equal(retried.statusCode, 201, retried.body);
      });
    });
  }
});
