import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { type AuthUser, currentUser } from '../../plugins/app/auth';
import type { NotificationKind } from '../../plugins/app/notify';
import { directOffer, directOfferConflict, noContent, responses } from '@craft/shared/schemas/responses';
import type { DirectOffer, DirectOfferStatus, PaymentMethod } from '@craft/shared/api/feature-types';
import { attachedDocument } from '../../lib/file-types';
import { attachDocument, attachingDocument, claimableDocumentId, releaseDocument, sendDocument } from '../orders/attachments';
import { type Party, asParty, partyOf } from '../orders/parties';
import { placeAgreedOrder } from '../orders/agreed-order';
import { reasonBody } from '../orders/schema';
import { findService } from '../services/queries';
import { findUserById } from '../users/queries';
import {
  type OfferWrite,
  acceptOffer,
  changeOffer,
  deletePendingOffer,
  findOfferRow,
  getOffer,
  insertOffer,
  listOffers,
  moveOffer,
  moveOfferDocument,
  updatePendingOffer,
} from './queries';
import { acceptBody, counterBody, offerBody, offerIdParams } from './schema';

async function offerFor(app: FastifyInstance, id: number, user: AuthUser, parties: readonly Party[]) {
  return asParty(await findOfferRow(app.db, id), user, parties, 'Offer');
}

const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'bank-transfer';

/** The 409 of an accept whose offer changed since it was loaded: what the offer says now. */
function changedMessage(offer: DirectOffer): string {
  const now = offer.price === null ? 'now names no price' : `was changed to ${offer.price} €`;
  return `The price proposal ${now} since you loaded it (version ${offer.version}); review it before accepting.`;
}

/**
 * Offers a buyer sends straight to one craftsman (the seller's Buyer Offer tab), and the
 * negotiation on them: the craftsman accepts the customer's price, counters with their own
 * (the customer then accepts it or withdraws), or rejects. An agreed offer about a service becomes
 * an accepted order at the agreed price.
 */
