import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type TestContext, createService, createTestContext, registerAndLogin } from '../../test/helpers';
import { splitTrade, tradeOf, TRADE_WORDS } from './trade-words';

describe('searching by trade words, German and English', () => {
  let ctx: TestContext;
  const ids = new Map<string, number>();
  // Services whose own words never name their trade: only the trade table can find them.
  const tag = `q${Date.now().toString(36)}`;

  before(async () => {
    ctx = await createTestContext();
    const seller = await registerAndLogin(ctx.app, 'seller');
    const categories = await ctx.app.db.selectFrom('categories').select(['id', 'name']).execute();
    const idOf = (name: string) => {
      const found = categories.find((category) => category.name === name);
      assert.ok(found, `category ${name} is seeded`);
      return found.id;
    };
    for (const name of ['Tiling', 'Painter', 'Plumbing']) {
      ids.set(name, await createService(ctx.app, seller, { category_id: idOf(name), title: `${tag} ${name === 'Tiling' ? 'Bathroom wall' : name === 'Painter' ? 'Living room walls' : 'Kitchen sink'}`, description: `${tag} work by the job` }));
    }
  });
  after(() => ctx.cleanup());

  const search = async (q: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/services/search?q=${encodeURIComponent(q)}&size=100` });
    assert.equal(response.statusCode, 200, q);
    return response.json<{ items: Array<{ id: number }>; total: number }>().items.map((item) => item.id);
  };

  test('every table entry is a plain lower-case start of a word, long enough not to hit everyday words', () => {
    for (const starts of Object.values(TRADE_WORDS)) {
      for (const start of starts) assert.match(start, /^[a-z]{4,}$/, start);
    }
    assert.equal(tradeOf('Fliesenleger'), 'Tiling');
    assert.equal(tradeOf('Sanitär'), 'Plumbing');
    assert.equal(tradeOf('bodenleger'), 'Flooring');
    assert.equal(tradeOf('Zimmer'), null);
    assert.deepEqual(splitTrade(['bad', 'fliesen']), { category: 'Tiling', rest: ['bad'] });
    assert.equal(splitTrade(['kitchen']), null);
  });

  for (const [q, trade] of [
    ['Fliesenleger', 'Tiling'],
    ['Fliesen', 'Tiling'],
    ['tiler', 'Tiling'],
    ['Maler', 'Painter'],
    ['Anstreicher', 'Painter'],
    ['painting', 'Painter'],
    ['Klempner', 'Plumbing'],
    ['Sanitär', 'Plumbing'],
    ['plumber', 'Plumbing'],
  ] as const) {
    test(`"${q}" finds the ${trade} service and no other trade's`, async () => {
      const found = await search(q);
      assert.ok(found.includes(ids.get(trade) as number), `${q} finds ${trade}`);
      for (const [other, id] of ids) if (other !== trade) assert.ok(!found.includes(id), `${q} does not find ${other}`);
    });
  }

  test('other words narrow within the trade, and the trade alone answers when they match nothing there', async () => {
    assert.deepEqual(await search(`Fliesen ${tag} bathroom`), [ids.get('Tiling')]);
    const bad = await search('Bad fliesen');
    assert.ok(bad.includes(ids.get('Tiling') as number));
    assert.ok(!bad.includes(ids.get('Plumbing') as number));
  });

  test("a trade word's results count in its trade only: the category tabs are that one trade", async () => {
    for (const q of ['Fliesenleger', 'Fliesen wand']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/services/search?q=${encodeURIComponent(q)}&facets=categories` });
      const { total, category_counts } = response.json<{ total: number; category_counts: Array<{ category_id: number; count: number }> }>();
      const tiling = (await ctx.app.db.selectFrom('categories').select('id').where('name', '=', 'Tiling').executeTakeFirstOrThrow()).id;
      assert.deepEqual(category_counts, [{ category_id: tiling, count: total }], q);
    }
  });

  test('a chosen category is kept: the trade word is then an ordinary word', async () => {
    const painter = (await ctx.app.db.selectFrom('categories').select('id').where('name', '=', 'Painter').executeTakeFirstOrThrow()).id;
    const response = await ctx.app.inject({ method: 'GET', url: `/services/search?q=Fliesenleger&category=${painter}` });
    assert.ok(!response.json<{ items: Array<{ id: number }> }>().items.some((item) => item.id === ids.get('Tiling')));
  });
});
