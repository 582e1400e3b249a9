import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { NOTIFICATION_KINDS, NOTIFICATION_KIND_TABLE, type MailPreferences, type Notification, type NotificationKind, type NotificationPage, type NotificationSubjectType } from '@craft/shared/api/notification-types';
import { defaultLimits } from '../../config';
import { setClock } from '../../lib/time';
import { errorOf } from '../../test/features';
import { type TestContext, type TestUser, createService, createTestContext, mailedToken, outboxMails, outboxMessages, registerAndLogin } from '../../test/helpers';
import { openLiveStream } from '../../test/live-stream';
import type { NotifyInput } from './notifier';
import { insertNotification } from './queries';

/** Tiling: none of the other test files' services are in it, so the craftsmen here are the only ones. */
const TILING = 4;
const GARDEN = 10;

describe('notifications', () => {
  let ctx: TestContext;
  let base: string;
  let seller: TestUser;
  let buyer: TestUser;
  let stranger: TestUser;
  let serviceId: number;
  let orderId: number;

  before(async () => {
    // The hourly quotation mails are sent by the tests themselves, under a moved clock.
    ctx = await createTestContext({ quotationMailSweepMs: 0, limits: { ...defaultLimits } });
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    seller = await registerAndLogin(ctx.app, 'seller', { firstname: 'Meister', lastname: 'Eder', company_name: 'Eder & <Söhne>' });
    buyer = await registerAndLogin(ctx.app, 'buyer', { firstname: 'Erika', lastname: 'Muster' });
    stranger = await registerAndLogin(ctx.app, 'buyer');
    serviceId = await createService(ctx.app, seller, { title: 'Bad <fliesen> & Fugen', category_id: TILING, price: 480 });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/orders',
      headers: buyer.auth,
      payload: { service_id: serviceId, payment_method: 'bank-transfer', amount: 480, description: 'Bathroom' },
    });
    assert.equal(placed.statusCode, 201, placed.body);
    orderId = placed.json<{ id: number }>().id;
  });
  after(() => ctx.cleanup());
  afterEach(() => setClock(null));

  const get = (user: TestUser | null, url: string) => ctx.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
  const send = (user: TestUser | null, method: 'POST' | 'PUT', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  /** Calls app.notify the way the order and offer routes do, and waits until row, event and mail are done. */
  const notify = async (input: NotifyInput) => {
    ctx.app.notify(input);
    await ctx.app.notifier.idle();
  };
  const page = async (user: TestUser, query = '') => {
    const response = await get(user, `/notifications${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<NotificationPage>();
  };
  const jobMails = async (to: string, pattern: RegExp) => (await outboxMails(ctx.app, to)).filter((mail) => pattern.test(mail));

  test('notify stores a row the recipient lists (newest first, with the unread count) and nobody else sees', async () => {
    // Placing the order in the set-up notified the craftsman already (the order routes call notify too).
    const before = await page(seller);
    await notify({ userId: seller.id, kind: 'order_new', subject: { type: 'order', id: orderId }, actorId: buyer.id });
    const { items, unread } = await page(seller);
    assert.equal(unread, before.unread + 1);
    assert.deepEqual<Partial<Notification>>({ ...items[0], id: 0, created_at: '' }, {
      id: 0,
      kind: 'order_new',
      subject: { type: 'order', id: orderId },
      actor_name: 'Erika Muster',
      title: 'Bad <fliesen> & Fugen',
      price: 480,
      reason: null,
      created_at: '',
      read: false,
    });
    assert.match(items[0]?.created_at ?? '', /^\d{4}-\d\d-\d\dT/);
    assert.deepEqual(await page(stranger), { items: [], unread: 0 }, 'another user sees none of them');
    assert.equal((await get(null, '/notifications')).statusCode, 401);
  });

  test('the mail has a text and an HTML part, the brand, both parties, the service, the price and the link; user text is escaped in HTML', async () => {
    await notify({ userId: buyer.id, kind: 'order_accepted', subject: { type: 'order', id: orderId }, actorId: seller.id });
    // The subject names the item, its number and its service; the HTML part's title is the subject, escaped.
    const mail = (await outboxMessages(ctx.app, buyer.email)).find((m) => m.html.includes(`<title>Your order #${orderId} for &quot;Bad &lt;fliesen&gt; &amp; Fugen&quot; was accepted</title>`));
    assert.ok(mail, 'the buyer was mailed');
    assert.equal(mail.from, 'Handwerker Marktplatz <no-reply@craft.local>');
    assert.equal(mail.contentType, 'multipart/alternative');
    const { text, html } = mail;
    for (const part of [text, html]) {
      assert.ok(part.includes(`${ctx.config.publicWebUrl}/jobs/orders/${orderId}`), 'links to the buyer\'s order page');
      assert.ok(part.includes('Handwerker Marktplatz'), 'signed with the brand');
      assert.ok(part.includes('480 €'), 'names the price');
    }
    assert.ok(text.includes('Customer: Erika Muster') && text.includes('Craftsman: Eder & <Söhne>') && text.includes('Service: Bad <fliesen> & Fugen'));
    assert.ok(html.includes('Craftsman: Eder &amp; &lt;Söhne&gt;') && html.includes('Bad &lt;fliesen&gt; &amp; Fugen'), 'escaped in HTML');
    assert.ok(!html.includes('<fliesen>') && !html.includes('<Söhne>'), 'never markup from user text');

    // The craftsman's links go to the dashboard.
    await notify({ userId: seller.id, kind: 'order_cancelled', subject: { type: 'order', id: orderId }, actorId: buyer.id, reason: 'Moved <away>' });
    const [cancelled] = await jobMails(seller.email, new RegExp(`<title>Order #${orderId} for &quot;Bad &lt;fliesen&gt; &amp; Fugen&quot; was cancelled</title>`));
    assert.ok(cancelled?.includes(`${ctx.config.publicWebUrl}/home/craftman/jobs/orders/${orderId}`));
    assert.ok(cancelled?.includes(`Erika Muster cancelled order #${orderId}.`) && cancelled.includes('Reason: Moved <away>') && cancelled.includes('Reason: Moved &lt;away&gt;'));
  });

  test('marking read: some ids, then all; another user\'s ids change nothing; bad input is a 400', async () => {
    await notify({ userId: seller.id, kind: 'review_received', subject: { type: 'order', id: orderId }, actorId: buyer.id });
    const before = await page(seller);
    assert.ok(before.unread >= 2);
    const [newest] = before.items;
    assert.ok(newest);

    assert.deepEqual((await send(stranger, 'POST', '/notifications/read', { ids: [newest.id] })).json(), { unread: 0 });
    assert.equal((await page(seller)).unread, before.unread, 'a stranger cannot read them');

    assert.deepEqual((await send(seller, 'POST', '/notifications/read', { ids: [newest.id] })).json(), { unread: before.unread - 1 });
    const after = await page(seller);
    assert.equal(after.items.find((n) => n.id === newest.id)?.read, true);
    assert.equal(after.items.filter((n) => !n.read).length, before.unread - 1);

    assert.deepEqual((await send(seller, 'POST', '/notifications/read')).json(), { unread: 0 }, 'no body: all of them');
    assert.ok((await page(seller)).items.every((n) => n.read));

    for (const payload of [{ ids: [] }, { ids: ['x'] }, { ids: [1], extra: true }, { ids: 5 }]) {
      assert.deepEqual(errorOf(await send(seller, 'POST', '/notifications/read', payload)), { status: 400, hasError: true }, JSON.stringify(payload));
    }
    for (const query of ['?size=0', '?size=101', '?before=abc']) {
      assert.deepEqual(errorOf(await get(seller, `/notifications${query}`)), { status: 400, hasError: true }, query);
    }
    // Unknown parameters are ignored, as on every list.
    assert.equal((await get(seller, '/notifications?other=1')).statusCode, 200);
    assert.equal((await send(null, 'POST', '/notifications/read', {})).statusCode, 401);
  });

  test('pages: size and before walk back through the list, newest first', async () => {
    for (const kind of ['payment_received', 'order_work_done', 'order_completed'] as const) {
      await notify({ userId: buyer.id, kind, subject: { type: 'order', id: orderId }, actorId: seller.id });
    }
    const all = (await page(buyer, '?size=100')).items;
    assert.ok(all.length >= 4);
    const first = await page(buyer, '?size=2');
    assert.deepEqual(first.items, all.slice(0, 2));
    const second = await page(buyer, `?size=2&before=${first.items[1]?.id}`);
    assert.deepEqual(second.items, all.slice(2, 4));
    assert.ok(all.every((n, i) => i === 0 || n.id < (all[i - 1]?.id ?? 0)));
  });

  test('mail preferences: all on by default; a group switched off sends no mail, the in-app row still comes; each user has their own', async () => {
    const defaults: MailPreferences = { orders: true, offers: true, reviews: true, quotation_requests: true, messages: true };
    assert.deepEqual((await get(buyer, '/users/me/mail-preferences')).json(), defaults);
    const changed = await send(buyer, 'PUT', '/users/me/mail-preferences', { orders: false });
    assert.equal(changed.statusCode, 200);
    assert.deepEqual(changed.json(), { ...defaults, orders: false });
    assert.deepEqual((await get(buyer, '/users/me/mail-preferences')).json(), { ...defaults, orders: false });
    assert.deepEqual((await get(stranger, '/users/me/mail-preferences')).json(), defaults, 'another user keeps theirs');

    const mailsBefore = (await outboxMails(ctx.app, buyer.email)).length;
    await notify({ userId: buyer.id, kind: 'order_rejected', subject: { type: 'order', id: orderId }, actorId: seller.id, reason: 'Booked out' });
    const [row] = (await page(buyer)).items;
    assert.equal(row?.kind, 'order_rejected');
    assert.equal(row?.reason, 'Booked out');
    assert.equal((await outboxMails(ctx.app, buyer.email)).length, mailsBefore, 'no mail for a group switched off');

    assert.deepEqual((await send(buyer, 'PUT', '/users/me/mail-preferences', { orders: true, reviews: false })).json(), { ...defaults, reviews: false });
    for (const payload of [{ orders: 'no' }, { sms: true }, [], null]) {
      assert.deepEqual(errorOf(await send(buyer, 'PUT', '/users/me/mail-preferences', payload)), { status: 400, hasError: true }, JSON.stringify(payload));
    }
    assert.equal((await get(null, '/users/me/mail-preferences')).statusCode, 401);
    assert.equal((await send(null, 'PUT', '/users/me/mail-preferences', { orders: false })).statusCode, 401);
  });

  test('a live event carries each new notification and the unread count', async () => {
    const stream = await openLiveStream((init) => fetch(`${base}/live`, init), seller.token);
    try {
      assert.equal((await stream.next()).type, 'unread', 'the message count comes first, as before');
      const unread = (await page(seller)).unread;
      await notify({ userId: seller.id, kind: 'order_new', subject: { type: 'order', id: orderId }, actorId: buyer.id, price: 300 });
      const event = await stream.next();
      assert.equal(event.type, 'notification');
      if (event.type !== 'notification') return;
      assert.equal(event.unread, unread + 1);
      assert.equal(event.notification.kind, 'order_new');
      assert.equal(event.notification.price, 300);
      assert.deepEqual(event.notification, (await page(seller)).items[0]);
    } finally {
      stream.close();
    }
  });

  test('"messages" switched off: no new-message mail, while others still get theirs', async () => {
    const [quiet, listening] = [await registerAndLogin(ctx.app, 'seller'), await registerAndLogin(ctx.app, 'seller')];
    assert.equal((await send(quiet, 'PUT', '/users/me/mail-preferences', { messages: false })).statusCode, 200);
    for (const to of [quiet, listening]) {
      assert.equal((await send(stranger, 'POST', '/conversations', { seller_id: to.id, text: 'Do you tile terraces?' })).statusCode, 201);
    }
    const notices = async (to: TestUser) => (await outboxMails(ctx.app, to.email)).filter((mail) => /New message from/.test(mail));
    // Notices are sent after the answer, in order: once the second has arrived, the first would have too.
    const deadline = Date.now() + 5_000;
    while ((await notices(listening)).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal((await notices(listening)).length, 1);
    assert.deepEqual(await notices(quiet), []);
  });

  test('the database stores every kind of the shared table, and one from outside it without a migration; the API writes and lists only the table\'s', async () => {
    const reader = await registerAndLogin(ctx.app, 'buyer');
    const row = (kind: NotificationKind, subjectType: NotificationSubjectType = 'order') => ({
      user_id: reader.id,
      kind,
      subject_type: subjectType,
      subject_id: orderId,
      actor_id: null,
      created_at: new Date().toISOString(),
    });
    for (const kind of NOTIFICATION_KINDS) await insertNotification(ctx.app.db, row(kind, NOTIFICATION_KIND_TABLE[kind].subject));
    const listed = await page(reader, `?size=${NOTIFICATION_KINDS.length}`);
    assert.deepEqual(listed.items.map((item) => item.kind).reverse(), NOTIFICATION_KINDS);
    assert.equal(listed.unread, NOTIFICATION_KINDS.length);

    // A kind a newer version of the API wrote: the database takes it (no CHECK to rebuild) ...
    const newer = 'kind_of_a_newer_version' as NotificationKind;
    await ctx.app.db.insertInto('notifications').values(row(newer)).execute();
    // ... this version neither lists nor counts it, and refuses to write it itself.
    assert.deepEqual(await page(reader, `?size=${NOTIFICATION_KINDS.length}`), listed);
    await assert.rejects(insertNotification(ctx.app.db, row(newer)), /unknown notification kind "kind_of_a_newer_version"/);
    // A kind is about what the table says (the bell builds its link from that).
    await assert.rejects(insertNotification(ctx.app.db, row('review_received', 'order')), /review_received is about subject type review, not order/);
  });

  test('notify never throws into the caller, also for a subject that does not exist', async () => {
    assert.doesNotThrow(() => ctx.app.notify({ userId: seller.id, kind: 'order_new', subject: { type: 'order', id: 999_999 }, actorId: buyer.id }));
    await ctx.app.notifier.idle();
    assert.ok((await page(seller)).items.every((n) => n.subject.id !== 999_999));
  });

  test('an agreed direct offer places its order: the buyer gets the order confirmation, saying it is accepted at the agreed price', async () => {
    const craftsman = await registerAndLogin(ctx.app, 'seller', { firstname: 'Lena', lastname: 'Wolf', company_name: 'Wolf Fliesen' });
    const customer = await registerAndLogin(ctx.app, 'buyer', { firstname: 'Tom', lastname: 'Berg' });
    const service = await createService(ctx.app, craftsman, { title: 'Kitchen tiles', category_id: 1, price: 900 });
    const offer = (await send(customer, 'POST', '/direct-offers', { seller_id: craftsman.id, service_id: service, price: 700, description: 'Kitchen' })).json<{ id: number }>();
    assert.equal((await send(craftsman, 'POST', `/direct-offers/${offer.id}/counter`, { price: 780 })).statusCode, 200);
    const accepted = (await send(customer, 'POST', `/direct-offers/${offer.id}/accept`)).json<{ order_id: number }>();
    await ctx.app.notifier.idle();
    const [mail] = await jobMails(customer.email, new RegExp(`<title>Your order #${accepted.order_id} for &quot;Kitchen tiles&quot; with Wolf Fliesen is confirmed</title>`));
    assert.ok(mail, 'the buyer was mailed the confirmation');
    assert.ok(mail.includes('you and Wolf Fliesen agreed on the price of 780 € in your price proposal, so your order of "Kitchen tiles" is placed and accepted.'));
    assert.ok(mail.includes(`${ctx.config.publicWebUrl}/jobs/orders/${accepted.order_id}`) && mail.includes('Customer: Tom Berg') && mail.includes('Price: 780 €'));
    assert.equal((await page(customer)).items[0]?.kind, 'order_placed', 'and the bell lists it');
  });

  describe('quotation requests', () => {
    const contact = (email: string) => ({ firstname: 'Jana', lastname: 'Roth', street: 'Weg 1', post_number: '10115', phone: '0301234', email });
    const request = async (email: string, description: string, category = TILING) => {
      const response = await ctx.app.inject({ method: 'POST', url: '/quotation', payload: { ...contact(email), category_id: category, description } });
      assert.equal(response.statusCode, 201, response.body);
      await ctx.app.notifier.idle();
      return response.json<{ id: number }>().id;
    };
    const requestMails = async (to: string) => (await outboxMails(ctx.app, to)).filter((mail) => /quotation requests? in your categor/.test(mail));
    const quotationRows = async (user: TestUser) => (await page(user, '?size=100')).items.filter((n) => n.kind === 'quotation_request');
    /** Sets where the craftsman works; the requests here come from Berlin (10115). */
    const workIn = async (craftsman: TestUser, post_number: string, radius_km = 30) => {
      const response = await send(craftsman, 'PUT', '/sellers/me/service-area', { post_number, radius_km });
      assert.equal(response.statusCode, 200, response.body);
    };

    test('every craftsman of the category hears of a request in-app at once, by mail at most once an hour with all requests since the last mail', async () => {
      const colleague = await registerAndLogin(ctx.app, 'seller', { firstname: 'Kai', lastname: 'Kern' });
      await createService(ctx.app, colleague, { category_id: TILING });
      const quiet = await registerAndLogin(ctx.app, 'seller');
      await createService(ctx.app, quiet, { category_id: TILING });
      await send(quiet, 'PUT', '/users/me/mail-preferences', { quotation_requests: false });
      const gardener = await registerAndLogin(ctx.app, 'seller');
      await createService(ctx.app, gardener, { category_id: GARDEN });
      for (const craftsman of [seller, colleague, quiet, gardener]) await workIn(craftsman, '10115');

      const t0 = Date.now();
      const at = (minutes: number) => setClock(() => t0 + minutes * 60_000);
      at(0);
      // From an address a confirmed account owns: visible at once.
      const first = await request(buyer.email, 'Tile the <bathroom> floor');
      for (const craftsman of [seller, colleague, quiet]) {
        const rows = await quotationRows(craftsman);
        assert.equal(rows[0]?.subject.id, first);
        assert.equal(rows[0]?.title, 'Tiling');
        assert.equal(rows[0]?.actor_name, null, 'the requester stays anonymous');
      }
      assert.deepEqual(await quotationRows(gardener), [], 'other categories hear nothing');

      // From an unconfirmed address: only once its link is followed.
      at(10);
      const unconfirmed = `someone-${t0}@test.craft`;
      const second = await request(unconfirmed, 'Kitchen wall tiles');
      assert.ok((await quotationRows(seller)).every((n) => n.subject.id !== second), 'not before the address is confirmed');
      const token = await mailedToken(ctx.app, unconfirmed, '/favorable/confirm');
      assert.equal((await ctx.app.inject({ method: 'POST', url: '/quotation/confirm', payload: { token } })).statusCode, 204);
      await ctx.app.notifier.idle();
      assert.equal((await quotationRows(seller))[0]?.subject.id, second);
      assert.deepEqual(await requestMails(seller.email), [], 'no mail before the sweep');

      // The sweep: one mail per craftsman, listing both requests.
      at(11);
      assert.equal(await ctx.app.notifier.sendDueQuotationMails(), 2, 'the seller and the colleague; the quiet one switched them off');
      const [mail, ...more] = await requestMails(seller.email);
      assert.deepEqual(more, []);
      assert.ok(mail);
      assert.match(mail, /2 new quotation requests in your categories/);
      assert.ok(mail.includes(`Request #${first} (Tiling): Tile the <bathroom> floor`) && mail.includes(`Request #${second} (Tiling): Kitchen wall tiles`));
      assert.ok(mail.includes('Tile the &lt;bathroom&gt; floor'), 'escaped in HTML');
      assert.ok(mail.includes(`${ctx.config.publicWebUrl}/home/craftman?tab=quotations`));
      assert.ok(mail.includes('Handwerker Marktplatz') && mail.includes('Eder & <Söhne>'));
      assert.ok(!mail.includes('Jana') && !mail.includes('Roth'), 'the requester is not named');
      assert.equal((await requestMails(colleague.email)).length, 1);
      assert.deepEqual(await requestMails(quiet.email), []);
      assert.deepEqual(await requestMails(gardener.email), []);

      // Within the hour: in-app at once, the mail waits.
      at(40);
      const third = await request(buyer.email, 'Terrace tiles');
      assert.equal((await quotationRows(seller))[0]?.subject.id, third);
      assert.equal(await ctx.app.notifier.sendDueQuotationMails(), 0);
      assert.equal((await requestMails(seller.email)).length, 1);

      // An hour after the last mail: the next one lists only what came since.
      at(72);
      assert.equal(await ctx.app.notifier.sendDueQuotationMails(), 2);
      const mails = await requestMails(seller.email);
      assert.equal(mails.length, 2);
      assert.match(mails[1] ?? '', /A new quotation request in your category/);
      assert.ok(mails[1]?.includes(`Request #${third} (Tiling)`) && !mails[1].includes(`Request #${first} `));
      assert.equal(await ctx.app.notifier.sendDueQuotationMails(), 0, 'nothing left to send');
    });

    test('a request reaches only the craftsmen of its category whose service area covers its postcode', async () => {
      const berliner = await registerAndLogin(ctx.app, 'seller');
      await createService(ctx.app, berliner, { category_id: TILING });
      await workIn(berliner, '10115');
      const hamburger = await registerAndLogin(ctx.app, 'seller');
      await createService(ctx.app, hamburger, { category_id: TILING });
      await workIn(hamburger, '20095', 200);
      const nowhere = await registerAndLogin(ctx.app, 'seller');
      await createService(ctx.app, nowhere, { category_id: TILING });

      const id = await request(buyer.email, 'Tile the hallway in Berlin');
      assert.equal((await quotationRows(berliner))[0]?.subject.id, id, 'a Berlin craftsman gets a Berlin request');
      assert.deepEqual(await quotationRows(hamburger), [], 'Hamburg is 255 km away, beyond even the widest area');
      assert.deepEqual(await quotationRows(nowhere), [], 'no service area set: no requests');

      // The radius decides: Potsdam is 27 km from Berlin.
      await workIn(nowhere, '14467', 20);
      const second = await request(buyer.email, 'Tile the kitchen in Berlin');
      assert.deepEqual(await quotationRows(nowhere), [], '20 km do not reach Berlin');
      await workIn(nowhere, '14467', 30);
      const third = await request(buyer.email, 'Tile the terrace in Berlin');
      assert.deepEqual((await quotationRows(nowhere)).map((n) => n.subject.id), [third]);
      assert.ok((await quotationRows(berliner)).some((n) => n.subject.id === second));
    });
  });

  test('the account export holds the notifications and mail settings; deletion removes them', async () => {
    const exported = (await get(buyer, `/users/${buyer.id}/export`)).json<{ notifications: Notification[]; mail_preferences: MailPreferences }>();
    assert.ok(exported.notifications.length >= 4);
    assert.equal(exported.notifications[0]?.actor_name, 'Eder & <Söhne>', 'craftsmen are named in a customer\'s export');
    assert.equal(exported.mail_preferences.reviews, false);
    const sellerExport = (await get(seller, `/users/${seller.id}/export`)).json<{ notifications: Notification[] }>();
    assert.ok(sellerExport.notifications.length > 0 && sellerExport.notifications.every((n) => n.actor_name === null), 'customers stay unnamed');

    for (const user of [buyer, seller]) {
      assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/users/${user.id}`, headers: user.auth, payload: { password: user.password } })).statusCode, 204);
    }
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    const { db } = ctx.app;
    assert.equal(await count(db.selectFrom('notifications').select('id').where('user_id', 'in', [buyer.id, seller.id]).execute()), 0);
    assert.equal(await count(db.selectFrom('mail_opt_outs').select('user_id').where('user_id', '=', buyer.id).execute()), 0);
    assert.equal(await count(db.selectFrom('quotation_mail_sent').select('seller_id').where('seller_id', '=', seller.id).execute()), 0);
  });
});
