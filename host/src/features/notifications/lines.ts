import { NOTIFICATION_KIND_TABLE } from '@craft/shared/api/notification-types';
import {
  categoryLabel,
  links,
  remoteLink,
  type Notification,
  type NotificationKind,
  type NotificationKindEntry,
} from '@craft/shared';
import { formatPrice } from '@craft/shared/i18n';
import { notificationsCatalog } from './texts';

type Table = typeof NOTIFICATION_KIND_TABLE;
/** The kinds whose bell line is of this shape (the table's `line`). */
type KindsWithLine<Line extends NotificationKindEntry['line']> = { [K in NotificationKind]: Table[K]['line'] extends Line ? K : never }[NotificationKind];

function lineIs<Line extends NotificationKindEntry['line']>(kind: NotificationKind, line: Line): kind is KindsWithLine<Line> {
  return NOTIFICATION_KIND_TABLE[kind].line === line;
}

/**
 * Where a notification leads: the page its kind's link names in the recipient's remote, by the
 * link names the remote's manifest declares; null when that remote declares none. A decision's
 * statement of reasons leads to where it is appealed.
 */
export function linkOf(notification: Notification, role: 'buyer' | 'seller'): string | null {
  // The statement of reasons leads to the host's appeal page, the same for every role.
  if (notification.kind === 'moderation_decision') return links.appeal(notification.subject.id);
  return remoteLink(role, NOTIFICATION_KIND_TABLE[notification.kind].link, { id: notification.subject.id });
}

/**
 * One line per notification, in the page's language: who did what, about which service. The text
 * of a kind is `line.<kind>` of the catalogue (a kind without one does not compile).
 */
export function lineOf(n: Notification): string {
  const text = notificationsCatalog.text;
  if (lineIs(n.kind, 'category')) {
    // The title of a quotation request is its category's name.
    return n.title ? text(`line.${n.kind}In`, { category: categoryLabel(n.title) }) : text(`line.${n.kind}`);
  }
  const values = {
    who: n.actor_name ?? text('someone'),
    subject: n.title ? text('quoted', { title: n.title }) : text('yourJob'),
    price: n.price === null ? '' : text('price', { price: formatPrice(n.price) }),
  };
  if (lineIs(n.kind, 'optional-subject') && n.title) return text(`line.${n.kind}For`, values);
  return text(`line.${n.kind}`, values);
}
