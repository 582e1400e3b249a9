import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChatMessage, ConversationSubjectKind, ConversationSummary } from '@craft/shared/api/conversation-types';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { now } from '../../lib/time';
import { type AuthUser, currentUser } from '../../plugins/app/auth';
import { attachDocument, attachingDocument, claimableDocumentId, sendDocument } from '../orders/attachments';
import { displayName, fullName } from '../sellers/names';
import { findUserById } from '../users/queries';
import { newMessageMail } from '../../mail/templates/messages';
import { mailGroupOn } from '../notifications/queries';
import {
  type ConversationRow,
  type Side,
  claimNotice,
  findConversation,
  findMessage,
  insertMessage,
  listConversations,
  markRead,
  messagePage as readMessagePage,
  openConversation,
  otherSide,
  sharesSubject,
  sideOf,
  subjectKey,
  unreadTotal,
} from './queries';
import { attachmentParams, conversationBody, conversationParams, messageBody, messagePageQuery } from './schema';
import { chatMessage, conversationOpened, conversationSummary, messagePage, noContent, responses, unreadCount } from '@craft/shared/schemas/responses';
import { attachedDocument } from '../../lib/file-types';
import { z } from 'zod';
import { backgroundWork } from '../../lib/background-work';
import { perUserRateLimit } from '../../lib/route-limits';

/** Where each side reads a conversation (the buyer remote's messages page, the dashboard's Messages tab). */
const conversationPath = (side: Side, id: number) => (side === 'buyer' ? `/messages?conversation=${id}` : `/home/craftman?tab=messages&conversation=${id}`);

