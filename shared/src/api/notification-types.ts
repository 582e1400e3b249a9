/**
 * Wire types of notifications: what happened in a user's jobs, as the list shows it and the
 * live stream pushes it, and which groups of e-mails the user gets. The API's zod response schemas
 * (api/src/wire.ts) are checked against these.
 */

import type { MailGroup, NotificationKind, NotificationSubjectType } from './notification-kinds';

// The kinds and mail groups come from the one table of notification kinds. Named one by one: the
// API's test runner loads this file as CommonJS, where `export *` hides the names from ESM importers.
export {
  MAIL_GROUPS,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_TABLE,
  isJobMailKind,
  isNotificationKind,
  notificationKind,
  type JobMailKind,
  type MailGroup,
  type NotificationKind,
  type NotificationKindEntry,
  type NotificationSubjectType,
} from './notification-kinds';

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

/** GET/PUT /users/me/mail-preferences: true = mails of that group are sent (the default). */
export type MailPreferences = Record<MailGroup, boolean>;
