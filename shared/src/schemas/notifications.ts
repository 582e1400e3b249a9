import { z } from 'zod';
import { idParam } from './common';

/** GET /notifications?before=&size= (other parameters are ignored, as on every list). */
export const notificationPageQuerySchema = z.object({
  /** Notifications older than this id; absent for the newest page. */
  before: idParam.optional(),
  size: z.coerce.number().int().min(1).max(100).default(30),
});

/** POST /notifications/read: these ids (the caller's own; others are ignored), or every one when absent. */
export const notificationsReadSchema = z
  .object({ ids: z.array(idParam).min(1).max(200).optional() })
  .strict();

/** PUT /users/me/mail-preferences: a group left out keeps its current setting. */
export const mailPreferencesSchema = z
  .object({
    orders: z.boolean(),
    offers: z.boolean(),
    reviews: z.boolean(),
    quotation_requests: z.boolean(),
    messages: z.boolean(),
  })
  .partial()
  .strict();

export type MailPreferencesInput = z.input<typeof mailPreferencesSchema>;
