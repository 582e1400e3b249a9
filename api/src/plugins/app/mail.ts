import path from 'node:path';
import fp from 'fastify-plugin';
import { DbMailQueue } from '../../mail/db-queue';
import { type MailService, Mailer, createSender } from '../../mail/mailer';
import { QueuedMailer } from '../../mail/queue';
import { closeWithin } from '../../lib/close-within';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: MailService;
  }
}

/**
 * One instance: in-process retries. With REDIS_URL: a queue every instance works on (survives a
 * crash); while Redis is unreachable, the database queue (mail_queue) takes its place, so mail
 * accepted then survives a crash too. Every instance with REDIS_URL works on that table, Redis up
 * or not, so rows written during an outage are sent after it. Without REDIS_URL the table is not
 * used: one instance has nobody to hand a mail to, and an insert per mail would be a write on the
 * hot path of the embedded SQLite for no reader but itself.
 */
export default fp(async (app) => {
  const { smtpUrl, dataDir, mailFrom, mailRetryDelaysMs, redisUrl, redisPrefix, mailJobLockMs, mailQueuePollMs } = app.config;
  const sender = createSender(smtpUrl, path.join(dataDir, 'outbox'));
  const direct = new Mailer(sender, mailFrom, app.log, mailRetryDelaysMs);
  let mailer: MailService = direct;
  if (redisUrl && app.redis) {
    const table = new DbMailQueue({
      db: app.db,
      sender,
      from: mailFrom,
      log: app.log,
      retryDelaysMs: mailRetryDelaysMs,
      leaseMs: mailJobLockMs,
      pollMs: mailQueuePollMs,
      // Redis and the database both away: the mail is still tried from this process.
      fallback: direct,
    });
    table.start();
    mailer = new QueuedMailer({
      redisUrl,
      redis: app.redis,
      prefix: redisPrefix,
      sender,
      from: mailFrom,
      log: app.log,
      retryDelaysMs: mailRetryDelaysMs,
      lockMs: mailJobLockMs,
      fallback: table,
      redisUp: () => app.redisHealth?.isUp() ?? true,
    });
  }
  app.decorate('mailer', mailer);
  // Deliveries in flight get their grace (10 s); past that the shutdown goes on and they are retried from the queue.
  app.addHook('onClose', async () => closeWithin('mail', 15_000, () => mailer.close(), () => undefined, app.log));
}, { name: 'mail', dependencies: ['config', 'redis', 'db'] });
