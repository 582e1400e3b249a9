import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { moderationFigures } from '@craft/shared/schemas/responses';
import type { Database } from '../../db/types';
import { timeOf, weekSpan } from '../../lib/iso-weeks';

type Figures = z.output<typeof moderationFigures>;
type Week = Figures['weeks'][number];

const median = (values: number[]): number | null => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The platform's weekly figures for the operators' console, `weeks` ISO weeks ending with the
 * current one (oldest first), counted per ISO week (lib/iso-weeks).
 */
export async function weeklyFigures(db: Kysely<Database>, weeks: number, now = Date.now()): Promise<Figures> {
  const span = weekSpan(weeks, now);
  const since = span.since;
  const [users, services, orders, reports, decided] = await Promise.all([
    db.selectFrom('users').select(['role', 'created_at']).where('created_at', '>=', since).execute(),
    db.selectFrom('services').select(['created_at']).where('created_at', '>=', since).execute(),
    db.selectFrom('orders').select(['amount', 'created_at']).where('created_at', '>=', since).execute(),
    db.selectFrom('reports').select(['created_at']).where('created_at', '>=', since).execute(),
    db
      .selectFrom('moderation_cases')
      .select(['created_at', 'decided_at'])
      .where('status', '=', 'decided')
      .where('decided_at', '>=', since)
      .execute(),
  ]);
  const table: Week[] = span.weeks.map(({ name, monday }) => ({
    week: name,
    starts_on: new Date(monday).toISOString().slice(0, 10),
    registrations: { buyer: 0, seller: 0 },
    published_services: 0,
    orders: 0,
    order_value_eur: 0,
    reports_received: 0,
    reports_decided: 0,
    median_hours_to_decision: null,
  }));
  const weekAt = (value: Date | string): Week | undefined => table[span.indexOf(value)];
  for (const user of users) {
    const week = weekAt(user.created_at);
    // Operators are staff accounts, not registrations.
    if (week && user.role !== 'operator') week.registrations[user.role] += 1;
  }
  for (const service of services) {
    const week = weekAt(service.created_at);
    if (week) week.published_services += 1;
  }
  const cents = new Map<Week, number>();
  for (const order of orders) {
    const week = weekAt(order.created_at);
    if (!week) continue;
    week.orders += 1;
    cents.set(week, (cents.get(week) ?? 0) + Math.round(Number(order.amount) * 100));
  }
  for (const [week, total] of cents) week.order_value_eur = total / 100;
  for (const report of reports) {
    const week = weekAt(report.created_at);
    if (week) week.reports_received += 1;
  }
  const hours = new Map<Week, number[]>();
  for (const row of decided) {
    if (row.decided_at === null) continue;
    const week = weekAt(row.decided_at);
    if (!week) continue;
    week.reports_decided += 1;
    hours.set(week, [...(hours.get(week) ?? []), (timeOf(row.decided_at) - timeOf(row.created_at)) / 3_600_000]);
  }
  for (const [week, values] of hours) {
    const value = median(values);
    week.median_hours_to_decision = value === null ? null : Math.round(value * 10) / 10;
  }
  return { weeks: table };
}
