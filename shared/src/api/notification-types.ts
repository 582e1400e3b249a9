/**
 * Wire types of notifications: what happened in a user's jobs, as the list shows it and the
 * live stream pushes it, and which groups of e-mails the user gets. Derived from
 * ../schemas/responses/notifications (type imports only).
 */

import type { z } from 'zod';
import type { mailPreferences, notification, notificationPage } from '../schemas/responses/notifications';

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

/** What happened in one of a user's jobs. */
export type Notification = z.output<typeof notification>;

/** GET /notifications: one page, newest first, and the caller's unread count. */
export type NotificationPage = z.output<typeof notificationPage>;

/** GET/PUT /users/me/mail-preferences: true = mails of that group are sent (the default). */
export type MailPreferences = z.output<typeof mailPreferences>;