const directOffers: FastifyPluginAsyncZod = async (app) => {
  async function offerOr404(id: number): Promise<DirectOffer> {
    const offer = await getOffer(app.db, id);
    if (!offer) throw notFound('Price proposal not found', 'offer.not_found');
    return offer;
  }

  /** 404 for an unknown user, 400 for a user who is not a craftsman. */
  async function assertSeller(id: number): Promise<void> {
    const user = await findUserById(app.db, id);
    if (!user) throw notFound('Seller not found', 'seller.not_found');
    if (user.role !== 'seller') throw badRequest('seller_id: This user is not a craftsman', 'offer.seller_not_craftsman');
  }

  /** The offer may name one of the chosen craftsman's (live) services. */
  async function assertServiceOf(serviceId: number | null, sellerId: number): Promise<void> {
    if (serviceId === null) return;
    const service = await findService(app.db, serviceId);
    if (!service) throw notFound('Service not found', 'service.not_found');
    if (service.seller_id !== sellerId) throw badRequest('service_id: This service is not offered by that craftsman', 'offer.service_not_of_seller');
  }

  function pendingOr409(row: { status: string }): void {
    if (row.status !== 'pending') throw conflict(`This price proposal is ${row.status}; only a pending price proposal can be changed`, 'offer.not_pending');
  }

  /** 409 naming the status the offer has now (it may have moved on since it was read). */
  async function illegal(id: number, what: string): Promise<never> {
    const status = (await findOfferRow(app.db, id))?.status ?? 'gone';
    throw conflict(`This price proposal is ${status}; it cannot be ${what} now`, 'offer.status_conflict');
  }

  function tellOffer(userId: number, kind: NotificationKind, offerId: number, actorId: number, extra: { price?: number | null; reason?: string | null } = {}) {
    app.notify({ userId, kind, subject: { type: 'direct_offer', id: offerId }, actorId, ...extra });
  }

  app.post('/direct-offers', { schema: { body: offerBody, response: responses({ 201: directOffer }) }, preHandler: app.requireBuyer }, async (request, reply) => {
    const buyer = currentUser(request);
    const body = request.body;
    await assertSeller(body.seller_id);
    await assertServiceOf(body.service_id ?? null, body.seller_id);
    const documentId = body.document_url ? await claimableDocumentId(app.db, body.document_url) : null;
    const offer: OfferWrite = {
      seller_id: body.seller_id,
      description: body.description,
      document_id: documentId,
      service_id: body.service_id ?? null,
      price: body.price ?? null,
      payment_method: body.payment_method ?? DEFAULT_PAYMENT_METHOD,
    };
    const id = await app.db.transaction().execute(async (trx) => {
      const offerId = await attachingDocument(() => insertOffer(trx, { ...offer, buyer_id: buyer.id }));
      if (documentId !== null) await attachDocument(trx, documentId, `direct_offer:${offerId}`);
      return offerId;
    });
    tellOffer(body.seller_id, 'offer_new', id, buyer.id, { price: offer.price });
    return reply.code(201).send(await offerOr404(id));
  });

  app.get('/direct-offers', { schema: { response: responses({ 200: z.array(directOffer) }) }, preHandler: app.requireBuyer }, async (request) => listOffers(app.db, 'buyer_id', currentUser(request).id));

  app.get('/direct-offers/received', { schema: { response: responses({ 200: z.array(directOffer) }) }, preHandler: app.requireSeller }, async (request) =>
    listOffers(app.db, 'seller_id', currentUser(request).id),
  );

  app.get('/direct-offers/:id', { schema: { params: offerIdParams, response: responses({ 200: directOffer }) }, preHandler: app.requireUser }, async (request) => {
    const row = await offerFor(app, request.params.id, currentUser(request), ['buyer', 'seller']);
    return offerOr404(row.id);
  });

  app.get('/direct-offers/:id/document', { schema: { params: offerIdParams, response: responses({ 200: attachedDocument }) }, preHandler: app.requireUser }, async (request, reply) => {
    const row = await offerFor(app, request.params.id, currentUser(request), ['buyer', 'seller']);
    return sendDocument(app, reply, row.document_id, `offer-${row.id}`);
  });

  /**
   * PUT /direct-offers/{id}: its buyer, while pending. Without document_url the attached file stays;
   * without service_id, price or payment_method those stay too (null clears service and price).
   * The craftsman hears of every edit (`offer_changed`, with the price now), and the edit is a new
   * version: an accept of the version they saw before fails (see accept). Naming another craftsman
   * withdraws this offer from the first one (told `offer_withdrawn`; they keep it as withdrawn) and
   * sends the edited offer to the new one as a new offer (`offer_new`): the answer is that new offer,
   * with its own id, so neither craftsman sees the other's part of the negotiation.
   */
  app.put('/direct-offers/:id', { schema: { params: offerIdParams, body: offerBody, response: responses({ 200: directOffer }) }, preHandler: app.requireUser }, async (request) => {
    const user = currentUser(request);
    const row = await offerFor(app, request.params.id, user, ['buyer']);
    pendingOr409(row);
    const body = request.body;
    await assertSeller(body.seller_id);
    const serviceId = body.service_id === undefined ? row.service_id : body.service_id;
    await assertServiceOf(serviceId, body.seller_id);
    const documentId = body.document_url ? await claimableDocumentId(app.db, body.document_url, row.document_id) : row.document_id;
    const offer: OfferWrite = {
      seller_id: body.seller_id,
      description: body.description,
      document_id: documentId,
      service_id: serviceId,
      price: body.price === undefined ? row.price : body.price,
      payment_method: body.payment_method ?? row.payment_method,
    };
    if (offer.seller_id !== row.seller_id) {
      const movedTo = await app.db.transaction().execute(async (trx) => {
        const newId = await attachingDocument(() => moveOffer(trx, row.id, { ...offer, buyer_id: row.buyer_id }));
        if (newId === undefined || documentId === null) return newId;
        if (documentId === row.document_id) await moveOfferDocument(trx, documentId, row.id, newId);
        else await attachDocument(trx, documentId, `direct_offer:${newId}`);
        return newId;
      });
      if (movedTo === undefined) return illegal(row.id, 'changed');
      if (documentId !== row.document_id) await releaseDocument(app, row.document_id);
      tellOffer(row.seller_id, 'offer_withdrawn', row.id, user.id);
      tellOffer(offer.seller_id, 'offer_new', movedTo, user.id, { price: offer.price });
      return offerOr404(movedTo);
    }
    const updated = await app.db.transaction().execute(async (trx) => {
      const changed = await attachingDocument(() => updatePendingOffer(trx, row.id, offer));
      if (changed && documentId !== null && documentId !== row.document_id) await attachDocument(trx, documentId, `direct_offer:${row.id}`);
      return changed;
    });
    if (!updated) await illegal(row.id, 'changed');
    if (documentId !== row.document_id) await releaseDocument(app, row.document_id);
    tellOffer(row.seller_id, 'offer_changed', row.id, user.id, { price: offer.price });
    return offerOr404(row.id);
  });

  /** DELETE /direct-offers/{id}: its buyer, while pending; the attached file goes too. */
  app.delete('/direct-offers/:id', { schema: { params: offerIdParams, response: responses({ 204: noContent }) }, preHandler: app.requireUser }, async (request, reply) => {
    const row = await offerFor(app, request.params.id, currentUser(request), ['buyer']);
    pendingOr409(row);
    if (!(await deletePendingOffer(app.db, row.id))) await illegal(row.id, 'deleted');
    await releaseDocument(app, row.document_id);
    return reply.code(204).send(null);
  });

  /** POST /direct-offers/{id}/counter `{price, message?}`: its seller, while pending; the buyer decides next. */
  app.post('/direct-offers/:id/counter', { schema: { params: offerIdParams, body: counterBody, response: responses({ 200: directOffer }) }, preHandler: app.requireSeller }, async (request) => {
    const user = currentUser(request);
    const row = await offerFor(app, request.params.id, user, ['seller']);
    const { price, message } = request.body;
    const moved = await app.db.transaction().execute((trx) =>
      changeOffer(trx, row.id, ['pending'], { status: 'countered', counter_price: price }, { event: 'countered', by: 'seller', price, message: message || null }),
    );
    if (!moved) await illegal(row.id, 'countered');
    tellOffer(row.buyer_id, 'offer_countered', row.id, user.id, { price });
    return offerOr404(row.id);
  });

  /**
   * POST /direct-offers/{id}/accept: the seller while pending (the customer's price is agreed), the
   * buyer while countered (the counter price is agreed). When the offer names a live service and a
   * price was agreed, the same transaction creates the order, already accepted, at that price, and
   * the buyer gets the order confirmation every placed order brings.
   * `{version}` is the offer's version as the accepting party saw it; the craftsman must send it,
   * since the customer can edit a pending offer. When the offer changed since, nothing is accepted:
   * 409 `offer.changed` with the offer as it is now, its new price named in `error`.
   */
  const acceptSchema = { params: offerIdParams, body: acceptBody.nullish(), response: responses({ 200: directOffer, 409: directOfferConflict }) };
  app.post('/direct-offers/:id/accept', { schema: acceptSchema, preHandler: app.requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const row = await offerFor(app, request.params.id, user, ['buyer', 'seller']);
    const actor = partyOf(row, user);
    const version = request.body?.version;
    if (actor === 'seller' && version === undefined) throw badRequest('version: Send the version of the price proposal you accept (the price proposal\'s `version`)', 'offer.version_required');
    const from: DirectOfferStatus = actor === 'seller' ? 'pending' : 'countered';
    const agreed = await app.db.transaction().execute(async (trx) => {
      const current = await acceptOffer(trx, row.id, from, actor, version);
      if (!current) return undefined;
      const price = current.agreed_price;
      const service = current.service_id !== null && price !== null ? await findService(trx, current.service_id) : undefined;
      let orderId: number | null = null;
      if (service && price !== null) {
        orderId = await placeAgreedOrder(trx, app.payments, {
          serviceId: service.id,
          sellerId: current.seller_id,
          buyerId: current.buyer_id,
          paymentMethod: current.payment_method,
          price,
          description: current.description,
          acceptedBy: actor,
          source: { direct_offer_id: current.id },
        });
      }
      return { price, orderId };
    });
    if (!agreed) {
      const now = await findOfferRow(app.db, row.id);
      if (now && now.status === from && version !== undefined && now.version !== version) {
        const offer = await offerOr404(row.id);
        return reply.code(409).send({ error: changedMessage(offer), code: 'offer.changed', offer });
      }
      return illegal(row.id, 'accepted');
    }
    tellOffer(actor === 'seller' ? row.buyer_id : row.seller_id, 'offer_accepted', row.id, user.id, { price: agreed.price });
    if (agreed.orderId !== null) app.notify({ userId: row.buyer_id, kind: 'order_placed', subject: { type: 'order', id: agreed.orderId }, actorId: user.id, price: agreed.price });
    return offerOr404(row.id);
  });

  /** POST /direct-offers/{id}/reject `{reason?}`: its seller, while pending. */
  app.post(
    '/direct-offers/:id/reject',
    { schema: { params: offerIdParams, body: reasonBody.nullish(), response: responses({ 200: directOffer }) }, preHandler: app.requireSeller },
    async (request) => {
      const user = currentUser(request);
      const row = await offerFor(app, request.params.id, user, ['seller']);
      const reason = request.body?.reason || null;
      const moved = await app.db.transaction().execute((trx) => changeOffer(trx, row.id, ['pending'], { status: 'rejected' }, { event: 'rejected', by: 'seller', price: null, message: reason }));
      if (!moved) await illegal(row.id, 'rejected');
      tellOffer(row.buyer_id, 'offer_rejected', row.id, user.id, { reason });
      return offerOr404(row.id);
  });

  /** POST /direct-offers/{id}/withdraw `{reason?}`: its buyer, while pending or countered. */
  app.post(
    '/direct-offers/:id/withdraw',
    { schema: { params: offerIdParams, body: reasonBody.nullish(), response: responses({ 200: directOffer }) }, preHandler: app.requireBuyer },
    async (request) => {
      const user = currentUser(request);
      const row = await offerFor(app, request.params.id, user, ['buyer']);
      const reason = request.body?.reason || null;
      const moved = await app.db.transaction().execute((trx) =>
        changeOffer(trx, row.id, ['pending', 'countered'], { status: 'withdrawn' }, { event: 'withdrawn', by: 'buyer', price: null, message: reason }),
      );
      if (!moved) await illegal(row.id, 'withdrawn');
      tellOffer(row.seller_id, 'offer_withdrawn', row.id, user.id, { reason });
      return offerOr404(row.id);
  });
};

export default directOffers;
