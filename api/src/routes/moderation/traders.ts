import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../lib/time';
import { traderDecisionMail } from '../../mail/templates/trader';
import { insertNotification, listNotifications, unreadNotifications } from '../notifications/queries';
import type { TraderReview } from '../sellers/trader';

/**
 * Tells the craftsman about the decision on his trader details: a notification (with the
 * operator's message as its reason) and a mail, whatever his mail preferences: he must learn what
 * is missing before his details can be verified.
 */
export async function announceTraderDecision(app: FastifyInstance, review: TraderReview): Promise<void> {
  const user = await app.db
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'locale'])
    .where('id', '=', review.seller_id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) return;
  const verified = review.status === 'verified';
  const id = await insertNotification(app.db, {
    user_id: user.id,
    kind: verified ? 'trader_verified' : 'trader_more_info',
    subject_type: 'trader',
    subject_id: user.id,
    actor_id: null,
    title: null,
    price: null,
    reason: verified ? null : review.message,
    created_at: nowIso(),
  });
  const [notification] = await listNotifications(app.db, user.id, { ids: [id] });
  if (notification) app.live.deliver([user.id], { type: 'notification', notification, unread: await unreadNotifications(app.db, user.id) });
  app.mailer.send(
    traderDecisionMail(
      { email: user.email, firstname: user.firstname, locale: user.locale },
      { company: review.details.legal_name, action: verified ? 'verify' : 'request_more', message: review.message },
    ),
  );
}
