import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openLiveStream } from '../../test/live-stream';
import { type TestContext, type TestUser, createTestContext, registerAndLogin } from '../../test/helpers';

/** GET /live from a chosen client address (the API believes X-Forwarded-For from loopback here). */
const liveFetch = (base: string, from: string) => (init: RequestInit) =>
  fetch(`${base}/live`, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': from } });

async function refusal(base: string, user: TestUser, from: string) {
  // An accepted stream never ends: give up after 5 s rather than wait for it.
  const answer = await liveFetch(base, from)({ headers: { authorization: `Bearer ${user.token}` }, signal: AbortSignal.timeout(5_000) });
  const body = (await answer.json()) as { error: string; code: string };
  return { status: answer.status, retryAfter: answer.headers.get('retry-after'), body };
}

/** Polls (up to 5 s) until the next stream opens: a closed stream is counted out when its socket closes. */
async function opensAgain(base: string, user: TestUser, from: string) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      return await openLiveStream(liveFetch(base, from), user.token);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('GET /live: streams capped per account and per address', () => {
  let ctx: TestContext;
  let base: string;
  const streams: Awaited<ReturnType<typeof openLiveStream>>[] = [];

  before(async () => {
    ctx = await createTestContext({ trustedProxies: ['127.0.0.1'], liveStreams: { perAccount: 3, perAddress: 5, lifetimeMs: 60_000 } });
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    for (const stream of streams) stream.close();
    await ctx?.cleanup();
  });

  test('one account holds at most perAccount streams, from any address: 429 with Retry-After beyond, another account unaffected', async () => {
    const [owner, other] = [await registerAndLogin(ctx.app, 'buyer'), await registerAndLogin(ctx.app, 'seller')];
    for (const from of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) streams.push(await openLiveStream(liveFetch(base, from), owner.token));
    const refused = await refusal(base, owner, '198.51.100.4');
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.retryAfter) >= 1, 'Retry-After says when to come back');
    assert.deepEqual(refused.body, { error: 'Too many live connections for this account.', code: 'request.rate_limited' });

    const second = await openLiveStream(liveFetch(base, '198.51.100.4'), other.token);
    assert.deepEqual(await second.next(), { type: 'unread', unread: 0 });
    second.close();

    // A closed stream frees its place.
    streams.shift()?.close();
    const again = await opensAgain(base, owner, '198.51.100.5');
    assert.deepEqual(await again.next(), { type: 'unread', unread: 0 });
    streams.push(again);
  });

  test('one address holds at most perAddress streams, whatever the accounts: 429 beyond, another address unaffected', async () => {
    const users = [await registerAndLogin(ctx.app, 'buyer'), await registerAndLogin(ctx.app, 'buyer'), await registerAndLogin(ctx.app, 'buyer')];
    const shared = '203.0.113.9';
    for (const user of [users[0], users[0], users[1], users[1], users[2]]) streams.push(await openLiveStream(liveFetch(base, shared), user!.token));
    const refused = await refusal(base, users[2]!, shared);
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.retryAfter) >= 1);
    assert.deepEqual(refused.body, { error: 'Too many live connections from this address.', code: 'request.rate_limited' });
    const elsewhere = await openLiveStream(liveFetch(base, '203.0.113.10'), users[2]!.token);
    assert.deepEqual(await elsewhere.next(), { type: 'unread', unread: 0 });
    streams.push(elsewhere);
  });
});

describe('GET /live: a stream ends after its lifetime', () => {
  let ctx: TestContext;
  let base: string;

  before(async () => {
    ctx = await createTestContext({ liveStreams: { perAccount: 1, perAddress: 10, lifetimeMs: 300 } });
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => ctx?.cleanup());

  test('the server ends the stream (the client reconnects), and the ended stream no longer counts against the account', async () => {
    const user = await registerAndLogin(ctx.app, 'buyer');
    const stream = await openLiveStream((init) => fetch(`${base}/live`, init), user.token);
    assert.deepEqual(await stream.next(), { type: 'unread', unread: 0 });
    await assert.rejects(stream.next(), /the live stream ended/);
    // perAccount is 1: a new stream opens only because the ended one was counted out.
    const next = await opensAgain(base, user, '127.0.0.1');
    assert.deepEqual(await next.next(), { type: 'unread', unread: 0 });
    next.close();
  });
});