/** Conversations between a buyer and a craftsman; live delivery is GET /live. */
const conversations: FastifyPluginAsyncZod = async (app) => {
  /** A message's notice to the other party is worked out after the message is answered. */
  const afterAnswer = backgroundWork(app);

  const perUser = perUserRateLimit('messages', app.config.limits.messagesPerUser);
  /** Mark-as-read per reader: each call is pushed live to both parties' tabs, so it is not free. */
  const readsPerReader = perUserRateLimit('reads', app.config.limits.readsPerUser);

  /** The conversation, if the caller is one of its two parties; anyone else gets 404 (its existence is not theirs to know). */
  async function partyOf(id: number, user: AuthUser): Promise<{ row: ConversationRow; side: Side }> {
    const row = await findConversation(app.db, id);
    const side = row ? sideOf(row, user.id) : null;
    if (!row || !side) throw notFound('Conversation not found', 'conversation.not_found');
    return { row, side };
  }

  async function summaryFor(user: AuthUser, id: number): Promise<ConversationSummary> {
    const [summary] = await listConversations(app.db, user, id);
    if (!summary) throw notFound('Conversation not found', 'conversation.not_found');
    return summary;
  }

  /** Writes the message (with its attachment claimed in the same transaction), then tells the recipient. */
  async function send(conversation: ConversationRow, side: Side, sender: AuthUser, text: string, documentRef: string | undefined): Promise<ChatMessage> {
    const recipient = await findUserById(app.db, conversation[`${otherSide(side)}_id`]);
    if (!recipient || recipient.deleted_at !== null) throw conflict('This account has been deleted; messages can no longer be sent to it', 'conversation.recipient_deleted');
    const documentId = documentRef ? await claimableDocumentId(app.db, documentRef) : null;
    const message = await app.db.transaction().execute(async (trx) => {
      const written = await attachingDocument(() => insertMessage(trx, conversation, side, { sender_id: sender.id, text, document_id: documentId }));
      if (documentId !== null) await attachDocument(trx, documentId, `message:${written.id}`);
      return written;
    });
    app.live.deliver([conversation.buyer_id, conversation.seller_id], { type: 'message', conversation_id: conversation.id, message });
    afterAnswer(afterSend(app, conversation, otherSide(side), recipient.id), 'message notice failed');
    return message;
  }

  /** The recipient's new unread count, live; an e-mail when they are not on the site (at most one per 15 minutes and conversation). */
  async function afterSend(instance: FastifyInstance, conversation: ConversationRow, recipientSide: Side, recipientId: number): Promise<void> {
    const recipientRole = recipientSide;
    instance.live.deliver([recipientId], { type: 'unread', unread: await unreadTotal(instance.db, { id: recipientId, role: recipientRole }) });
    if (await instance.live.isOnline(recipientId)) return;
    const recipient = await findUserById(instance.db, recipientId);
    // Only to an address its owner confirmed: nobody gets mail they did not ask for.
    if (!recipient || recipient.deleted_at !== null || recipient.email_confirmed_at === null) return;
    // The recipient may have switched message mails off.
    if (!(await mailGroupOn(instance.db, recipientId, 'messages'))) return;
    if (!(await claimNotice(instance.db, conversation.id, recipientSide, now(), instance.config.limits.messageNoticeMs))) return;
    const sender = await findUserById(instance.db, conversation[`${otherSide(recipientSide)}_id`]);
    if (!sender) return;
    const senderName = recipientSide === 'buyer' ? displayName(sender) : fullName(sender);
    const summary = await summaryFor({ id: recipientId, role: recipientRole }, conversation.id);
    instance.mailer.send(
      newMessageMail(
        { email: recipient.email, name: recipient.firstname || fullName(recipient), locale: recipient.locale },
        senderName,
        summary.subject.title,
        `${instance.config.publicWebUrl}${conversationPath(recipientSide, conversation.id)}`,
      ),
    );
  }

  /**
   * POST /conversations: a buyer writes to a craftsman (optionally about a service, order, direct
   * offer or quotation request of theirs); a craftsman only about an order, offer or request they
   * share with the customer. The same pair and subject reuse one conversation: 201 when it was
   * opened now, 200 when the message went into the existing one.
   */
  app.post(
    '/conversations',
    { schema: { body: conversationBody, response: responses({ 200: conversationOpened, 201: conversationOpened }) }, preHandler: app.requireUser, config: perUser },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const subject = subjectOf(body);
      let buyerId: number;
      let sellerId: number;
      if (user.role === 'buyer') {
        if (body.seller_id === undefined) throw badRequest('seller_id: Name the craftsman you are writing to', 'conversation.seller_required');
        const seller = await findUserById(app.db, body.seller_id);
        // A suspended craftsman has no public page, so no one starts a conversation with him either.
        if (!seller || seller.role !== 'seller' || seller.deleted_at !== null || seller.suspended_at !== null) throw notFound('Craftsman not found', 'seller.not_found');
        [buyerId, sellerId] = [user.id, seller.id];
      } else {
        if (body.buyer_id === undefined) throw badRequest('buyer_id: Name the customer you are writing to', 'conversation.buyer_required');
        if (subject.kind === 'general' || subject.kind === 'service') {
          throw badRequest('A craftsman can write about an order, a price proposal or a quotation request shared with the customer', 'conversation.subject_not_allowed');
        }
        [buyerId, sellerId] = [body.buyer_id, user.id];
      }
      if (subject.id !== null && !(await sharesSubject(app.db, buyerId, sellerId, subject.kind, subject.id))) {
        throw notFound(`${SUBJECT_NAMES[subject.kind]} not found`, 'conversation.subject_not_found');
      }
      const { row, created } = await openConversation(app.db, buyerId, sellerId, subjectKey(subject.kind, subject.id));
      const message = await send(row, user.role, user, body.text, body.document_url || undefined);
      return reply.code(created ? 201 : 200).send({ conversation: await summaryFor(user, row.id), message });
    },
  );

  app.get('/conversations', { schema: { response: responses({ 200: z.array(conversationSummary) }) }, preHandler: app.requireUser }, async (request) =>
    listConversations(app.db, currentUser(request)),
  );

  app.get('/conversations/unread', { schema: { response: responses({ 200: unreadCount }) }, preHandler: app.requireUser }, async (request) => ({
    unread: await unreadTotal(app.db, currentUser(request)),
  }));

  app.get('/conversations/:id', { schema: { params: conversationParams, response: responses({ 200: conversationSummary }) }, preHandler: app.requireUser }, async (request) => {
    const user = currentUser(request);
    await partyOf(request.params.id, user);
    return summaryFor(user, request.params.id);
  });

  app.get(
    '/conversations/:id/messages',
    { schema: { params: conversationParams, querystring: messagePageQuery, response: responses({ 200: messagePage }) }, preHandler: app.requireUser },
    async (request) => {
      const { row } = await partyOf(request.params.id, currentUser(request));
      return readMessagePage(app.db, row.id, request.query.before, request.query.size);
    },
  );

  app.post(
    '/conversations/:id/messages',
    { schema: { params: conversationParams, body: messageBody, response: responses({ 201: chatMessage }) }, preHandler: app.requireUser, config: perUser },
    async (request, reply) => {
      const user = currentUser(request);
      const { row, side } = await partyOf(request.params.id, user);
      return reply.code(201).send(await send(row, side, user, request.body.text, request.body.document_url || undefined));
    },
  );

  /** POST /conversations/{id}/read: everything up to now is read; the reader's other tabs and the sender hear of it live. */
  app.post(
    '/conversations/:id/read',
    { schema: { params: conversationParams, response: responses({ 204: noContent }) }, preHandler: app.requireUser, config: readsPerReader },
    async (request, reply) => {
      const user = currentUser(request);
      const { row, side } = await partyOf(request.params.id, user);
      const upTo = await markRead(app.db, row, side);
      app.live.deliver([row.buyer_id, row.seller_id], { type: 'read', conversation_id: row.id, reader_id: user.id, read_up_to: upTo });
      app.live.deliver([user.id], { type: 'unread', unread: await unreadTotal(app.db, user) });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/conversations/:id/messages/:messageId/attachment',
    { schema: { params: attachmentParams, response: responses({ 200: attachedDocument }) }, preHandler: app.requireUser },
    async (request, reply) => {
      const { row } = await partyOf(request.params.id, currentUser(request));
      const message = await findMessage(app.db, row.id, request.params.messageId);
      if (!message) throw notFound('Message not found', 'message.not_found');
      return sendDocument(app, reply, message.document_id, `message-${message.id}`);
    },
  );
};

const SUBJECT_NAMES: Record<ConversationSubjectKind, string> = {
  general: 'Subject',
  service: 'Service',
  order: 'Order',
  direct_offer: 'Offer',
  quotation: 'Quotation request',
};

function subjectOf(body: { service_id?: number; order_id?: number; direct_offer_id?: number; quotation_id?: number }): {
  kind: ConversationSubjectKind;
  id: number | null;
} {
  if (body.service_id !== undefined) return { kind: 'service', id: body.service_id };
  if (body.order_id !== undefined) return { kind: 'order', id: body.order_id };
  if (body.direct_offer_id !== undefined) return { kind: 'direct_offer', id: body.direct_offer_id };
  if (body.quotation_id !== undefined) return { kind: 'quotation', id: body.quotation_id };
  return { kind: 'general', id: null };
}

export default conversations;
