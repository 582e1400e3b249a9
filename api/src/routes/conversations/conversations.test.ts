import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import type { ChatMessage, ConversationOpened, ConversationSummary, MessagePage } from '@craft/shared/api/conversation-types';
import { setClock } from '../../lib/time';
import { errorOf, openMarketplace, uploadDocument } from '../../test/features';
import { openLiveStream } from '../../test/live-stream';
import { type TestContext, type TestUser, createService, createTestContext, outboxMails, registerAndLogin } from '../../test/helpers';

describe('conversations', () => {
  let ctx: TestContext, seller: TestUser, otherSeller: TestUser, buyer: TestUser, otherBuyer: TestUser, serviceId: number;
  before(async () => {
    ({ ctx, seller, otherSeller, buyer, otherBuyer, serviceId } = await openMarketplace('Tile Masters', { title: 'Bathroom tiling' }, { firstname: 'Anna', lastname: 'Schmidt' }));
  });
  after(() => ctx.cleanup());
  afterEach(() => setClock(null));

  const send = (user: TestUser | null, method: 'POST' | 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  /** 201 when the conversation is new, 200 when the pair already talks about it; `status` pins which. */
  const open = async (from: TestUser, body: Record<string, unknown>, status?: 200 | 201) => {
    const response = await send(from, 'POST', '/conversations', body);
    if (status) assert.equal(response.statusCode, status, response.body);
    else assert.ok([200, 201].includes(response.statusCode), response.body);
    return response.json<ConversationOpened>();
  };
  const write = async (from: TestUser, conversationId: number, text: string) => {
    const response = await send(from, 'POST', `/conversations/${conversationId}/messages`, { text });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<ChatMessage>();
  };
  const unread = async (user: TestUser) => (await send(user, 'GET', '/conversations/unread')).json<{ unread: number }>().unread;

  test('a buyer asks about a service: one conversation per pair and subject, names without contact data', async () => {
    const first = await open(buyer, { seller_id: seller.id, service_id: serviceId, text: 'Does the price include the tiles?' }, 201);
    assert.deepEqual(first.conversation.subject, { kind: 'service', id: serviceId, title: 'Bathroom tiling' });
    assert.deepEqual(first.conversation.other_party, { id: seller.id, name: 'Tile Masters', role: 'seller' });
    assert.equal(first.message.text, 'Does the price include the tiles?');
    const again = await open(buyer, { seller_id: seller.id, service_id: serviceId, text: 'And can you come on Saturday?' }, 200);
    assert.equal(again.conversation.id, first.conversation.id, 'the same pair and subject reuse the conversation');
    const general = await open(buyer, { seller_id: seller.id, text: 'A general question' }, 201);
    assert.notEqual(general.conversation.id, first.conversation.id);

    const [newest, older] = (await send(seller, 'GET', '/conversations')).json<ConversationSummary[]>();
    assert.equal(newest?.id, general.conversation.id, 'newest activity first');
    assert.equal(older?.unread_count, 2);
    assert.deepEqual(older?.other_party, { id: buyer.id, name: 'Anna Schmidt', role: 'buyer' });
    assert.equal(older?.last_message?.text, 'And can you come on Saturday?');
    const raw = (await send(seller, 'GET', '/conversations')).body;
    assert.doesNotMatch(raw, new RegExp(`${buyer.email}|"phone"|"street"|password`), 'no contact data in the list');
    assert.equal(await unread(seller), 3);
    assert.equal(await unread(buyer), 0, 'your own messages are never unread');
  });

  test('reading clears the count for the reader only; answers count for the other side', async () => {
    const { conversation } = await open(buyer, { seller_id: otherSeller.id, text: 'Hello' });
    await write(buyer, conversation.id, 'Are you there?');
    assert.equal(await unread(otherSeller), 2);
    assert.equal((await send(otherSeller, 'POST', `/conversations/${conversation.id}/read`)).statusCode, 204);
    assert.equal(await unread(otherSeller), 0);
    await write(otherSeller, conversation.id, 'Yes, how can I help?');
    assert.equal(await unread(otherSeller), 0);
    assert.equal((await send(buyer, 'GET', `/conversations/${conversation.id}`)).json<ConversationSummary>().unread_count, 1);
  });

  test('only the two parties can see or write: everyone else gets 404, no token 401', async () => {
    const { conversation, message } = await open(buyer, { seller_id: seller.id, text: 'Private question', document_url: await uploadDocument(ctx) });
    const id = conversation.id;
    const routes: Array<['GET' | 'POST', string, Record<string, unknown>?]> = [
      ['GET', `/conversations/${id}`],
      ['GET', `/conversations/${id}/messages`],
      ['POST', `/conversations/${id}/messages`, { text: 'intruding' }],
      ['POST', `/conversations/${id}/read`],
      ['GET', `/conversations/${id}/messages/${message.id}/attachment`],
    ];
    for (const [method, url, payload] of routes) {
      for (const outsider of [otherBuyer, otherSeller]) assert.deepEqual(errorOf(await send(outsider, method, url, payload)), { status: 404, hasError: true }, `${method} ${url}`);
      assert.deepEqual(errorOf(await send(null, method, url, payload)), { status: 401, hasError: true }, `${method} ${url}`);
    }
    assert.ok(!(await send(otherSeller, 'GET', '/conversations')).json<ConversationSummary[]>().some((c) => c.id === id));
    for (const party of [buyer, seller]) {
      const file = await send(party, 'GET', `/conversations/${id}/messages/${message.id}/attachment`);
      assert.equal(file.statusCode, 200);
      assert.match(file.body, /^%PDF/);
    }
  });

  test('what a conversation may be about: the craftsman\'s own service; a craftsman writes only about shared dealings', async () => {
    const otherService = await createService(ctx.app, otherSeller);
    assert.deepEqual(errorOf(await send(buyer, 'POST', '/conversations', { seller_id: seller.id, service_id: otherService, text: 'x' })), { status: 404, hasError: true });
    assert.deepEqual(errorOf(await send(buyer, 'POST', '/conversations', { seller_id: otherBuyer.id, text: 'x' })), { status: 404, hasError: true });
    assert.deepEqual(errorOf(await send(seller, 'POST', '/conversations', { buyer_id: buyer.id, text: 'Cheap tiles!' })), { status: 400, hasError: true });

    const offer = await send(buyer, 'POST', '/direct-offers', { seller_id: seller.id, description: 'Retile the kitchen' });
    const offerId = offer.json<{ id: number }>().id;
    const opened = await open(seller, { buyer_id: buyer.id, direct_offer_id: offerId, text: 'Which tiles would you like?' }, 201);
    assert.deepEqual(opened.conversation.other_party, { id: buyer.id, name: 'Anna Schmidt', role: 'buyer' });
    assert.deepEqual(errorOf(await send(seller, 'POST', '/conversations', { buyer_id: otherBuyer.id, direct_offer_id: offerId, text: 'x' })), { status: 404, hasError: true });
    assert.deepEqual(errorOf(await send(otherSeller, 'POST', '/conversations', { buyer_id: buyer.id, direct_offer_id: offerId, text: 'x' })), { status: 404, hasError: true });
  });

  test('a quotation request sent without logging in, from the buyer\'s confirmed address, is theirs to ask about', async () => {
    const request = await ctx.app.inject({
      method: 'POST',
      url: '/quotation',
      payload: { category_id: 1, description: 'New floor', firstname: 'Anna', lastname: 'Schmidt', street: 'Weg 1', post_number: '10115', phone: '030 1', email: buyer.email, status: 'open' },
    });
    assert.equal(request.statusCode, 201, request.body);
    const quotationId = request.json<{ id: number }>().id;
    const body = { seller_id: seller.id, quotation_id: quotationId, text: 'Which wood?' };
    assert.equal((await send(buyer, 'POST', '/conversations', body)).statusCode, 404, 'no answer from this craftsman yet');
    assert.equal((await send(seller, 'PUT', `/quotation/${quotationId}/answer`, { price: 900, message: 'Oak or beech.' })).statusCode, 201);
    await open(buyer, body, 201);
    assert.deepEqual(errorOf(await send(otherBuyer, 'POST', '/conversations', body)), { status: 404, hasError: true });
    assert.equal((await send(seller, 'POST', '/conversations', { buyer_id: buyer.id, quotation_id: quotationId, text: 'Oak is in stock.' })).statusCode, 200, 'the craftsman writes into the same conversation');
  });

  test('bad input is 400 with the reason: empty, too long, control characters, two subjects', async () => {
    const base = { seller_id: seller.id, text: 'Hi' };
    for (const change of [{ text: '   ' }, { text: 'x'.repeat(4001) }, { text: 'bell\u0007' }, { text: 'nul\u0000' }, { service_id: serviceId, order_id: 1 }, { seller_id: 'x' }, { buyer_id: buyer.id }]) {
      assert.deepEqual(errorOf(await send(buyer, 'POST', '/conversations', { ...base, ...change })), { status: 400, hasError: true }, JSON.stringify(change));
    }
    const { conversation } = await open(buyer, { ...base, text: 'Line one\nLine two' });
    assert.equal(conversation.last_message?.text, 'Line one\nLine two', 'line breaks are text');
    assert.equal((await send(buyer, 'GET', `/conversations/${conversation.id}/messages?size=0`)).statusCode, 400);
    assert.equal((await send(buyer, 'GET', `/conversations/${conversation.id}/messages?before=abc`)).statusCode, 400);
  });

  test('history pages back from the newest, oldest first within a page', async () => {
    const { conversation } = await open(otherBuyer, { seller_id: seller.id, text: 'm1' });
    for (let i = 2; i <= 7; i += 1) await write(i % 2 ? otherBuyer : seller, conversation.id, `m${i}`);
    const page = (url: string) => send(otherBuyer, 'GET', url).then((r) => r.json<MessagePage>());
    const newest = await page(`/conversations/${conversation.id}/messages?size=3`);
    assert.deepEqual(newest.items.map((m) => m.text), ['m5', 'm6', 'm7']);
    assert.equal(newest.has_more, true);
    const older = await page(`/conversations/${conversation.id}/messages?size=3&before=${newest.items[0]?.id}`);
    assert.deepEqual(older.items.map((m) => m.text), ['m2', 'm3', 'm4']);
    const oldest = await page(`/conversations/${conversation.id}/messages?size=3&before=${older.items[0]?.id}`);
    assert.deepEqual(oldest.items.map((m) => m.text), ['m1']);
    assert.equal(oldest.has_more, false);
  });

  test('an attachment is attached once: reusing the upload elsewhere is 409', async () => {
    const ref = await uploadDocument(ctx);
    const { conversation, message } = await open(buyer, { seller_id: otherSeller.id, service_id: await createService(ctx.app, otherSeller), text: 'See the plan', document_url: ref });
    assert.equal(message.has_attachment, true);
    assert.equal((await send(buyer, 'POST', `/conversations/${conversation.id}/messages`, { text: 'again', document_url: ref })).statusCode, 409);
    assert.equal((await send(buyer, 'POST', `/conversations/${conversation.id}/messages`, { text: 'x', document_url: 'doc_unknown' })).statusCode, 400);
  });
});

describe('conversations: limits and e-mail notices', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext({ limits: { ...(await import('../../config')).defaultLimits, messagesPerUser: { max: 3, windowMs: 60_000 } } });
  });
  after(() => ctx.cleanup());
  afterEach(() => setClock(null));

  test('sending is rate-limited per user: 429 with Retry-After, other users unaffected', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller');
    const [spammer, neighbour] = [await registerAndLogin(ctx.app, 'buyer'), await registerAndLogin(ctx.app, 'buyer')];
    for (let i = 0; i < 3; i += 1) {
      const response = await ctx.app.inject({ method: 'POST', url: '/conversations', headers: spammer.auth, payload: { seller_id: seller.id, text: `buy now ${i}` } });
      assert.ok(response.statusCode < 300, response.body);
    }
    const refused = await ctx.app.inject({ method: 'POST', url: '/conversations', headers: spammer.auth, payload: { seller_id: seller.id, text: 'buy now' } });
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal(typeof refused.json<{ error: string }>().error, 'string');
    const fine = await ctx.app.inject({ method: 'POST', url: '/conversations', headers: neighbour.auth, payload: { seller_id: seller.id, text: 'hello' } });
    assert.equal(fine.statusCode, 201, fine.body);
  });

  test('someone not on the site gets one mail per conversation per 15 minutes, with a link and without the text', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller', { company_name: 'Maler Meier' });
    const buyer = await registerAndLogin(ctx.app, 'buyer', { firstname: 'Jonas', lastname: 'Keller' });
    const t0 = Date.now();
    const at = (minutes: number) => setClock(() => t0 + minutes * 60_000);
    const notices = async () => (await outboxMails(ctx.app, seller.email)).filter((mail) => /New message from/.test(mail));
    at(0);
    const { conversation } = (await ctx.app.inject({ method: 'POST', url: '/conversations', headers: buyer.auth, payload: { seller_id: seller.id, text: 'Secret plan: the key is under the mat' } })).json<ConversationOpened>();
    await waitForCount(notices, 1);
    at(5);
    await ctx.app.inject({ method: 'POST', url: `/conversations/${conversation.id}/messages`, headers: buyer.auth, payload: { text: 'Second' } });
    at(14);
    await ctx.app.inject({ method: 'POST', url: `/conversations/${conversation.id}/messages`, headers: buyer.auth, payload: { text: 'Third' } });
    // Notices are worked out after the answer; shutting down waits for them.
    await ctx.restart();
    assert.equal((await notices()).length, 1, 'no second mail within 15 minutes');
    at(16);
    await ctx.app.inject({ method: 'POST', url: `/conversations/${conversation.id}/messages`, headers: buyer.auth, payload: { text: 'Fourth' } });
    const mails = await waitForCount(notices, 2);
    const [mail] = mails;
    assert.match(mail ?? '', /New message from Jonas Keller/);
    assert.match(mail ?? '', new RegExp(`/home/craftman\\?tab=messages&conversation=${conversation.id}\\b`));
    assert.doesNotMatch(mail ?? '', /Secret plan|key is under/, 'the message text stays on the site');
    assert.match(mail ?? '', /Handwerker Marktplatz/);
  });

  test('no notice to an address that was never confirmed', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller', {}, { confirmed: false });
    const buyer = await registerAndLogin(ctx.app, 'buyer');
    await ctx.app.inject({ method: 'POST', url: '/conversations', headers: buyer.auth, payload: { seller_id: seller.id, text: 'Hello' } });
    await ctx.restart();
    assert.deepEqual((await outboxMails(ctx.app, seller.email)).filter((mail) => /New message from/.test(mail)), []);
  });
});

