import { z } from 'zod';
import { id, timestamp } from './common';

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
