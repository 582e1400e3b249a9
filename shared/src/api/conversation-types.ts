/**
 * Wire types of conversations between a buyer and a craftsman: the API's responses, derived from
 * ../schemas/responses/conversations (type imports only), and the live events it pushes.
 */
import type { z } from 'zod';
import type {
  chatMessage,
  conversationOpened,
  conversationParty,
  conversationSubject,
  conversationSummary,
  exportedConversation,
  messagePage,
  unreadCount,
} from '../schemas/responses/conversations';
import type { Notification } from './notification-types';

/** What a conversation is about: one of the buyer's dealings with the craftsman, or nothing in particular. */
export type ConversationSubject = z.output<typeof conversationSubject>;
export type ConversationSubjectKind = ConversationSubject['kind'];

export type ChatMessage = z.output<typeof chatMessage>;

export type ConversationParty = z.output<typeof conversationParty>;

export type ConversationSummary = z.output<typeof conversationSummary>;

/** A conversation in the account export: the other party by id only (customers are private people). */
export type ExportedConversation = z.output<typeof exportedConversation>;

/** POST /conversations: the conversation (new or reused for the same pair and subject) and the message just sent. */
export type ConversationOpened = z.output<typeof conversationOpened>;

/** GET /conversations/{id}/messages: one page, oldest first; `has_more` when older messages exist before it. */
export type MessagePage = z.output<typeof messagePage>;

/** GET /conversations/unread: the navbar's badge. */
export type UnreadCount = z.output<typeof unreadCount>;

/**
 * What GET /live pushes as Server-Sent Events (the `event:` name is the `type`). After a reconnect
 * the client refetches what it shows: the stream has no replay.
 */
export type LiveEvent =
  | { type: 'message'; conversation_id: number; message: ChatMessage }
  | { type: 'read'; conversation_id: number; reader_id: number; read_up_to: number }
  | { type: 'unread'; unread: number }
  /** A new notification and the caller's unread notification count (not messages). */
  | { type: 'notification'; notification: Notification; unread: number }
  /**
   * The server is going away (a restart, a deploy) and ends the stream right after: open it again
   * in after_ms (another instance, or this one back), quietly, like after any drop.
   */
  | { type: 'reconnect'; after_ms: number };
