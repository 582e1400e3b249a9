import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { defaultLimits } from '../../config';
import { type TestContext, type TestUser, createTestContext, registerAndLogin } from '../../test/helpers';

/**
 * Marking read is pushed live to the reader's tabs and, for a conversation, to the other party:
 * it is limited per user like sending (429 with Retry-After beyond), one user's calls never
 * counting against another's.
 */
describe('read marks are rate-limited per user', () => {
  let ctx: TestContext;
  let buyer: TestUser;
  let seller: TestUser;
  let other: TestUser;
  let conversationId: number;
  const max = 3;
  before(async () => {
    ctx = await createTestContext({ limits: { ...defaultLimits, readsPerUser: { max, windowMs: 60_000 } } });
    [buyer, seller, other] = await Promise.all([registerAndLogin(ctx.app, 'buyer'), registerAndLogin(ctx.app, 'seller'), registerAndLogin(ctx.app, 'buyer')]);
    const opened = await ctx.app.inject({ method: 'POST', url: '/conversations', headers: buyer.auth, payload: { seller_id: seller.id, text: 'Hello' } });
    assert.ok([200, 201].includes(opened.statusCode), opened.body);
    conversationId = opened.json<{ conversation: { id: number } }>().conversation.id;
  });
  after(() => ctx.cleanup());

  const post = (user: TestUser, url: string) => ctx.app.inject({ method: 'POST', url, headers: user.auth });

  for (const [name, url, ok] of [
    ['POST /conversations/{id}/read', () => `/conversations/${conversationId}/read`, 204],
    ['POST /notifications/read', () => '/notifications/read', 200],
  ] as const) {
    test(`${name}: ${max} calls pass, the next is 429 with Retry-After; another user is not affected`, async () => {
      for (let i = 0; i < max; i += 1) assert.equal((await post(seller, url())).statusCode, ok);
      const refused = await post(seller, url());
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.match(refused.json<{ error: string }>().error, /Too many/);
      const reader = url().startsWith('/conversations') ? buyer : other;
      assert.equal((await post(reader, url())).statusCode, ok);
    });
  }
});
