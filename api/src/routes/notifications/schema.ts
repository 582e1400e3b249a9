import { mailPreferencesSchema, notificationPageQuerySchema, notificationsReadSchema } from '@craft/shared/schemas';

export const notificationListQuery = notificationPageQuerySchema;
/** No body at all means "all", like an empty object. */
export const notificationsReadBody = notificationsReadSchema.optional();
export const mailPreferencesBody = mailPreferencesSchema;
