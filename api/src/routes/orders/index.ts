import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { type AuthUser, currentUser } from '../../plugins/app/auth';
import { findService } from '../services/queries';
import { findUserById } from '../users/queries';
import type { Order } from '../../wire';
import { attachDocument, attachingDocument, claimableDocumentId, sendDocument } from './attachments';
import { decisionMail } from '../../mail/templates/decisions';
import { DECISIONS, type Party, asParty, moveFromPending } from './parties';
import { findOrderRow, findReviewOfOrder, getOrder, insertOrder, listOrders, setPaymentReference, listSellerReviews, listServiceReviews, serviceStats, upsertReview } from './queries';
import { orderBody, orderIdParams, reviewBody, serviceIdParams } from './schema';
import { attachedDocument, order, responses, review, serviceStats as serviceStatsBody } from '../../wire';
import { z } from 'zod';

async function orderFor(app: FastifyInstance, id: number, user: AuthUser, parties: readonly Party[]) {
  return asParty(await findOrderRow(app.db, id), user, parties, 'Order');
}

/** Orders (with their payment record) and reviews. Nothing here changes the landing catalogue. */
const orders: FastifyPluginAsyncZod = async (app) => {
  async function orderOr404(request: FastifyRequest, id: number): Promise<Order> {
    const order = await getOrder(app.db, id, app.fileUrls(request));
    if (!order) throw notFound('Order not found');
    return order;
  }

  /**
   * POST /orders (buyer). The amount is the service's price, never the client's (#14): a sent amount
   * that differs is refused, so nobody is charged other than what they saw. The order row and the
   * payment record are one transaction: a failed insert records no payment, a refused payment
   * stores no order.
   */
  app.post('/orders', { schema: { body: orderBody, response: responses({ 201: order }) }, preHandler: app.requireBuyer }, async (request, reply) => {
    const buyer = currentUser(request);
    const body = request.body;
    const service = await findService(app.db, body.service_id);
    if (!service) throw notFound('Service not found');
    if (body.amount !== undefined && body.amount !== service.price) {
      throw badRequest(`amount: this service costs ${service.price} €; the order amount is the service price`);
    }
    const documentId = body.document_url ? await claimableDocumentId(app.db, body.document_url) : null;
    const id = await app.db.transaction().execute(async (trx) => {
      const orderId = await attachingDocument(() =>
        insertOrder(trx, {
          service_id: service.id,
          seller_id: service.seller_id,
          buyer_id: buyer.id,
          payment_method: body.payment_method,
          // Replaced by the provider's reference below, in the same transaction.
          payment_reference: '',
          amount: service.price,
          account_last4: body.account_number ?? null,
          description: body.description || null,
          document_id: documentId,
        }),
      );
      if (documentId !== null) await attachDocument(trx, documentId, `order:${orderId}`);
      const payment = await app.payments.record({
        method: body.payment_method,
        amount: service.price,
        accountLast4: body.account_number ?? null,
        buyerId: buyer.id,
        serviceId: service.id,
      });
      await setPaymentReference(trx, orderId, payment.reference);
      return orderId;
    });
    return reply.code(201).send(await orderOr404(request, id));
  });

  app.get('/orders', { schema: { response: responses({ 200: z.array(order) }) }, preHandler: app.requireBuyer }, async (request) => listOrders(app.db, 'buyer_id', currentUser(request).id, app.fileUrls(request)));

  app.get('/orders/received', { schema: { response: responses({ 200: z.array(order) }) }, preHandler: app.requireSeller }, async (request) =>
    listOrders(app.db, 'seller_id', currentUser(request).id, app.fileUrls(request)),
  );

  app.get('/orders/:id', { schema: { params: orderIdParams, response: responses({ 200: order }) }, preHandler: app.requireUser }, async (request) => {
    const row = await orderFor(app, request.params.id, currentUser(request), ['buyer', 'seller']);
    return orderOr404(request, row.id);
  });

  app.get('/orders/:id/document', { schema: { params: orderIdParams, response: responses({ 200: attachedDocument }) }, preHandler: app.requireUser }, async (request, reply) => {
    const row = await orderFor(app, request.params.id, currentUser(request), ['buyer', 'seller']);
    return sendDocument(app, reply, row.document_id, `order-${row.id}`);
  });

  /** POST /orders/{id}/cancel: the buyer, while the order is pending. */
  app.post('/orders/:id/cancel', { schema: { params: orderIdParams, response: responses({ 200: order }) }, preHandler: app.requireUser }, async (request) => {
    const row = await orderFor(app, request.params.id, currentUser(request), ['buyer']);
    await moveFromPending(app.db, 'orders', row.id, 'cancelled', 'Order');
    return orderOr404(request, row.id);
  });

  /** POST /orders/{id}/accept | /reject: the service's seller, once; the buyer gets an e-mail. */
  for (const [decision, status] of Object.entries(DECISIONS)) {
    app.post(`/orders/:id/${decision}`, { schema: { params: orderIdParams, response: responses({ 200: order }) }, preHandler: app.requireSeller }, async (request) => {
      const row = await orderFor(app, request.params.id, currentUser(request), ['seller']);
      await moveFromPending(app.db, 'orders', row.id, status, 'Order');
      const order = await orderOr404(request, row.id);
      const buyer = await findUserById(app.db, row.buyer_id);
      if (buyer) app.mailer.send(decisionMail(buyer, `order #${order.id} for "${order.service_title}"`, status));
      return order;
    });
  }

  /** PUT /orders/{id}/review: the order's buyer, once it is accepted; creates (201) or edits (200) the one review. */
  app.put('/orders/:id/review', { schema: { params: orderIdParams, body: reviewBody, response: responses({ 200: review, 201: review }) }, preHandler: app.requireBuyer }, async (request, reply) => {
    const row = await orderFor(app, request.params.id, currentUser(request), ['buyer']);
    if (row.status !== 'accepted') throw conflict('Only an accepted order can be reviewed');
    const existed = Boolean(await findReviewOfOrder(app.db, row.id));
    await upsertReview(app.db, row, request.body);
    const review = await findReviewOfOrder(app.db, row.id);
    if (!review) throw notFound('Order not found');
    return reply.code(existed ? 200 : 201).send(review);
  });

  /** GET /services/{id}/reviews: public, newest first. */
  app.get('/services/:id/reviews', { schema: { params: serviceIdParams, response: responses({ 200: z.array(review) }) } }, async (request) => {
    if (!(await findService(app.db, request.params.id))) throw notFound('Service not found');
    return listServiceReviews(app.db, request.params.id);
  });

  /** GET /services/{id}/stats: public; orders that were not cancelled, and the rating. */
  app.get('/services/:id/stats', { schema: { params: serviceIdParams, response: responses({ 200: serviceStatsBody }) } }, async (request) => {
    if (!(await findService(app.db, request.params.id))) throw notFound('Service not found');
    return serviceStats(app.db, request.params.id);
  });

  app.get('/reviews/received', { schema: { response: responses({ 200: z.array(review) }) }, preHandler: app.requireSeller }, async (request) => listSellerReviews(app.db, currentUser(request).id));
};

export default orders;
