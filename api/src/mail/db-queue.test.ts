import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import type { KyselyPlugin } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { type TestContext, createTestContext, outboxMessages, uniqueEmail } from '../test/helpers';
import { type CuttableRedis, TEST_REDIS_URL as REDIS_URL, cuttableRedis, waitFor } from '../test/cuttable-redis';
import { currentConsent } from '@craft/shared/legal';
import { down, up } from '../db/migrations/0260_mail_queue';
import { DbMailQueue } from './db-queue';
import { type MailMessage, type MailSender, Mailer } from './mailer';

const silent = { info() {}, error() {} };


async function register(app: FastifyInstance): Promise<string> {
  const email = uniqueEmail('mailq');
  const response = await app.inject({
    method: 'POST',
    url: '/users',
    payload: { email, password: 'correct horse battery', firstname: 'A', lastname: 'B', post_number: '12345', street: 'S 1', phone: '0123', role: 'buyer', ...currentConsent() },
  });
  assert.equal(response.statusCode, 201, response.body);
  return email;
}

/** The Message-IDs of the outbox's mails to `to`: the database queue's and BullMQ's end in @mail.craft, the in-process mailer's do not. */
async function outboxMessageIds(app: FastifyInstance, to: string): Promise<string[]> {
  await app.mailer.idle();
  const dir = path.join(app.config.dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(names.map(async (name) => simpleParser(await fs.readFile(path.join(dir, name)))));
  return mails.filter((mail) => [mail.to ?? []].flat().some((field) => field.value.some((a) => a.address === to))).map((mail) => mail.messageId ?? '');
}

/** Whether `check` comes to hold within `ms` (no assertion: the caller decides what a "no" means). */
async function holdsWithin(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const queueRows = async (app: FastifyInstance) => app.db.selectFrom('mail_queue').select(['message_id', 'attempts', 'claim_token']).execute();

/** A row as an instance writes it before sending (or as it leaves it when it dies): `claim` set means some instance holds it until `claimedUntil`. */
async function insertRow(app: FastifyInstance, to: string, options: { claimedUntil?: number; dueAt?: number } = {}): Promise<string> {
  const messageId = randomUUID();
  const message: MailMessage = { to, subject: `Queued ${messageId}`, text: 'Waiting in the table' };
  const now = Date.now();
  await app.db
    .insertInto('mail_queue')
    .values({
      message_id: messageId,
      message: JSON.stringify(message),
      attempts: 0,
      next_attempt_at: new Date(options.dueAt ?? now).toISOString(),
      claim_token: options.claimedUntil === undefined ? null : 'another-instance',
      claimed_until: options.claimedUntil === undefined ? null : new Date(options.claimedUntil).toISOString(),
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return messageId;
}

describe('mail while Redis is away goes through the database queue', () => {
  let redis: CuttableRedis;
  let ctx: TestContext;

  before(async () => {
    redis = await cuttableRedis('mailq');
    ctx = await createTestContext({ redisUrl: redis.url, redisPrefix: redis.prefix, mailQueuePollMs: 100 });
  });

  after(async () => {
    await ctx.cleanup();
    await redis.close();
  });

  /** BullMQ's worker sets a sent-marker per job (its id is the Message-ID's local part); the table's worker does not. */
  const sentByBullMq = async (messageId: string) =>
    (await redis.direct.exists(`${redis.prefix}mail:sent:${messageId.replace(/^<|@mail\.craft>$/g, '')}`)) === 1;
  const redisState = async () => (await ctx.app.inject({ method: 'GET', url: '/health' })).json<{ redis?: string }>().redis;

  test('cut: the confirmation mail is sent from the table; back: new mail goes to BullMQ and rows left in the table are sent', async () => {
    redis.proxy.cut();
    await waitFor('/health reports redis down', 5_000, async () => (await redisState()) === 'down');

    const during = await register(ctx.app);
    const [confirmation] = await outboxMessages(ctx.app, during);
    assert.ok(confirmation, 'the confirmation mail is in the outbox');
    assert.match(confirmation.text, /\/confirm-email\?token=/);
    const [duringId] = await outboxMessageIds(ctx.app, during);
    assert.match(duringId ?? '', /^<[0-9a-f-]{36}@mail\.craft>$/, 'sent with the queue row\'s Message-ID, not by the in-process mailer');
    assert.deepEqual(await queueRows(ctx.app), [], 'the row is gone once the transport took the mail');
    assert.equal(await sentByBullMq(duringId ?? ''), false);

    // A retry waiting in the table when Redis comes back (its first attempt failed during the outage).
    const leftOver = uniqueEmail('left-over');
    const leftOverId = await insertRow(ctx.app, leftOver, { dueAt: Date.now() + 300 });

    redis.proxy.restore();
    await waitFor('/health reports redis up', 10_000, async () => (await redisState()) === 'up');
    // The queue's own connection may reconnect a moment after the shared one: until then mail still goes to the table.
    await waitFor('a new mail goes through BullMQ again', 10_000, async () => {
      const probe = uniqueEmail('probe');
      ctx.app.mailer.send({ to: probe, subject: 'Probe', text: 'Probe' });
      await waitFor('the probe sent', 5_000, async () => (await outboxMessageIds(ctx.app, probe)).length === 1);
      const [probeId] = await outboxMessageIds(ctx.app, probe);
      // The marker follows the delivery by a moment; the table's worker never sets one.
      return holdsWithin(1_000, () => sentByBullMq(probeId ?? ''));
    });
    const afterwards = await register(ctx.app);
    await waitFor('the confirmation after the return', 5_000, async () => (await outboxMessages(ctx.app, afterwards)).length === 1);
    const [afterId] = await outboxMessageIds(ctx.app, afterwards);
    await waitFor('its BullMQ sent-marker', 2_000, () => sentByBullMq(afterId ?? ''));

    await waitFor('the left-over row is sent after Redis returned', 5_000, async () => (await outboxMessages(ctx.app, leftOver)).length === 1);
    assert.deepEqual(await outboxMessageIds(ctx.app, leftOver), [`<${leftOverId}@mail.craft>`]);
    await waitFor('its row deleted', 2_000, async () => (await queueRows(ctx.app)).length === 0);
  });
});

describe('the database queue on its own', () => {
  let ctx: TestContext;
  const prefix = `test-mailq-${randomBytes(4).toString('hex')}:`;

  before(async () => {
    // No timer: rows written by the test are only looked at when an app starts (or a test says so).
    ctx = await createTestContext({ redisUrl: REDIS_URL, redisPrefix: prefix, mailQueuePollMs: 0 });
  });

  after(async () => {
    await ctx.cleanup();
    const direct = new Redis(REDIS_URL);
    const keys = await direct.keys(`${prefix}*`);
    if (keys.length) await direct.del(...keys);
    await direct.quit();
  });

  test('rows in the table survive a restart and are sent once by the new app; a live claim of another instance is left alone', async () => {
    const waiting = uniqueEmail('waiting');
    const orphaned = uniqueEmail('orphaned');
    const held = uniqueEmail('held');
    const waitingId = await insertRow(ctx.app, waiting);
    // Claimed by an instance that died: its lease ran out.
    const orphanedId = await insertRow(ctx.app, orphaned, { claimedUntil: Date.now() - 1_000 });
    // Claimed by an instance that is still sending it.
    const heldId = await insertRow(ctx.app, held, { claimedUntil: Date.now() + 60_000 });
    assert.deepEqual(await outboxMessages(ctx.app, waiting), [], 'nothing sent before the restart (no timer)');

    const app = await ctx.restart();
    await waitFor('both rows sent after the restart', 5_000, async () =>
      (await outboxMessages(app, waiting)).length === 1 && (await outboxMessages(app, orphaned)).length === 1);
    assert.deepEqual(await outboxMessageIds(app, waiting), [`<${waitingId}@mail.craft>`]);
    assert.deepEqual(await outboxMessageIds(app, orphaned), [`<${orphanedId}@mail.craft>`]);
    assert.deepEqual(await outboxMessages(app, held), [], 'the held row is not sent while its claim lasts');
    assert.deepEqual((await queueRows(app)).map((row) => row.message_id), [heldId], 'sent rows are deleted, the held one stays');
    await app.db.deleteFrom('mail_queue').execute();
  });

  test('three workers on one table never send a row twice; a failed send is retried after its back-off', async () => {
    const { app } = ctx;
    const ids = await Promise.all(Array.from({ length: 40 }, () => insertRow(app, uniqueEmail('race'))));
    const sent: string[] = [];
    let failOnce = true;
    const sender: MailSender = async (message) => {
      // A pause inside the send, so the two workers' claims interleave.
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (failOnce) {
        failOnce = false;
        throw new Error('SMTP 451 try again later');
      }
      sent.push(message.messageId ?? '');
    };
    // Each worker's answers from the database come back after a random pause, so the steps of their
    // claims (select, update, read back) interleave in many orders, on SQLite too (where the
    // statements run one at a time; several instances on one table is PostgreSQL's case).
    const jitter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 8));
        return args.result;
      },
    };
    const worker = () =>
      new DbMailQueue({ db: app.db.withPlugin(jitter), sender, from: 'test <t@test.craft>', log: silent, retryDelaysMs: [50], leaseMs: 30_000, pollMs: 0, fallback: new Mailer(sender, 'x', silent, []) });
    const workers = [worker(), worker(), worker()];
    for (const queue of workers) queue.start();
    // Both look again and again while the rows are there, as their timers would.
    await waitFor('every row sent', 5_000, async () => {
      for (const queue of workers) queue.poll();
      await Promise.all(workers.map((queue) => queue.idle()));
      return (await queueRows(app)).length === 0;
    });
    await Promise.all(workers.map((queue) => queue.close()));
    assert.equal(sent.length, ids.length, 'one send per row');
    assert.deepEqual([...sent].sort(), ids.map((id) => `<${id}@mail.craft>`).sort(), 'every row sent, none twice');
    assert.equal(failOnce, false, 'one send failed and was retried');
  });

  test('0260 down drops the table, up brings it back empty', async () => {
    const { app } = ctx;
    await insertRow(app, uniqueEmail('migration'));
    await down(app.db);
    await assert.rejects(queueRows(app), 'no table after down');
    await up(app.db);
    assert.deepEqual(await queueRows(app), []);
  });
});
