import { mailPreferencesSchema, notificationPageQuerySchema, notificationsReadSchema } from '@craft/shared/schemas';

export const notificationListQuery = notificationPageQuerySchema;
/** No body at all means "all", like an empty object. */
export const notificationsReadBody = notificationsReadSchema.nullish();
export const mailPreferencesBody = mailPreferencesSchema;
