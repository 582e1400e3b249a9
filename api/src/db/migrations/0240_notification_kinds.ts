import { sql } from 'kysely';
import { type MigrationDb, isPostgres, rebuildSqliteTable } from './helpers';

/** The kinds 0234 allowed: what `down` restores. Frozen here; the live list is the shared table of notification kinds. */
const KINDS_OF_0234 = [
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
  'offer_changed',
];
const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');
const KIND_CHECK = /\s*check \(kind in \([^)]*\)\)/g;

/**
 * notifications.kind loses its CHECK: the kinds are listed once, in the shared table of
 * notification kinds, and the API refuses a kind outside it when it writes a row (and lists only
 * kinds it knows). So a new kind needs no migration, and on SQLite no table rebuild, again.
 */
export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    // PostgreSQL names a column's inline check <table>_<column>_check (0234 kept that name).
    await sql.raw('alter table notifications drop constraint if exists notifications_kind_check').execute(db);
    return;
  }
  await rebuildSqliteTable(db, 'notifications', (create) => {
    if ((create.match(KIND_CHECK) ?? []).length !== 1) throw new Error('0240: the kind check of notifications is not where it was');
    return create.replace(KIND_CHECK, '');
  });
}

export async function down(db: MigrationDb): Promise<void> {
  await db.deleteFrom('notifications').where('kind', 'not in', KINDS_OF_0234).execute();
  const check = `check (kind in (${list(KINDS_OF_0234)}))`;
  if (isPostgres(db)) {
    await sql.raw(`alter table notifications add constraint notifications_kind_check ${check}`).execute(db);
    return;
  }
  await rebuildSqliteTable(db, 'notifications', (create) => create.replace(/("?kind"?\s+varchar\(30\)\s+not null)/i, `$1 ${check}`));
}
