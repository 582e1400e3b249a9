/**
 * Wire types of notifications: what happened in a user's jobs, as the list shows it and the
 * live stream pushes it, and which groups of e-mails the user gets. The API's zod response schemas
 * (api/src/wire.ts) are checked against these.
 */

export const NOTIFICATION_KINDS = [
  'order_new',
  'order_placed',
  'order_accepted',
  'order_rejected',
  'order_cancelled',
  'order_work_done',
  'order_completed',
  'payment_received',
  'offer_new',
  'offer_changed',
  'offer_countered',
  'offer_accepted',
  'offer_rejected',
  'offer_withdrawn',
  'review_received',
  'quotation_request',
] as const;

/** What happened: `order_placed` is the customer's own confirmation, every other kind the other party's step. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NotificationSubjectType = 'order' | 'direct_offer' | 'quotation' | 'review';

export interface Notification {
  id: number;
  kind: NotificationKind;
  /** The order, direct offer, quotation request or review it is about. */
  subject: { type: NotificationSubjectType; id: number };
  /** Who caused it, as the recipient may see them (null: the system, or an anonymous quotation request). */
  actor_name: string | null;
  /** The service's title; for a quotation request the category's name. */
  title: string | null;
  /** The price it names (the order's amount, an offered or agreed price), in whole euros. */
  price: number | null;
  /** The reason given for a rejection, cancellation or withdrawal. */
  reason: string | null;
  created_at: string;
  read: boolean;
}

/** GET /notifications: one page, newest first, and the caller's unread count. */
export interface NotificationPage {
  items: Notification[];
  unread: number;
}

export const MAIL_GROUPS = ['orders', 'offers', 'reviews', 'quotation_requests', 'messages'] as const;

/** A group of e-mails a user can switch off; the in-app notifications stay either way. */
export type MailGroup = (typeof MAIL_GROUPS)[number];

/** GET/PUT /users/me/mail-preferences: true = mails of that group are sent (the default). */
export type MailPreferences = Record<MailGroup, boolean>;
