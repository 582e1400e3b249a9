import fp from 'fastify-plugin';

/** What happened, for whom; the notifications module turns it into a list entry, a live event and a mail. */
export type NotificationKind =
  | 'order_new'
  | 'order_placed'
  | 'order_accepted'
  | 'order_rejected'
  | 'order_cancelled'
  | 'order_work_done'
  | 'order_completed'
  | 'payment_received'
  | 'offer_new'
  | 'offer_countered'
  | 'offer_accepted'
  | 'offer_rejected'
  | 'offer_withdrawn'
  | 'review_received'
  | 'quotation_request';

export interface NotifyInput {
  userId: number;
  kind: NotificationKind;
  subject: { type: 'order' | 'direct_offer' | 'quotation' | 'review'; id: number };
  /** Who caused it (null: the system, e.g. an automatic completion). */
  actorId: number | null;
  price?: number | null;
  reason?: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells a user about their jobs. Never throws into the caller and never blocks the request. */
    notify(input: NotifyInput): void;
  }
}

/** The seam routes call; the notifications module (#15) stores, pushes and mails. */
export default fp(
  async (app) => {
    app.decorate('notify', (_input: NotifyInput) => {});
  },
  { name: 'notify', dependencies: ['config'] },
);
