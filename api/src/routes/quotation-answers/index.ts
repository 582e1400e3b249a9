import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/app/auth';
import { findUserById } from '../users/queries';
import { answerAcceptedMail, cheapestOfferMail } from '../../mail/templates/quotation-answers';
import { quotationAddressConfirmed, requesterLocale, requestsLink } from '../quotation/queries';
import { placeAgreedOrder } from '../orders/agreed-order';
import {
  acceptAnswer,
  cheapestAnswer,
  findAnswer,
  findAnswerOf,
  findAnswerPrice,
  serviceForAnswer,
  findQuotationRow,
  getMyQuotation,
  isRequester,
  listAnsweredQuotations,
  listMyQuotations,
  upsertAnswer,
} from './queries';
import { acceptBody, answerBody, quotationIdParams } from './schema';
import { answeredQuotation, myQuotation, quotationAnswer, responses } from '@craft/shared/schemas/responses';
import { z } from 'zod';

/**
 * Craftsmen's answers to quotation requests and the requester's choice. Registered after the core
 * quotation routes; GET /quotation/{id}/document stays theirs.
 */
const quotationAnswers: FastifyPluginAsyncZod = async (app) => {
  async function openQuotation(id: number) {
    const quotation = await findQuotationRow(app.db, id);
    if (!quotation) throw notFound('Quotation not found', 'quotation.not_found');
    if (quotation.status !== 'open') throw conflict('This quotation is no longer open', 'quotation.not_open');
    return quotation;
  }

  /** The caller's account; a token of a deleted user is as good as none. */
  async function caller(id: number) {
    const user = await findUserById(app.db, id);
    if (!user) throw forbidden('Your account no longer exists', 'account.gone');
    return user;
  }

  /** GET /quotation/mine (buyer): own requests with their answers, cheapest first. */
  app.get('/quotation/mine', { schema: { response: responses({ 200: z.array(myQuotation) }) }, preHandler: app.requireBuyer }, async (request) =>
    listMyQuotations(app.db, await caller(currentUser(request).id)),
  );

  /** GET /quotation/answered (seller): the requests the caller answered and how each stands, won ones with the requester's contact. */
  app.get('/quotation/answered', { schema: { response: responses({ 200: z.array(answeredQuotation) }) }, preHandler: app.requireSeller }, async (request) =>
    listAnsweredQuotations(app.db, (await caller(currentUser(request).id)).id),
  );

  /** GET /quotation/{id}/answer (seller): the caller's own answer, 404 if none. */
  app.get('/quotation/:id/answer', { schema: { params: quotationIdParams, response: responses({ 200: quotationAnswer }) }, preHandler: app.requireSeller }, async (request) => {
    if (!(await findQuotationRow(app.db, request.params.id))) throw notFound('Quotation not found', 'quotation.not_found');
    const answer = await findAnswer(app.db, request.params.id, currentUser(request).id);
    if (!answer) throw notFound('You have not answered this quotation', 'quotation.not_answered');
    return answer;
  });

  /**
   * PUT /quotation/{id}/answer (seller): one answer per seller, created (201) or changed (200)
   * while the quotation is open. The requester hears of the first answer and of every cheaper one.
   */
  app.put(
    '/quotation/:id/answer',
    // Answering waits for a confirmed address (403 until then).
    { schema: { params: quotationIdParams, body: answerBody, response: responses({ 200: quotationAnswer, 201: quotationAnswer }) }, preHandler: app.requireConfirmedSeller },
    async (request, reply) => {
      const sellerId = currentUser(request).id;
      const quotation = await openQuotation(request.params.id);
      const written = await upsertAnswer(app.db, quotation.id, sellerId, request.body);
      if (!written) throw conflict('This quotation is no longer open', 'quotation.not_open');
      const { before, existed } = written;
      const answer = await findAnswer(app.db, quotation.id, sellerId);
      if (!answer) throw notFound('Quotation not found', 'quotation.not_found');
      // Nothing a craftsman writes goes to an address nobody confirmed; POST /quotation/confirm mails it later.
      if ((before === null || answer.price < before) && (await quotationAddressConfirmed(app.db, quotation))) {
        const cheapest = await cheapestAnswer(app.db, quotation.id);
        if (cheapest) app.mailer.send(cheapestOfferMail({ ...quotation, locale: await requesterLocale(app.db, quotation) }, quotation.id, cheapest, requestsLink(app.config.publicWebUrl)));
      }
      return reply.code(existed ? 200 : 201).send(answer);
    },
  );

  /**
   * POST /quotation/{id}/accept {answer_id} (the requesting buyer): chooses one answer. In one
   * transaction the request closes, the answer is accepted and the others declined, and an order
   * of the normal job flow is placed, already accepted, at the answer's stored price (a client
   * never sends a price): work done, confirmation and review follow as for any order. The chosen
   * craftsman is mailed the requester's contact and the order's link. A second choice: 409.
   */
  app.post(
    '/quotation/:id/accept',
    { schema: { params: quotationIdParams, body: acceptBody, response: responses({ 200: myQuotation }) }, preHandler: app.requireBuyer },
    async (request) => {
      const user = await caller(currentUser(request).id);
      const quotation = await findQuotationRow(app.db, request.params.id);
      if (!quotation) throw notFound('Quotation not found', 'quotation.not_found');
      if (!isRequester(quotation, user)) throw forbidden('Only the requester may accept an offer', 'quotation.requester_only');
      const chosen = await findAnswerOf(app.db, quotation.id, request.body.answer_id);
      if (!chosen) throw notFound('No such answer to this quotation', 'quotation.answer_not_found');
      const placed = await app.db.transaction().execute(async (trx) => {
        if (!(await acceptAnswer(trx, quotation.id, chosen.id))) return null;
        // Read inside the transaction: the craftsman cannot change an answer of a closed request.
        const answer = await findAnswerPrice(trx, chosen.id);
        const service = await serviceForAnswer(trx, chosen.seller_id, quotation.category_id);
        if (!answer || !service) throw conflict('The chosen craftsman has no service an order could be placed for', 'quotation.no_service');
        const price = answer.price;
        // Paid by transfer against the craftsman's invoice: the request named no payment method.
        const orderId = await placeAgreedOrder(trx, app.payments, {
          serviceId: service.id,
          sellerId: answer.seller_id,
          buyerId: user.id,
          paymentMethod: 'bank-transfer',
          price,
          description: quotation.description,
          acceptedBy: 'buyer',
          source: { quotation_answer_id: answer.id },
        });
        return { orderId, price };
      });
      if (!placed) throw conflict('This quotation is no longer open', 'quotation.not_open');
      const [seller, answer] = await Promise.all([findUserById(app.db, chosen.seller_id), findAnswer(app.db, quotation.id, chosen.seller_id)]);
      if (seller && answer) {
        app.mailer.send(answerAcceptedMail(seller, quotation, quotation.id, answer, `${app.config.publicWebUrl}/home/craftman/jobs/orders/${placed.orderId}`));
      }
      app.notify({ userId: user.id, kind: 'order_placed', subject: { type: 'order', id: placed.orderId }, actorId: user.id, price: placed.price });
      const mine = await getMyQuotation(app.db, quotation.id);
      if (!mine) throw notFound('Quotation not found', 'quotation.not_found');
      return mine;
    },
  );
};

export default quotationAnswers;
