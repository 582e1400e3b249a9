import type { FastifyInstance } from 'fastify';
import { autoCompleteDue } from './queries';

/**
 * Completes the orders whose work was marked done 14 days ago and tells both parties: nobody
 * acted, so neither has heard of it. Runs on an interval (plugins/app/order-auto-complete.ts) and
 * before the order lists are read, so a list never shows an order as waiting that is overdue.
 */
export async function completeDueOrders(app: FastifyInstance): Promise<number> {
  const completed = await autoCompleteDue(app.db);
  for (const order of completed) {
    for (const userId of [order.buyer_id, order.seller_id]) {
      app.notify({ userId, kind: 'order_completed', subject: { type: 'order', id: order.id }, actorId: null, price: order.amount });
    }
  }
  return completed.length;
}
