import { directOfferQueries, getNotifications, markNotificationsRead, orderQueries, reportError, type NotificationPage } from '@craft/shared';
import { useLiveEvents } from '@craft/shared/live';
import { queryClient, useQuery } from '@craft/shared/query';

const notificationsKey = ['notifications', 'latest'] as const;
const PAGE_SIZE = 20;

/**
 * The signed-in user's latest notifications and unread count, kept current by the page's live
 * stream, and `markAllRead` for when the bell opens.
 */
export function useNotifications() {
  const page = useQuery({ queryKey: notificationsKey, queryFn: () => getNotifications({ size: PAGE_SIZE }) });

  // New notifications arrive on the page's one live stream; after a reconnect the list is read again.
  useLiveEvents(
    (event) => {
      if (event.type !== 'notification') return;
      queryClient.setQueryData<NotificationPage>(notificationsKey, (current) => ({
        items: [event.notification, ...(current?.items ?? []).filter((item) => item.id !== event.notification.id)].slice(0, PAGE_SIZE),
        unread: event.unread,
      }));
      // The order or offer it is about may be on screen (or listed): those pages read theirs again,
      // so a step the other party took shows without a reload. An accepted offer also placed an order.
      if (event.notification.subject.type !== 'quotation') {
        void queryClient.invalidateQueries({ queryKey: orderQueries.all });
        void queryClient.invalidateQueries({ queryKey: directOfferQueries.all });
      }
    },
    () => void queryClient.invalidateQueries({ queryKey: notificationsKey }),
  );

  const unread = page.data?.unread ?? 0;
  const markAllRead = () => {
    if (unread === 0) return;
    markNotificationsRead()
      .then((left) => queryClient.setQueryData<NotificationPage>(notificationsKey, (current) => current && { ...current, unread: left }))
      .catch((error: unknown) => reportError(error, { action: 'Marking notifications read', app: 'host' }));
  };

  return { status: page.status, items: page.data?.items, unread, refetch: () => void page.refetch(), markAllRead };
}
