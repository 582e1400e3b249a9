/**
 * Several API instances serve the same data. The PostgreSQL pass starts two real API
 * processes (A and B) on one PostgreSQL schema, one Redis (a prefix of their own) and one
 * S3-protocol server; the SQLite pass, which has no shared database, checks instead that without
 * REDIS_URL/S3_* everything stays in the process, as `npm start` needs.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Mailer } from './mail/mailer';
import { LocalDiskStorage } from './storage/local';
import { TEST_TRADER_DETAILS, createTestContext, decodeMail, dropSchema, jpeg, multipart } from './test/helpers';
import { openLiveStream } from './test/live-stream';
import {
  type Instance,
  type S3Sandbox,
  type SmtpSink,
  deleteRedisKeys,
  startInstance,
  startS3,
  startSmtpSink,
  waitFor,
  withTimeout,
} from './test/scale-out-services';
import { currentConsent } from '@craft/shared/legal';

const DATABASE_URL = process.env.TEST_DATABASE_URL || null;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MAIL_JOB_LOCK_MS = 2_000;

if (!DATABASE_URL) {
  describe('scale-out seams on one embedded instance (SQLite pass)', () => {
    test('without REDIS_URL and S3_*: no Redis, counters in memory, files under DATA_DIR, mail retried in-process', async () => {
      const ctx = await createTestContext();
      try {
        assert.equal(ctx.config.redisUrl, null);
        assert.equal(ctx.config.s3, null);
        assert.equal(ctx.app.redis, null);
        assert.ok(ctx.app.storage instanceof LocalDiskStorage);
        assert.ok(ctx.app.mailer instanceof Mailer);
        assert.equal(await ctx.app.invalidationChannel('catalogue'), null);
      } finally {
        await ctx.cleanup();
      }
    });

    test('the embedded login throttle still answers 429 after five failures for one e-mail', async () => {
      const ctx = await createTestContext();
      try {
        const login = () => ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: 'nobody@example.com', password: 'wrong password' } });
        for (let i = 0; i < 5; i += 1) assert.equal((await login()).statusCode, 401);
        assert.equal((await login()).statusCode, 429);
      } finally {
        await ctx.cleanup();
      }
    });

    test('behind a trusted proxy (TRUST_PROXY) the per-IP throttle counts the forwarded client, not the proxy', async () => {
      const ctx = await createTestContext({ trustedProxies: ['127.0.0.1'] });
      try {
        const login = (client: string, n: number) =>
          ctx.app.inject({
            method: 'POST',
            url: '/users/login',
            headers: { 'x-forwarded-for': client },
            payload: { email: `nobody-${n}@example.com`, password: 'wrong password' },
          });
        const { max } = ctx.config.limits.loginFailuresPerIp;
        for (let i = 0; i < max; i += 1) assert.equal((await login('203.0.113.7', i)).statusCode, 401);
        assert.equal((await login('203.0.113.7', max)).statusCode, 429);
        assert.equal((await login('198.51.100.2', max)).statusCode, 401, 'another client behind the same proxy is not blocked');
      } finally {
        await ctx.cleanup();
      }
    });
  });
} else {
  const databaseUrl = DATABASE_URL;
  describe('two API instances on one PostgreSQL, one Redis and one S3 store', () => {
    const run = randomBytes(5).toString('hex');
    const schema = `scale_${run}`;
    const redisPrefix = `craft-test-${run}:`;
    let s3: S3Sandbox;
    let smtp: SmtpSink;
    let a: Instance;
    let b: Instance;

    before(async () => {
      [s3, smtp] = await Promise.all([startS3(), startSmtpSink()]);
      const shared = {
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: schema,
        REDIS_URL,
        REDIS_PREFIX: redisPrefix,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        S3_ENDPOINT: s3.config.endpoint,
        S3_BUCKET: s3.config.bucket,
        S3_ACCESS_KEY_ID: s3.config.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
        MAIL_JOB_LOCK_MS: String(MAIL_JOB_LOCK_MS),
      };
      // The EHLO name tells the SMTP sink which instance is delivering.
      const smtpUrl = (name: string) => `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true&name=${name}`;
      [a, b] = await Promise.all([
        startInstance('a', { ...shared, SMTP_URL: smtpUrl('instance-a') }),
        startInstance('b', { ...shared, SMTP_URL: smtpUrl('instance-b') }),
      ]);
    });

    after(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await Promise.all([s3?.close(), smtp?.close(), dropSchema(databaseUrl, schema), deleteRedisKeys(REDIS_URL, redisPrefix)]);
    });

    test('a service and photo created through A are read through B at once: detail, photo bytes and the landing catalogue', async () => {
      const seller = await register(a, 'seller', smtp);
      // B caches the landing catalogue before the write, so only a cross-instance invalidation can refresh it.
      const before = await getJson<Category[]>(b, '/categories');
      const category = before.find((c) => c.id === 1);
      assert.ok(category);

      const created = await a.fetch('/services', {
        method: 'POST',
        headers: { ...seller.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ seller_id: seller.id, category_id: 1, title: 'Scale-out service', description: 'Made on A', price: 90 }),
      });
      assert.equal(created.status, 201);
      const { id } = (await created.json()) as { id: number };
      const form = multipart({ service_id: String(id) }, { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg() });
      const uploaded = await a.fetch('/services/photos', {
        method: 'POST',
        headers: { ...(form.headers as Record<string, string>), ...seller.auth },
        body: form.payload as Buffer,
      });
      assert.equal(uploaded.status, 201);
      // Absolute against A's address; B answers with its own, so the file's path is what they share.
      const photo_url = new URL(((await uploaded.json()) as { photo_url: string }).photo_url).pathname;
      const pathOf = (url: string) => new URL(url).pathname;

      const [service, photo, catalogue] = await Promise.all([
        getJson<{ id: number; photo: string }>(b, `/services/${id}`),
        b.fetch(photo_url),
        getJson<Category[]>(b, '/categories'),
      ]);
      assert.equal(service.id, id);
      assert.equal(pathOf(service.photo), photo_url);
      assert.equal(photo.status, 200);
      assert.equal(Buffer.from(await photo.arrayBuffer()).subarray(8, 12).toString(), 'WEBP');
      const after = catalogue.find((c) => c.id === 1);
      assert.equal(after?.service_count, (category.service_count ?? 0) + 1, 'B dropped its cached catalogue');
      assert.ok(after?.services.some((s) => s.id === id && s.photo !== null && pathOf(s.photo) === photo_url));

      // A token signed by A is accepted by B (one JWT_SECRET).
      const edited = await b.fetch(`/services/${id}`, {
        method: 'PUT',
        headers: { ...seller.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ seller_id: seller.id, category_id: 1, title: 'Edited on B', description: 'Made on A', price: 95 }),
      });
      assert.equal(edited.status, 200);
      assert.equal((await getJson<{ title: string }>(a, `/services/${id}`)).title, 'Edited on B');
    });

    test('a token revoked through A (sign-out everywhere) is refused by B at once, though B had cached it as valid', async () => {
      const user = await register(a, 'buyer', smtp);
      assert.equal((await b.fetch('/orders', { headers: user.auth })).status, 200, 'B caches the session as valid');
      const signedOut = await a.fetch(`/users/${user.id}/sign-out-everywhere`, { method: 'POST', headers: user.auth });
      assert.equal(signedOut.status, 204);
      // The invalidation travels over Redis pub/sub; give it the moment it needs, then B must refuse.
      const status = await waitFor(async () => (await b.fetch('/orders', { headers: user.auth })).status, (s) => s === 401, 2_000);
      assert.equal(status, 401);
    });

    test('failed logins counted through A are enforced on B', async () => {
      const user = await register(a, 'buyer', smtp);
      const login = (instance: Instance, password: string) =>
        instance.fetch('/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: user.email, password }),
        });
      for (let i = 0; i < 5; i += 1) assert.equal((await login(a, 'wrong password')).status, 401);
      const blocked = await login(b, user.password);
      assert.equal(blocked.status, 429, 'even the right password waits on B');
      assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    });

    test('a message sent through A reaches a live stream open on B, and B\'s presence spares the mail', async () => {
      const [seller, buyer] = [await register(a, 'seller', smtp), await register(a, 'buyer', smtp)];
      const stream = await openLiveStream((init) => b.fetch('/live', init), seller.token);
      try {
        assert.deepEqual(await stream.next(), { type: 'unread', unread: 0 });
        const sent = await a.fetch('/conversations', {
          method: 'POST',
          headers: { ...buyer.auth, 'content-type': 'application/json' },
          body: JSON.stringify({ seller_id: seller.id, text: 'Across instances' }),
        });
        assert.equal(sent.status, 201);
        const event = await stream.next();
        assert.equal(event.type === 'message' && event.message.text, 'Across instances');
        assert.deepEqual(await stream.next(), { type: 'unread', unread: 1 });
        const unread = (await (await a.fetch('/conversations/unread', { headers: seller.auth })).json()) as { unread: number };
        assert.equal(unread.unread, 1);
        const mailed = await Promise.all(smtp.delivered.filter((m) => m.raw.includes(seller.email)).map((m) => decodeMail(m.raw)));
        assert.ok(!mailed.some((mail) => /New message from/.test(mail)), 'online on B: no mail from A');
      } finally {
        stream.close();
      }
    });

    test('the instance sending an e-mail is killed mid-send (SIGKILL): the other delivers it, exactly once', async () => {
      const held = smtp.holdNext();
      const response = await a.fetch('/quotation', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstname: 'Erika', lastname: 'Muster', street: 'Hauptstr. 5', post_number: '50667', phone: '0221 1234',
          email: `requester-${run}@example.com`, category_id: 1, description: 'Please quote', status: 'open',
        }),
      });
      assert.equal(response.status, 201);
      // Either worker may have taken the job; the one holding the message body dies before the 250.
      const sender = await withTimeout(held, 15_000, 'no instance started sending the mail');
      const [victim, survivor] = sender === 'instance-a' ? [a, b] : [b, a];
      await victim.kill();

      const delivered = await waitFor(
        () => smtp.delivered.filter((m) => m.raw.includes(`requester-${run}@example.com`)),
        (mails) => mails.length > 0,
        MAIL_JOB_LOCK_MS * 6,
      );
      // Long enough for any second delivery (another lock period and stalled check) to show up.
      await new Promise((resolve) => setTimeout(resolve, MAIL_JOB_LOCK_MS * 1.5));
      const copies = smtp.delivered.filter((m) => m.messageId === delivered[0]?.messageId);
      assert.equal(copies.length, 1, 'delivered exactly once');
      assert.equal(copies[0]?.client, survivor.name);
      assert.match(copies[0]?.raw ?? '', /^Subject: .+/m);

      // The survivor keeps serving after its sibling died.
      assert.equal((await survivor.fetch('/health')).status, 200);
    });
  });
}

interface Category {
  id: number;
  service_count?: number;
  services: Array<{ id: number; photo: string | null }>;
}

/** Registers through `instance`, follows the confirmation link the SMTP sink received and logs in; a craftsman also submits his trader details. */
async function register(instance: Instance, role: 'buyer' | 'seller', smtp: SmtpSink) {
  const email = `${role}-${randomBytes(6).toString('hex')}@scale.craft`;
  const password = 'correct horse battery';
  const json = { 'content-type': 'application/json' };
  const created = await instance.fetch('/users', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password, firstname: 'Scale', lastname: role, post_number: '12345', street: 'Street 1', phone: '0', role, ...currentConsent() }),
  });
  assert.equal(created.status, 201);
  const mail = await waitFor(
    async () => (await Promise.all(smtp.delivered.filter((m) => m.raw.includes(email)).map((m) => decodeMail(m.raw)))).find((text) => text.includes('confirm-email?token=')),
    (found) => found !== undefined,
    10_000,
  );
  const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
  const confirmed = await instance.fetch('/users/confirm-email', { method: 'POST', headers: json, body: JSON.stringify({ token }) });
  assert.equal(confirmed.status, 204);
  const login = await instance.fetch('/users/login', { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  const { access_token, user } = (await login.json()) as { access_token: string; user: { id: number } };
  const auth = { authorization: `Bearer ${access_token}` };
  if (role === 'seller') {
    // A craftsman's services stay private until his trader details are in.
    const trader = await instance.fetch('/sellers/me/trader', { method: 'PUT', headers: { ...json, ...auth }, body: JSON.stringify(TEST_TRADER_DETAILS) });
    assert.equal(trader.status, 200);
  }
  return { id: user.id, email, password, token: access_token, auth };
}

async function getJson<T>(instance: Instance, pathname: string): Promise<T> {
  const response = await instance.fetch(pathname);
  assert.equal(response.status, 200, `${instance.name} GET ${pathname}`);
  return (await response.json()) as T;
}
