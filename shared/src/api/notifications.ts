/** Notifications and mail preferences. */
import type { MailPreferencesInput } from '../schemas/notifications';
import { apiClient } from './client';
import type { MailPreferences, NotificationPage } from './notification-types';

/** GET /notifications: the page before notification `before` (default: the newest), newest first, and the unread count. */
export async function getNotifications(params: { before?: number; size?: number } = {}): Promise<NotificationPage> {
  const { data } = await apiClient.get<NotificationPage>('/notifications', { params });
  return data;
}

/** POST /notifications/read: these notifications, or all of them when `ids` is left out; answers the unread count left. */
export async function markNotificationsRead(ids?: number[]): Promise<number> {
  const { data } = await apiClient.post<{ unread: number }>('/notifications/read', ids ? { ids } : {});
  return data.unread;
}

/** GET /users/me/mail-preferences */
export async function getMailPreferences(): Promise<MailPreferences> {
  const { data } = await apiClient.get<MailPreferences>('/users/me/mail-preferences');
  return data;
}

/** PUT /users/me/mail-preferences: groups left out keep their setting; answers all of them. */
export async function updateMailPreferences(preferences: MailPreferencesInput): Promise<MailPreferences> {
  const { data } = await apiClient.put<MailPreferences>('/users/me/mail-preferences', preferences);
  return data;
}
