import { sql } from 'kysely';
import { type MigrationDb, isPostgres, rebuildSqliteTable } from './helpers';

/** The notification kinds of 0190 and the one this adds. */
const OLD_KINDS = [
  'order_new',
  'order_placed',
  'order_accepted',
  'order_rejected',
  'order_cancelled',
  'order_work_done',
  'order_completed',
  'payment_received',
  'offer_new',
  'offer_countered',
  'offer_accepted',
  'offer_rejected',
  'offer_withdrawn',
  'review_received',
  'quotation_request',
];
const KINDS = [...OLD_KINDS, 'offer_changed'];
const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

/** The kind CHECK of notifications: replaced in place on PostgreSQL, by a rebuild on SQLite (as 0180 did for statuses). */
async function setKindCheck(db: MigrationDb, kinds: string[]): Promise<void> {
  if (isPostgres(db)) {
    // PostgreSQL names a column's inline check <table>_<column>_check.
    await sql.raw('alter table notifications drop constraint if exists notifications_kind_check').execute(db);
    await sql.raw(`alter table notifications add constraint notifications_kind_check check (kind in (${list(kinds)}))`).execute(db);
    return;
  }
  await rebuildSqliteTable(db, 'notifications', (create) => {
    const pattern = /check \(kind in \([^)]*\)\)/g;
    if ((create.match(pattern) ?? []).length !== 1) throw new Error('0234: the kind check of notifications is not where it was');
    return create.replace(pattern, `check (kind in (${list(kinds)}))`);
  });
}

/**
 * A pending direct offer's terms cannot move under the craftsman's decision:
 * - direct_offers.version counts the offer's changes; accepting names the version the craftsman
 *   saw, and the UPDATE that accepts only matches that version.
 * - notifications.kind gains `offer_changed`: the craftsman hears of every edit of a pending offer.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('direct_offers').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await setKindCheck(db, KINDS);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.deleteFrom('notifications').where('kind', '=', 'offer_changed').execute();
  await setKindCheck(db, OLD_KINDS);
  await db.schema.alterTable('direct_offers').dropColumn('version').execute();
}
