import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../api/notification-kinds';
import { id, timestamp } from './common';

export const notification = z
  .object({
    id,
    kind: z.enum(NOTIFICATION_KINDS),
    /** The order, direct offer, quotation request, review or moderation case it is about. */
    subject: z.object({ type: z.enum(['order', 'direct_offer', 'quotation', 'review', 'moderation_case', 'trader']), id }),
    /** Who caused it, as the recipient may see them (null: the system, or an anonymous quotation request). */
    actor_name: z.string().nullable(),
    /** The service's title; for a quotation request the category's name. */
    title: z.string().nullable(),
    /** The price it names (the order's amount, an offered or agreed price), in whole euros. */
    price: z.number().int().nullable(),
    /** The reason given for a rejection, cancellation or withdrawal; a moderation decision's statement of reasons. */
    reason: z.string().nullable(),
    created_at: timestamp,
    read: z.boolean(),
  })
  .meta({ id: 'Notification' });

/** GET /notifications: one page, newest first, and the caller's unread count. */
export const notificationPage = z.object({ items: z.array(notification), unread: z.number().int() }).meta({ id: 'NotificationPage' });

/** GET/PUT /users/me/mail-preferences: true = mails of that group are sent (the default). */
export const mailPreferences = z
  .object({ orders: z.boolean(), offers: z.boolean(), reviews: z.boolean(), quotation_requests: z.boolean(), messages: z.boolean() })
  .meta({ id: 'MailPreferences', description: 'true: mails of the group are sent (the default)' });
