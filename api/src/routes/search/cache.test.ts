import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InvalidationChannel } from '../../lib/redis-channel';
import { type TestContext, type TestUser, createService, createTestContext, registerAndLogin } from '../../test/helpers';
import { SearchCache } from './cache';

/** Channels of several instances on one in-memory bus: a publish reaches every other instance. */
function bus() {
  const handlers: Array<{ channel: InvalidationChannel; handler: (detail: string | null) => void }> = [];
  return () => {
    const channel: InvalidationChannel = {
      publish: (detail) => {
        for (const h of handlers) if (h.channel !== channel) h.handler(detail ?? null);
      },
      subscribe: (handler) => handlers.push({ channel, handler }),
    };
    return channel;
  };
}

describe('search cache', () => {
  test('an answer is computed once, shared by concurrent callers, and forgotten on every instance after a write', async () => {
    const channelOf = bus();
    const a = new SearchCache(channelOf());
    const b = new SearchCache(channelOf());
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return `answer ${computed}`;
    };
    const [first, second] = await Promise.all([a.get('q', compute), a.get('q', compute)]);
    assert.equal(first, 'answer 1');
    assert.equal(second, 'answer 1', 'the concurrent caller shares the computation');
    assert.equal(await b.get('q', compute), 'answer 2', 'each instance has its own');
    assert.equal(await a.get('q', compute), 'answer 1');

    b.invalidate();
    assert.equal(a.size, 0, 'the write on B cleared A through the channel');
    assert.equal(b.size, 0);
    assert.equal(await a.get('q', compute), 'answer 3');
  });

  test('a failure is not kept; old and heavy entries leave first; expired entries are computed again', async () => {
    // Not 0: lru-cache takes an entry stored at time 0 for one without a TTL.
    let now = 1;
    const cache = new SearchCache(null, { maxEntries: 3, maxWeight: 10, ttlMs: 1_000 }, () => now);
    await assert.rejects(cache.get('bad', async () => Promise.reject(new Error('database down'))));
    assert.equal(await cache.get('bad', async () => 'recovered'), 'recovered');

    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    assert.equal(cache.size, 3, 'at most 3 entries: "bad" went first');
    await cache.get('heavy', async () => 'x'.repeat(9), (value) => value.length);
    assert.equal(await cache.get('a', async () => 'recomputed'), 'recomputed', 'a weight of 9 pushed out the oldest');

    now = 2_000;
    assert.equal(await cache.get('heavy', async () => 'fresh'), 'fresh', 'older than the TTL');
  });

  test('switched off, every search is computed; the term dictionaries stay', async () => {
    const cache = new SearchCache();
    cache.enabled = false;
    let computed = 0;
    const compute = async () => (computed += 1);
    await cache.get('q', compute);
    await cache.get('q', compute);
    assert.equal(computed, 2);
    await cache.dictionary('terms:f', compute);
    await cache.dictionary('terms:f', compute);
    assert.equal(computed, 3);
  });
});

interface Hit {
  id: number;
  title: string;
  seller_company_name: string | null;
  distance_km?: number;
}

describe('search answers follow every write at once', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let serviceId: number;
  const search = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/services/search?${query}` });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ items: Hit[]; total: number }>();
  };
  const titles = async (query: string) => (await search(query)).items.map((hit) => hit.title);

  before(async () => {
    ctx = await createTestContext();
    seller = await registerAndLogin(ctx.app, 'seller', { company_name: 'Erste Firma' });
    await ctx.app.inject({ method: 'PUT', url: '/sellers/me/service-area', headers: seller.auth, payload: { post_number: '10115', radius_km: 30 } });
    serviceId = await createService(ctx.app, seller, { title: 'Grundofen setzen', category_id: 4 });
  });
  after(() => ctx.cleanup());

  test('answers are cached: a write that bypasses the API is not seen until the next write through it', async () => {
    assert.deepEqual(await titles('q=Grundofen&max_price=500'), ['Grundofen setzen']);
    await ctx.app.db.updateTable('services').set({ price: 777 }).where('id', '=', serviceId).execute();
    assert.equal((await search('q=Grundofen&max_price=500')).total, 1, 'the cached answer (no hook ran)');

    await createService(ctx.app, seller, { title: 'Ofenbank mauern', category_id: 4 });
    assert.equal((await search('q=Grundofen&max_price=500')).total, 0, 'a write through the API cleared it');
    assert.deepEqual(await titles('q=Ofenbank'), ['Ofenbank mauern']);
  });

  test('creating, editing and deleting a service shows at once, also through the typo stage', async () => {
    assert.deepEqual(await titles('q=Wintergarten'), []);
    assert.deepEqual(await titles('q=Wintergrten'), []);
    const id = await createService(ctx.app, seller, { title: 'Wintergarten reinigen', category_id: 10 });
    assert.deepEqual(await titles('q=Wintergarten'), ['Wintergarten reinigen']);
    assert.deepEqual(await titles('q=Wintergrten'), ['Wintergarten reinigen'], 'the typo candidates were read again');

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/services/${id}`,
      headers: seller.auth,
      payload: { seller_id: seller.id, category_id: 10, title: 'Gewächshaus reinigen', description: 'Glas', price: 120 },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual(await titles('q=Wintergarten'), []);
    assert.deepEqual(await titles('q=Gewächshaus'), ['Gewächshaus reinigen']);

    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/services/${id}`, headers: seller.auth })).statusCode, 204);
    assert.deepEqual(await titles('q=Gewächshaus'), []);
  });

  test('a seller’s new service area and new company name show at once', async () => {
    assert.ok((await search('postcode=10115')).total > 0);
    assert.equal((await search('postcode=80331')).total, 0);
    const moved = await ctx.app.inject({ method: 'PUT', url: '/sellers/me/service-area', headers: seller.auth, payload: { post_number: '80331', radius_km: 30 } });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal((await search('postcode=10115')).total, 0);
    assert.ok((await search('postcode=80331')).total > 0);

    assert.equal((await search('q=Grundofen')).items[0]?.seller_company_name, 'Erste Firma');
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/users/${seller.id}`,
      headers: seller.auth,
      payload: { firstname: 'Test', lastname: 'seller', post_number: '12345', street: 'Street 1', phone: '0123', company_name: 'Neue Firma' },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal((await search('q=Grundofen')).items[0]?.seller_company_name, 'Neue Firma');
  });

  test('a deleted account’s services leave the cached answers', async () => {
    assert.ok((await search('q=Grundofen')).total > 0);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/users/${seller.id}`, headers: seller.auth, payload: { password: seller.password } });
    assert.equal(deleted.statusCode, 204, deleted.body);
    assert.equal((await search('q=Grundofen')).total, 0);
    assert.equal((await search('postcode=80331')).total, 0);
  });
});
