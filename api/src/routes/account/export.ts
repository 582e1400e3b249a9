import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/types';
import { nowIso } from '../../lib/time';
import type { AccountExport, AccountFile } from '@craft/shared/api/feature-types';
import { exportConversations } from '../conversations/queries';
import { listOffers } from '../direct-offers/queries';
import { listOrders, listSellerReviews } from '../orders/queries';
import { listSellerPortfolio } from '../portfolio/queries';
import { listMyQuotations, listSellerAnswers } from '../quotation-answers/queries';
import type { UrlOf } from '../services/queries';
import { listSellerServices } from '../services/queries';
import { marketplaceRole, toPrivateUser } from '../users/queries';
import { listWishlist } from '../wishlist/queries';
import { getMailPreferences, listNotifications } from '../notifications/queries';

/**
 * Everything the platform holds about one user (GDPR Art. 20), read through the same
 * queries the screens use. Customers who ordered from, wrote to or reviewed a craftsman are
 * private people: their names are left out of the craftsman's export (ids stay). Craftsmen's
 * display names are public on the marketplace and stay in a customer's export.
 */
export async function buildExport(db: Kysely<Database>, user: UserRow, urlOf: UrlOf): Promise<AccountExport> {
  const isSeller = user.role === 'seller';
  const none = async () => [];
  const [services, portfolio, ordersPlaced, ordersReceived, offersSent, offersReceived, quotations, answers, reviewsReceived, wishlist, conversations, notifications, mailPreferences] =
    await Promise.all([
      isSeller ? listSellerServices(db, user.id, urlOf, 'own') : none(),
      isSeller ? listSellerPortfolio(db, user.id, urlOf) : none(),
      listOrders(db, 'buyer_id', user.id, urlOf),
      listOrders(db, 'seller_id', user.id, urlOf),
      listOffers(db, 'buyer_id', user.id),
      listOffers(db, 'seller_id', user.id),
      listMyQuotations(db, user),
      isSeller ? listSellerAnswers(db, user.id) : none(),
      isSeller ? listSellerReviews(db, user.id) : none(),
      listWishlist(db, user.id, urlOf),
      exportConversations(db, { id: user.id, role: marketplaceRole(user) }),
      listNotifications(db, user.id),
      getMailPreferences(db, user.id),
    ]);
  const files: AccountFile[] = [
    ...services.flatMap((s) => s.photos.map((url) => ({ kind: 'service-photo' as const, url, belongs_to: `service #${s.id}` }))),
    ...portfolio.flatMap((p) => p.images.map((url) => ({ kind: 'portfolio-image' as const, url, belongs_to: `portfolio project #${p.id}` }))),
    ...ordersPlaced.filter((o) => o.has_document).map((o) => ({ kind: 'document' as const, url: `/orders/${o.id}/document`, belongs_to: `order #${o.id}` })),
    ...offersSent.filter((o) => o.has_document).map((o) => ({ kind: 'document' as const, url: `/direct-offers/${o.id}/document`, belongs_to: `offer #${o.id}` })),
    ...quotations.filter((q) => q.has_document).map((q) => ({ kind: 'document' as const, url: null, belongs_to: `quotation request #${q.id}` })),
    ...conversations.flatMap((c) =>
      c.messages
        .filter((m) => m.has_attachment && m.sender_id === user.id)
        .map((m) => ({ kind: 'document' as const, url: `/conversations/${c.id}/messages/${m.id}/attachment`, belongs_to: `message #${m.id}` })),
    ),
  ];
  return {
    exported_at: nowIso(),
    profile: toPrivateUser(user),
    services,
    portfolio,
    // The other party's contact is theirs, not the caller's: never exported.
    orders_placed: ordersPlaced.map((o) => ({ ...o, counterpart_contact: null })),
    orders_received: ordersReceived.map((o) => ({ ...o, buyer_name: null, counterpart_contact: null, review: o.review && { ...o.review, buyer_firstname: null } })),
    direct_offers_sent: offersSent,
    direct_offers_received: offersReceived.map((o) => ({ ...o, buyer_name: null })),
    quotation_requests: quotations,
    quotation_answers: answers,
    reviews_written: ordersPlaced.flatMap((o) => (o.review ? [o.review] : [])),
    reviews_received: reviewsReceived.map((r) => ({ ...r, buyer_firstname: null })),
    wishlist,
    conversations,
    // A craftsman's notifications are caused by customers: their names stay out, like above.
    notifications: isSeller ? notifications.map((n) => ({ ...n, actor_name: null })) : notifications,
    mail_preferences: mailPreferences,
    files,
  };
}
