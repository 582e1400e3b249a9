import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { type AuthUser, currentUser, optionalUser } from '../../plugins/app/auth';
import type { NotificationKind } from '../../plugins/app/notify';
import { order, responses, review, serviceStats as serviceStatsBody } from '@craft/shared/schemas/responses';
import type { Order, OrderEventKind, OrderStatus } from '@craft/shared/api/feature-types';
import { attachedDocument } from '../../lib/file-types';
import { findService, priceUnitOf } from '../services/queries';
import { attachDocument, attachingDocument, claimableDocumentId, sendDocument } from './attachments';
import { completeDueOrders } from './auto-complete';
import { type Party, asParty, partyOf } from './parties';
import {
  type OrderChange,
  type Viewer,
  changeOrder,
  findOrderRow,
  findReviewOfOrder,
  getOrder,
  insertOrder,
  insertReview,
  listOrders,
  listSellerReviews,
  listServiceReviews,
  serviceStats,
  setPaymentReference,
  updateReview,
} from './queries';
import { orderBody, orderIdParams, reasonBody, reviewBody, serviceIdParams, statsQuery } from './schema';
import { serviceWeeks } from './service-weeks';

/** The largest order total (whole euros): the same bound as a service price. */
const MAX_AMOUNT = 10_000_000;

async function orderFor(app: FastifyInstance, id: number, user: AuthUser, parties: readonly Party[]) {
  return asParty(await findOrderRow(app.db, id), user, parties, 'Order');
}

/** One step of the order flow: who may take it from which statuses, and what it changes. */
interface Step {
  path: string;
  /** What the 409 says cannot happen ("… cannot be accepted"). */
  done: string;
  from: Partial<Record<Party, readonly OrderStatus[]>>;
  change: (actor: Party, reason: string | null) => OrderChange;
  event: OrderEventKind;
  notify: NotificationKind;
}

const ACCEPT: Step = { path: 'accept', done: 'accepted', from: { seller: ['pending'] }, change: () => ({ status: 'accepted' }), event: 'accepted', notify: 'order_accepted' };
const WORK_DONE: Step = {
  path: 'work-done',
  done: 'marked as done',
  from: { seller: ['accepted'] },
  change: () => ({ status: 'work_done', work_done_at: nowIso() }),
  event: 'work_done',
  notify: 'order_work_done',
};
const CONFIRM: Step = {
  path: 'confirm',
  done: 'confirmed',
  from: { buyer: ['work_done'] },
  change: () => ({ status: 'completed', completed_at: nowIso() }),
  event: 'completed',
  notify: 'order_completed',
};
/** Steps with an optional `{reason}` body. */
const REJECT: Step = {
  path: 'reject',
  done: 'rejected',
  from: { seller: ['pending'] },
  change: (_actor, reason) => ({ status: 'rejected', reason }),
  event: 'rejected',
  notify: 'order_rejected',
};
/** The buyer may withdraw a request too; the seller rejects a pending one instead of cancelling it. */
const CANCEL: Step = {
  path: 'cancel',
  done: 'cancelled',
  from: { buyer: ['pending', 'accepted', 'work_done'], seller: ['accepted', 'work_done'] },
  change: (actor, reason) => ({ status: 'cancelled', reason, cancelled_by: actor }),
  event: 'cancelled',
  notify: 'order_cancelled',
};

/** Statuses in which the seller can mark the money as received. */
const PAYABLE: readonly OrderStatus[] = ['accepted', 'work_done', 'completed'];