describe('live delivery (GET /live, Server-Sent Events)', () => {
  let ctx: TestContext;
  let base: string;
  before(async () => {
    ctx = await createTestContext();
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => ctx.cleanup());

  test('an open stream gets the unread count at once, then new messages and counts; no mail while online', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller');
    const buyer = await registerAndLogin(ctx.app, 'buyer');
    assert.equal((await fetch(`${base}/live`)).status, 401, 'the token comes in the header, never in the URL');
    const stream = await openLiveStream((init) => fetch(`${base}/live`, init), seller.token);
    try {
      assert.deepEqual(await stream.next(), { type: 'unread', unread: 0 });
      const opened = await fetch(`${base}/conversations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ seller_id: seller.id, text: 'Live hello' }),
      });
      assert.equal(opened.status, 201);
      const event = await stream.next();
      assert.equal(event.type, 'message');
      assert.equal(event.type === 'message' && event.message.text, 'Live hello');
      assert.deepEqual(await stream.next(), { type: 'unread', unread: 1 });
      // Shutting down waits for the notice's work, decided while the stream was still open.
      await ctx.restart();
      assert.deepEqual((await outboxMails(ctx.app, seller.email)).filter((mail) => /New message from/.test(mail)), [], 'online: no mail');
    } finally {
      stream.close();
    }
  });
});

async function waitForCount<T>(read: () => Promise<T[]>, count: number): Promise<T[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const items = await read();
    if (items.length >= count || Date.now() > deadline) return items;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
