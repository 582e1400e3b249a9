import type { Notification } from './notification-types';

/**
 * Wire types of conversations between a buyer and a craftsman: the API's responses and the
 * live events it pushes. The API's zod response schemas (api/src/wire.ts) are checked against these.
 */

/** What a conversation is about: one of the buyer's dealings with the craftsman, or nothing in particular. */
export type ConversationSubjectKind = 'general' | 'service' | 'order' | 'direct_offer' | 'quotation';

export interface ConversationSubject {
  kind: ConversationSubjectKind;
  /** The service, order, direct offer or quotation request id; null for 'general'. */
  id: number | null;
  /** The service's title (also for an order); null when there is none to show. */
  title: string | null;
}

export interface ChatMessage {
  id: number;
  conversation_id: number;
  sender_id: number;
  /** Plain text, shown as text (never as HTML). */
  text: string;
  /** A document is attached; parties download it from /conversations/{id}/messages/{messageId}/attachment. */
  has_attachment: boolean;
  /** The sender deleted their account: the text is empty and the attachment gone; shown as a placeholder. */
  erased: boolean;
  created_at: string;
}

export interface ConversationParty {
  id: number;
  /** The public name: a craftsman's display name, a customer's first and last name. Never contact data. */
  name: string;
  role: 'buyer' | 'seller';
}

export interface ConversationSummary {
  id: number;
  buyer_id: number;
  seller_id: number;
  /** The party the caller talks to. */
  other_party: ConversationParty;
  subject: ConversationSubject;
  last_message: ChatMessage | null;
  /** Messages from the other party after the caller's last read. */
  unread_count: number;
  last_message_at: string;
  created_at: string;
}

/** A conversation in the account export: the other party by id only (customers are private people). */
export interface ExportedConversation {
  id: number;
  other_party_id: number;
  subject: ConversationSubject;
  /** Every message, oldest first, both parties'. */
  messages: ChatMessage[];
}

/** POST /conversations: the conversation (new or reused for the same pair and subject) and the message just sent. */
export interface ConversationOpened {
  conversation: ConversationSummary;
  message: ChatMessage;
}

/** GET /conversations/{id}/messages: one page, oldest first; `has_more` when older messages exist before it. */
export interface MessagePage {
  items: ChatMessage[];
  has_more: boolean;
}

/** GET /conversations/unread: the navbar's badge. */
export interface UnreadCount {
  unread: number;
}

/**
 * What GET /live pushes as Server-Sent Events (the `event:` name is the `type`). After a reconnect
 * the client refetches what it shows: the stream has no replay.
 */
export type LiveEvent =
  | { type: 'message'; conversation_id: number; message: ChatMessage }
  | { type: 'read'; conversation_id: number; reader_id: number; read_up_to: number }
  | { type: 'unread'; unread: number }
  /** A new notification and the caller's unread notification count (not messages). */
  | { type: 'notification'; notification: Notification; unread: number };