/** Orders (with their payment record), their flow and reviews. Nothing here changes the landing catalogue. */
const orders: FastifyPluginAsyncZod = async (app) => {
  async function orderOr404(request: FastifyRequest, id: number, viewer: Viewer): Promise<Order> {
    const order = await getOrder(app.db, id, app.fileUrls(request), viewer);
    if (!order) throw notFound('Order not found', 'order.not_found');
    return order;
  }

  function tellOrder(userId: number, kind: NotificationKind, orderId: number, actorId: number | null, extra: { price?: number | null; reason?: string | null } = {}) {
    app.notify({ userId, kind, subject: { type: 'order', id: orderId }, actorId, ...extra });
  }

  /** Orders whose work was done 14 days ago complete before anyone reads them (the interval sweep may not have run yet). */
  async function completeDue(): Promise<void> {
    await completeDueOrders(app).catch((error: unknown) => app.log.error({ err: error }, 'the lazy auto-complete sweep failed'));
  }

  /**
   * POST /orders (buyer). The amount is price × quantity, never the client's: a sent amount
   * that differs is refused, so nobody is charged other than what they saw. A service priced per
   * job is ordered once (quantity 1). The order row and the payment record are one transaction: a
   * failed insert records no payment, a refused payment stores no order.
   */
  app.post('/orders', { schema: { body: orderBody, response: responses({ 201: order }) }, preHandler: app.requireBuyer }, async (request, reply) => {
    const buyer = currentUser(request);
    const body = request.body;
    const service = await findService(app.db, body.service_id);
    if (!service) throw notFound('Service not found', 'service.not_found');
    const unit = priceUnitOf(service.price_unit);
    const quantity = body.quantity ?? 1;
    if (unit === 'job' && quantity !== 1) throw badRequest('quantity: this service is priced per job; the quantity is always 1', 'order.quantity_per_job');
    const amount = service.price * quantity;
    if (amount > MAX_AMOUNT) throw badRequest(`quantity: an order can total at most ${MAX_AMOUNT} €`, 'order.amount_limit');
    if (body.amount !== undefined && body.amount !== amount) {
      const per = unit === 'job' ? '' : ` per ${unit} (${quantity} × ${service.price} € = ${amount} €)`;
      throw badRequest(`amount: this service costs ${service.price} €${per}; the order amount is price × quantity`, 'order.amount_mismatch');
    }
    const documentId = body.document_url ? await claimableDocumentId(app.db, body.document_url) : null;
    const id = await app.db.transaction().execute(async (trx) => {
      const orderId = await attachingDocument(() =>
        insertOrder(
          trx,
          {
            service_id: service.id,
            seller_id: service.seller_id,
            buyer_id: buyer.id,
            payment_method: body.payment_method,
            // Replaced by the provider's reference below, in the same transaction.
            payment_reference: '',
            quantity,
            unit_price: service.price,
            amount,
            price_unit: unit,
            account_last4: body.account_number ?? null,
            description: body.description || null,
            document_id: documentId,
            status: 'pending',
            direct_offer_id: null,
          },
          [{ event: 'requested', actor: 'buyer', price: amount }],
        ),
      );
      if (documentId !== null) await attachDocument(trx, documentId, `order:${orderId}`);
      const payment = await app.payments.record({
        method: body.payment_method,
        amount,
        accountLast4: body.account_number ?? null,
        buyerId: buyer.id,
        serviceId: service.id,
      });
      await setPaymentReference(trx, orderId, payment.reference);
      return orderId;
    });
    tellOrder(service.seller_id, 'order_new', id, buyer.id, { price: amount });
    tellOrder(buyer.id, 'order_placed', id, buyer.id, { price: amount });
    return reply.code(201).send(await orderOr404(request, id, 'buyer'));
  });

  app.get('/orders', { schema: { response: responses({ 200: z.array(order) }) }, preHandler: app.requireBuyer }, async (request) => {
    await completeDue();
    return listOrders(app.db, 'buyer_id', currentUser(request).id, app.fileUrls(request));
  });

  app.get('/orders/received', { schema: { response: responses({ 200: z.array(order) }) }, preHandler: app.requireSeller }, async (request) => {
    await completeDue();
    return listOrders(app.db, 'seller_id', currentUser(request).id, app.fileUrls(request));
  });

  app.get('/orders/:id', { schema: { params: orderIdParams, response: responses({ 200: order }) }, preHandler: app.requireUser }, async (request) => {
    const user = currentUser(request);
    const row = await orderFor(app, request.params.id, user, ['buyer', 'seller']);
    await completeDue();
    return orderOr404(request, row.id, partyOf(row, user));
  });

  app.get('/orders/:id/document', { schema: { params: orderIdParams, response: responses({ 200: attachedDocument }) }, preHandler: app.requireUser }, async (request, reply) => {
    const row = await orderFor(app, request.params.id, currentUser(request), ['buyer', 'seller']);
    return sendDocument(app, reply, row.document_id, `order-${row.id}`);
  });

  /**
   * Takes one step for the caller: 404/403 unless they are a party allowed to take it at all, 409
   * when the order's status does not allow it (now, or by the time the UPDATE runs). The other
   * party is told.
   */
  async function takeStep(request: FastifyRequest, id: number, step: Step, reason: string | null): Promise<Order> {
    const user = currentUser(request);
    const row = await orderFor(app, id, user, Object.keys(step.from) as Party[]);
    const actor = partyOf(row, user);
    const allowed = step.from[actor] ?? [];
    const moved = allowed.includes(row.status) && (await changeOrder(app.db, row.id, { status: allowed }, step.change(actor, reason), { event: step.event, actor, reason }));
    if (!moved) {
      const current = (await findOrderRow(app.db, row.id))?.status ?? row.status;
      throw conflict(`This order is ${current.replace('_', ' ')}; it cannot be ${step.done} now`, 'order.status_conflict');
    }
    tellOrder(actor === 'buyer' ? row.seller_id : row.buyer_id, step.notify, row.id, user.id, reason ? { reason } : {});
    return orderOr404(request, row.id, actor);
  }

  const guardOf = (step: Step) => (step.from.buyer && step.from.seller ? app.requireUser : step.from.buyer ? app.requireBuyer : app.requireSeller);

  /** POST /orders/{id}/accept | /work-done | /confirm: no body. */
  for (const step of [ACCEPT, WORK_DONE, CONFIRM]) {
    app.post(`/orders/:id/${step.path}`, { schema: { params: orderIdParams, response: responses({ 200: order }) }, preHandler: guardOf(step) }, async (request) =>
      takeStep(request, request.params.id, step, null),
    );
  }

  /** POST /orders/{id}/reject | /cancel `{reason?}`: the body may be absent (older clients send none). */
  for (const step of [REJECT, CANCEL]) {
    app.post(
      `/orders/:id/${step.path}`,
      { schema: { params: orderIdParams, body: reasonBody.nullish(), response: responses({ 200: order }) }, preHandler: guardOf(step) },
      async (request) => takeStep(request, request.params.id, step, request.body?.reason || null),
    );
  }

  /** POST /orders/{id}/payment-received: the seller, once, while the job is on or done. */
  app.post('/orders/:id/payment-received', { schema: { params: orderIdParams, response: responses({ 200: order }) }, preHandler: app.requireSeller }, async (request) => {
    const user = currentUser(request);
    const row = await orderFor(app, request.params.id, user, ['seller']);
    const moved =
      PAYABLE.includes(row.status) &&
      row.payment_status === 'open' &&
      (await changeOrder(app.db, row.id, { status: PAYABLE, paymentStatus: 'open' }, { payment_status: 'received' }, { event: 'payment_received', actor: 'seller', price: row.amount }));
    if (!moved) {
      const current = await findOrderRow(app.db, row.id);
      throw current?.payment_status === 'received'
        ? conflict('The payment of this order is already marked as received', 'order.payment_already_received')
        : conflict(`This order is ${(current?.status ?? row.status).replace('_', ' ')}; no payment is due`, 'order.payment_not_due');
    }
    tellOrder(row.buyer_id, 'payment_received', row.id, user.id, { price: row.amount });
    return orderOr404(request, row.id, 'seller');
  });

  /**
   * PUT /orders/{id}/review: the order's buyer, once it is completed; creates (201) the one review
   * or edits it (200) within 14 days of writing it (409 afterwards).
   */
  app.put('/orders/:id/review', { schema: { params: orderIdParams, body: reviewBody, response: responses({ 200: review, 201: review }) }, preHandler: app.requireBuyer }, async (request, reply) => {
    const user = currentUser(request);
    const row = await orderFor(app, request.params.id, user, ['buyer']);
    if (row.status !== 'completed') throw conflict('Only a completed order can be reviewed', 'order.review_not_completed');
    const existing = await findReviewOfOrder(app.db, row.id);
    const createdId = existing ? null : await insertReview(app.db, row, request.body);
    if (createdId === null && !(await updateReview(app.db, row.id, request.body))) {
      throw conflict('A review can only be changed within 14 days of writing it', 'order.review_edit_closed');
    }
    const saved = await findReviewOfOrder(app.db, row.id);
    if (!saved) throw notFound('Order not found', 'order.not_found');
    if (createdId !== null) app.notify({ userId: row.seller_id, kind: 'review_received', subject: { type: 'review', id: createdId }, actorId: user.id });
    return reply.code(createdId !== null ? 201 : 200).send(saved);
  });

  /** GET /services/{id}/reviews: public, newest first. */
  app.get('/services/:id/reviews', { schema: { params: serviceIdParams, response: responses({ 200: z.array(review) }) } }, async (request) => {
    if (!(await findService(app.db, request.params.id))) throw notFound('Service not found', 'service.not_found');
    return listServiceReviews(app.db, request.params.id);
  });

  /**
   * GET /services/{id}/stats?weeks=: public; orders that were not cancelled, and the rating. The
   * service's craftsman also gets `weekly`, his insights (service-weeks.ts); nobody else does.
   */
  app.get(
    '/services/:id/stats',
    { schema: { params: serviceIdParams, querystring: statsQuery, response: responses({ 200: serviceStatsBody }) } },
    async (request) => {
      const [service, caller] = await Promise.all([
        findService(app.db, request.params.id),
        // A stale token reads the public figures, as without one.
        request.headers.authorization ? optionalUser(request).catch(() => null) : null,
      ]);
      if (!service) throw notFound('Service not found', 'service.not_found');
      if (caller?.id !== service.seller_id) return serviceStats(app.db, service.id);
      const [stats, weekly] = await Promise.all([serviceStats(app.db, service.id), serviceWeeks(app.db, service, request.query.weeks)]);
      return { ...stats, weekly };
    },
  );

  app.get('/reviews/received', { schema: { response: responses({ 200: z.array(review) }) }, preHandler: app.requireSeller }, async (request) => listSellerReviews(app.db, currentUser(request).id));
};

export default orders;
