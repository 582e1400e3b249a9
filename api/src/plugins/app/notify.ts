import fp from 'fastify-plugin';
import { Notifier, type NotifyInput } from '../../routes/notifications/notifier';

/**
 * @public What happened, for whom: the order and offer routes import these from here (the seam's
 * types); the notifications module turns each into a list entry, a live event and a mail.
 */
export type { NotificationKind } from '@craft/shared/api/notification-types';
/** @public */
export type { NotifyInput } from '../../routes/notifications/notifier';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells a user about their jobs. Never throws into the caller and never blocks the request. */
    notify(input: NotifyInput): void;
    /** The machinery behind `notify`: quotation requests, the hourly mails, `idle()` for tests and shutdown. */
    notifier: Notifier;
  }
}

/**
 * Notifications: routes call `app.notify`; the Notifier stores, pushes over /live and mails.
 * A timer sends the hourly quotation-request mails (QUOTATION_MAIL_SWEEP_MS; 0: off).
 */
export default fp(
  async (app) => {
    const notifier = new Notifier(app);
    app.decorate('notifier', notifier);
    app.decorate('notify', (input: NotifyInput) => notifier.notify(input));
    const every = app.config.quotationMailSweepMs;
    const timer = every > 0 ? setInterval(() => void notifier.sendDueQuotationMails(), every) : null;
    timer?.unref();
    // Before the database closes: finish what was started, so no write lands on a closed pool.
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      await notifier.idle();
    });
  },
  { name: 'notify', dependencies: ['config', 'db', 'mail', 'live'] },
);
