import path from 'node:path';
import fp from 'fastify-plugin';
import { type MailService, Mailer, createSender } from '../../mail/mailer';
import { QueuedMailer } from '../../mail/queue';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: MailService;
  }
}

/** One instance: in-process retries. With REDIS_URL: a queue every instance works on (survives a crash). */
export default fp(async (app) => {
  const { smtpUrl, dataDir, mailFrom, mailRetryDelaysMs, redisUrl, redisPrefix, mailJobLockMs } = app.config;
  const sender = createSender(smtpUrl, path.join(dataDir, 'outbox'));
  const direct = new Mailer(sender, mailFrom, app.log, mailRetryDelaysMs);
  const mailer: MailService =
    redisUrl && app.redis
      ? new QueuedMailer({
          redisUrl,
          redis: app.redis,
          prefix: redisPrefix,
          sender,
          from: mailFrom,
          log: app.log,
          retryDelaysMs: mailRetryDelaysMs,
          lockMs: mailJobLockMs,
          fallback: direct,
          redisUp: () => app.redisHealth?.isUp() ?? true,
        })
      : direct;
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}, { name: 'mail', dependencies: ['config', 'redis'] });
