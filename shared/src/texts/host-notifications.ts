import type { Notification } from '../api/notification-types';

/**
 * Texts of the notification bell (#15), imported from '@craft/shared/texts/host-notifications' by
 * its lazily loaded chunk only, so the landing page's script does not grow.
 */
const euros = (price: number | null) => (price === null ? '' : ` (${price}€)`);
const quoted = (title: string | null) => (title ? `"${title}"` : 'your job');

export const hostNotificationTexts = {
  button: 'Notifications',
  buttonWithUnread: (unread: number) => `Notifications, ${unread} unread`,
  title: 'Notifications',
  empty: 'Nothing new yet. You hear here about your orders, offers and reviews.',
  failed: 'Notifications could not be loaded.',
  retry: 'Try again',
  markAllRead: 'Mark all as read',
  unreadMark: 'New',
  /** One line per notification: who did what, about which service. */
  line: (n: Notification): string => {
    const who = n.actor_name ?? 'Someone';
    switch (n.kind) {
      case 'order_new':
        return `${who} ordered ${quoted(n.title)}${euros(n.price)}`;
      case 'order_placed':
        return `Your order for ${quoted(n.title)} is placed${euros(n.price)}`;
      case 'order_accepted':
        return `${who} accepted your order for ${quoted(n.title)}`;
      case 'order_rejected':
        return `${who} rejected your order for ${quoted(n.title)}`;
      case 'order_cancelled':
        return `${who} cancelled the order for ${quoted(n.title)}`;
      case 'order_work_done':
        return `${who} finished ${quoted(n.title)}: please confirm`;
      case 'order_completed':
        return `The order for ${quoted(n.title)} is completed`;
      case 'payment_received':
        return `${who} marked your payment for ${quoted(n.title)} as received`;
      case 'offer_new':
        return `${who} sent you an offer${n.title ? ` for ${quoted(n.title)}` : ''}${euros(n.price)}`;
      case 'offer_countered':
        return `${who} answered your offer with a price${euros(n.price)}`;
      case 'offer_accepted':
        return `${who} accepted the offer${euros(n.price)}`;
      case 'offer_rejected':
        return `${who} rejected your offer`;
      case 'offer_withdrawn':
        return `${who} withdrew the offer`;
      case 'review_received':
        return `${who} reviewed ${quoted(n.title)}`;
      case 'quotation_request':
        return `New quotation request${n.title ? ` in ${n.title}` : ''}`;
      default:
        return who;
    }
  },
  reason: (reason: string) => `Reason: ${reason}`,
};
