import type { Kysely } from 'kysely';
import type { ServiceWeek } from '@craft/shared/api/feature-types';
import type { Database } from '../../db/types';
import { weekSpan } from '../../lib/iso-weeks';
import { now } from '../../lib/time';

/**
 * A service's last `weeks` ISO weeks for its craftsman (oldest first, the current one last):
 * views (service_views, reads by others), requests (price proposals about the service and
 * conversations buyers started about it), orders placed and not cancelled, and their agreed
 * amounts in euros.
 */
export async function serviceWeeks(db: Kysely<Database>, service: { id: number; seller_id: number }, weeks: number): Promise<ServiceWeek[]> {
  const span = weekSpan(weeks, now().getTime());
  const [views, offers, conversations, orders] = await Promise.all([
    db.selectFrom('service_views').select(['day', 'views']).where('service_id', '=', service.id).where('day', '>=', span.since.slice(0, 10)).execute(),
    db.selectFrom('direct_offers').select(['created_at']).where('service_id', '=', service.id).where('created_at', '>=', span.since).execute(),
    db
      .selectFrom('conversations')
      .select(['created_at'])
      .where('seller_id', '=', service.seller_id)
      .where('subject', '=', `service:${service.id}`)
      .where('created_at', '>=', span.since)
      .execute(),
    db
      .selectFrom('orders')
      .select(['amount', 'created_at'])
      .where('service_id', '=', service.id)
      .where('status', '!=', 'cancelled')
      .where('created_at', '>=', span.since)
      .execute(),
  ]);
  const table = span.weeks.map(({ name }) => ({ week: name, views: 0, requests: 0, orders: 0, cents: 0 }));
  for (const row of views) {
    const week = table[span.indexOf(row.day)];
    if (week) week.views += Number(row.views);
  }
  for (const row of [...offers, ...conversations]) {
    const week = table[span.indexOf(row.created_at)];
    if (week) week.requests += 1;
  }
  for (const row of orders) {
    const week = table[span.indexOf(row.created_at)];
    if (!week) continue;
    week.orders += 1;
    // Summed in cents: euro amounts as floats drift (0.1 + 0.2).
    week.cents += Math.round(Number(row.amount) * 100);
  }
  return table.map(({ cents, ...week }) => ({ ...week, revenue: cents / 100 }));
}
