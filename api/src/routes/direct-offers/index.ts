import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { type AuthUser, currentUser } from '../../plugins/app/auth';
import type { DirectOffer } from '../../wire';
import { attachDocument, attachingDocument, claimableDocumentId, releaseDocument, sendDocument } from '../orders/attachments';
import { decisionMail } from '../../mail/templates/decisions';
import { DECISIONS, type Party, asParty, moveFromPending } from '../orders/parties';
import { findUserById } from '../users/queries';
import { deletePendingOffer, findOfferRow, getOffer, insertOffer, listOffers, updatePendingOffer } from './queries';
import { offerBody, offerIdParams } from './schema';
import { attachedDocument, directOffer, noContent, responses } from '../../wire';
import { z } from 'zod';

async function offerFor(app: FastifyInstance, id: number, user: AuthUser, parties: readonly Party[]) {
  return asParty(await findOfferRow(app.db, id), user, parties, 'Offer');
}

/** Offers a buyer sends straight to one craftsman (the seller's Buyer Offer tab). */
const directOffers: FastifyPluginAsyncZod = async (app) => {
  async function offerOr404(id: number): Promise<DirectOffer> {
    const offer = await getOffer(app.db, id);
    if (!offer) throw notFound('Offer not found');
    return offer;
  }

  /** 404 for an unknown user, 400 for a user who is not a craftsman. */
  async function assertSeller(id: number): Promise<void> {
    const user = await findUserById(app.db, id);
    if (!user) throw notFound('Seller not found');
    if (user.role !== 'seller') throw badRequest('seller_id: This user is not a craftsman');
  }

  function pendingOr409(row: { status: string }): void {
    if (row.status !== 'pending') throw conflict('This offer was already decided');
  }

  app.post('/direct-offers', { schema: { body: offerBody, response: responses({ 201: directOffer }) }, preHandler: app.requireBuyer }, async (request, reply) => {
    const body = request.body;
    await assertSeller(body.seller_id);
    const documentId = body.document_url ? await claimableDocumentId(app.db, body.document_url) : null;
    const id = await app.db.transaction().execute(async (trx) => {
      const offerId = await attachingDocument(() =>
        insertOffer(trx, { buyer_id: currentUser(request).id, seller_id: body.seller_id, description: body.description, document_id: documentId }),
      );
      if (documentId !== null) await attachDocument(trx, documentId, `direct_offer:${offerId}`);
      return offerId;
    });
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

  /** PUT /direct-offers/{id}: its buyer, while pending. Without document_url the attached file stays. */
  app.put('/direct-offers/:id', { schema: { params: offerIdParams, body: offerBody, response: responses({ 200: directOffer }) }, preHandler: app.requireUser }, async (request) => {
    const row = await offerFor(app, request.params.id, currentUser(request), ['buyer']);
    pendingOr409(row);
    const body = request.body;
    await assertSeller(body.seller_id);
    const documentId = body.document_url ? await claimableDocumentId(app.db, body.document_url, row.document_id) : row.document_id;
    const updated = await app.db.transaction().execute(async (trx) => {
      const changed = await attachingDocument(() =>
        updatePendingOffer(trx, row.id, { seller_id: body.seller_id, description: body.description, document_id: documentId }),
      );
      if (changed && documentId !== null && documentId !== row.document_id) await attachDocument(trx, documentId, `direct_offer:${row.id}`);
      return changed;
    });
    if (!updated) throw conflict('This offer was already decided');
    if (documentId !== row.document_id) await releaseDocument(app, row.document_id);
    return offerOr404(row.id);
  });

  /** DELETE /direct-offers/{id}: its buyer, while pending; the attached file goes too. */
  app.delete('/direct-offers/:id', { schema: { params: offerIdParams, response: responses({ 204: noContent }) }, preHandler: app.requireUser }, async (request, reply) => {
    const row = await offerFor(app, request.params.id, currentUser(request), ['buyer']);
    pendingOr409(row);
    if (!(await deletePendingOffer(app.db, row.id))) throw conflict('This offer was already decided');
    await releaseDocument(app, row.document_id);
    return reply.code(204).send(null);
  });

  /** POST /direct-offers/{id}/accept | /reject: its seller, once; the buyer gets an e-mail. */
  for (const [decision, status] of Object.entries(DECISIONS)) {
    app.post(`/direct-offers/:id/${decision}`, { schema: { params: offerIdParams, response: responses({ 200: directOffer }) }, preHandler: app.requireSeller }, async (request) => {
      const row = await offerFor(app, request.params.id, currentUser(request), ['seller']);
      await moveFromPending(app.db, 'direct_offers', row.id, status, 'Offer');
      const buyer = await findUserById(app.db, row.buyer_id);
      if (buyer) app.mailer.send(decisionMail(buyer, `offer #${row.id}`, status));
      return offerOr404(row.id);
    });
  }
};

export default directOffers;
