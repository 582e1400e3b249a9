import { z } from 'zod';
import { id, idParam, optionalText, requiredText, timestamp } from './common';

/** A message's text limit; line breaks are allowed (other control characters are refused at the API edge). */
export const MESSAGE_MAX_LENGTH = 4000;

const messageText = requiredText(MESSAGE_MAX_LENGTH);
/** An uploaded document's reference from POST /quotation/upload (same sniffing and size limits as every document). */
const documentRef = optionalText(100).optional();

/** POST /conversations/{id}/messages (the message box checks the same). */
export const messageWriteSchema = z.object({ text: messageText, document_url: documentRef });

const SUBJECT_FIELDS = ['service_id', 'order_id', 'direct_offer_id', 'quotation_id'] as const;

/**
 * POST /conversations. A buyer names the craftsman (`seller_id`); a craftsman may only start one
 * about something the two already share (an order, a direct offer or a quotation request) and names
 * the customer (`buyer_id`). At most one subject.
 */
export const conversationCreateSchema = z
  .object({
    seller_id: idParam.optional(),
    buyer_id: idParam.optional(),
    service_id: idParam.optional(),
    order_id: idParam.optional(),
    direct_offer_id: idParam.optional(),
    quotation_id: idParam.optional(),
    text: messageText,
    document_url: documentRef,
  })
  .superRefine((value, ctx) => {
    const subjects = SUBJECT_FIELDS.filter((field) => value[field] !== undefined);
    if (subjects.length > 1) {
      ctx.addIssue({ code: 'custom', path: [subjects[1] ?? 'service_id'], message: 'A conversation is about one thing at most' });
    }
    if ((value.seller_id === undefined) === (value.buyer_id === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['seller_id'], message: 'Name either the craftsman (seller_id) or the customer (buyer_id)' });
    }
  });

/** GET /conversations/{id}/messages?before=&size= */
export const messagePageQuerySchema = z.object({
  /** Messages older than this message id; absent for the newest page. */
  before: idParam.optional(),
  size: z.coerce.number().int().min(1).max(100).default(30),
});

// ---- responses ----------------------------------------------------------------------------------

export const chatMessage = z
  .object({
    id,
    conversation_id: id,
    sender_id: id,
    /** Plain text, shown as text (never as HTML). */
    text: z.string(),
    /** A document is attached; parties download it from /conversations/{id}/messages/{messageId}/attachment. */
    has_attachment: z.boolean(),
    erased: z.boolean().meta({ description: 'The sender deleted their account: text and attachment are gone (text is empty); clients show a placeholder' }),
    created_at: timestamp,
  })
  .meta({ id: 'ChatMessage' });

/** What a conversation is about: one of the buyer's dealings with the craftsman, or nothing in particular. */
export const conversationSubject = z.object({
  kind: z.enum(['general', 'service', 'order', 'direct_offer', 'quotation']),
  /** The service, order, direct offer or quotation request id; null for 'general'. */
  id: id.nullable(),
  /** The service's title (also for an order); null when there is none to show. */
  title: z.string().nullable(),
});

export const conversationParty = z.object({
  id,
  /** The public name: a craftsman's display name, a customer's first and last name. Never contact data. */
  name: z.string(),
  role: z.enum(['buyer', 'seller']),
});

export const conversationSummary = z
  .object({
    id,
    buyer_id: id,
    seller_id: id,
    /** The party the caller talks to. */
    other_party: conversationParty,
    subject: conversationSubject,
    last_message: chatMessage.nullable(),
    /** Messages from the other party after the caller's last read. */
    unread_count: z.number().int(),
    last_message_at: timestamp,
    created_at: timestamp,
  })
  .meta({ id: 'ConversationSummary' });

/** POST /conversations: the conversation (new or reused for the same pair and subject) and the message just sent. */
export const conversationOpened = z.object({ conversation: conversationSummary, message: chatMessage }).meta({ id: 'ConversationOpened' });
/** GET /conversations/{id}/messages: one page, oldest first; `has_more` when older messages exist before it. */
export const messagePage = z.object({ items: z.array(chatMessage), has_more: z.boolean() }).meta({ id: 'MessagePage' });
/** GET /conversations/unread: the navbar's badge. */
export const unreadCount = z.object({ unread: z.number().int() }).meta({ id: 'UnreadCount' });
/** A conversation in the account export: the other party by id only (customers are private people); every message, oldest first. */
export const exportedConversation = z
  .object({ id, other_party_id: id, subject: conversationSubject, messages: z.array(chatMessage) })
  .meta({ id: 'ExportedConversation' });
