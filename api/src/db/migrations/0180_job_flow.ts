import { type ColumnBuilderCallback, sql } from 'kysely';
import { type MigrationDb, isPostgres, notNull, rebuildSqliteTable, timestampType, withId } from './helpers';

/**
 * The job flow.
 * - services.price_unit: what the price is for ('job' = the whole job; hour, m2, m, piece).
 * - orders: quantity × unit_price = amount, two more statuses (work_done, completed), whether the
 *   craftsman received the money, the reason of a rejection or cancellation and who cancelled,
 *   when the work was done and completed, and the direct offer an order was agreed in.
 * - direct_offers: the service it is about, the customer's price, payment method, a counter price
 *   and the agreed one; two more statuses (countered, withdrawn).
 * - order_events / direct_offer_events: the history of each, one row per step, so it can be queried.
 * Existing rows keep their status; orders get quantity 1 and unit_price = amount, payment open;
 * history is rebuilt from what the rows know (created, decided, reviewed).
 */
const ORDER_STATUSES = `'pending', 'accepted', 'rejected', 'work_done', 'completed', 'cancelled'`;
const OFFER_STATUSES = `'pending', 'countered', 'accepted', 'rejected', 'withdrawn'`;
const OLD_ORDER_STATUSES = `'pending', 'accepted', 'rejected', 'cancelled'`;
const OLD_OFFER_STATUSES = `'pending', 'accepted', 'rejected'`;

type NewColumn = [name: string, type: 'integer' | 'varchar(10)' | 'varchar(20)' | 'varchar(1000)' | 'timestamptz' | 'text', build: ColumnBuilderCallback];

/** The status CHECK of a table: replaced in place on PostgreSQL, by a rebuild on SQLite. */
async function setStatusCheck(db: MigrationDb, table: 'orders' | 'direct_offers', statuses: string): Promise<void> {
  if (isPostgres(db)) {
    // PostgreSQL names a column's inline check <table>_<column>_check.
    await sql.raw(`alter table ${table} drop constraint if exists ${table}_status_check`).execute(db);
    await sql.raw(`alter table ${table} add constraint ${table}_status_check check (status in (${statuses}))`).execute(db);
    return;
  }
  await rebuildSqliteTable(db, table, (create) => {
    const pattern = /check \(status in \([^)]*\)\)/g;
    if ((create.match(pattern) ?? []).length !== 1) throw new Error(`0180: the status check of ${table} is not where it was`);
    return create.replace(pattern, `check (status in (${statuses}))`);
  });
}

export async function up(db: MigrationDb): Promise<void> {
  const ts = timestampType(db);

  await db.schema
    .alterTable('services')
    .addColumn('price_unit', 'varchar(10)', (c) => c.defaultTo('job').check(sql`price_unit in ('job', 'hour', 'm2', 'm', 'piece')`))
    .execute();
  await sql`update services set price_unit = 'job' where price_unit is null`.execute(db);

  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  const orderColumns: NewColumn[] = [
    ['quantity', 'integer', (c) => c.notNull().defaultTo(1).check(sql`quantity >= 1`)],
    ['unit_price', 'integer', (c) => c.notNull().defaultTo(0).check(sql`unit_price >= 0`)],
    ['price_unit', 'varchar(10)', (c) => c.check(sql`price_unit in ('job', 'hour', 'm2', 'm', 'piece')`)],
    ['payment_status', 'varchar(10)', (c) => c.notNull().defaultTo('open').check(sql`payment_status in ('open', 'received')`)],
    ['reason', 'varchar(1000)', (c) => c],
    ['cancelled_by', 'varchar(10)', (c) => c.check(sql`cancelled_by in ('buyer', 'seller')`)],
    ['work_done_at', ts, (c) => c],
    ['completed_at', ts, (c) => c],
    ['direct_offer_id', 'integer', (c) => c.references('direct_offers.id').onDelete('set null')],
  ];
  for (const [name, type, build] of orderColumns) await db.schema.alterTable('orders').addColumn(name, type, build).execute();
  await sql`update orders set unit_price = amount, price_unit = 'job'`.execute(db);
  // Before the job flow only the buyer could cancel (account deletion aside).
  await sql`update orders set cancelled_by = 'buyer' where status = 'cancelled'`.execute(db);
  await setStatusCheck(db, 'orders', ORDER_STATUSES);
  // The auto-complete sweep looks for work done long ago.
  await db.schema.createIndex('orders_status_work_done_idx').on('orders').columns(['status', 'work_done_at']).execute();
  // One order per agreed offer.
  await db.schema.createIndex('orders_direct_offer_uq').on('orders').unique().column('direct_offer_id').execute();

  const offerColumns: NewColumn[] = [
    ['service_id', 'integer', (c) => c.references('services.id').onDelete('set null')],
    ['price', 'integer', (c) => c.check(sql`price >= 0`)],
    ['payment_method', 'varchar(20)', (c) => c.notNull().defaultTo('bank-transfer').check(sql`payment_method in ('credit-card', 'bank-transfer', 'paypal')`)],
    ['counter_price', 'integer', (c) => c.check(sql`counter_price >= 0`)],
    ['agreed_price', 'integer', (c) => c.check(sql`agreed_price >= 0`)],
  ];
  for (const [name, type, build] of offerColumns) await db.schema.alterTable('direct_offers').addColumn(name, type, build).execute();
  await setStatusCheck(db, 'direct_offers', OFFER_STATUSES);

  await withId(db, db.schema.createTable('order_events'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('event', 'varchar(20)', (c) =>
      c.notNull().check(sql`event in ('requested', 'accepted', 'rejected', 'cancelled', 'work_done', 'completed', 'auto_completed', 'payment_received', 'reviewed')`),
    )
    .addColumn('actor', 'varchar(10)', (c) => c.notNull().check(sql`actor in ('buyer', 'seller', 'system')`))
    .addColumn('reason', 'varchar(1000)')
    .addColumn('price', 'integer')
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'id']).execute();

  await withId(db, db.schema.createTable('direct_offer_events'))
    .addColumn('direct_offer_id', 'integer', (c) => c.notNull().references('direct_offers.id').onDelete('cascade'))
    .addColumn('event', 'varchar(20)', (c) => c.notNull().check(sql`event in ('offered', 'countered', 'accepted', 'rejected', 'withdrawn', 'edited')`))
    .addColumn('actor', 'varchar(10)', (c) => c.notNull().check(sql`actor in ('buyer', 'seller')`))
    .addColumn('price', 'integer')
    .addColumn('message', 'varchar(1000)')
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('direct_offer_events_offer_idx').on('direct_offer_events').columns(['direct_offer_id', 'id']).execute();

  // History of what exists, in the order it happened (events are read by id).
  await sql`insert into order_events (order_id, event, actor, price, created_at)
    select id, 'requested', 'buyer', amount, created_at from orders order by id`.execute(db);
  await sql`insert into order_events (order_id, event, actor, created_at)
    select id, status, case when status = 'cancelled' then 'buyer' else 'seller' end, updated_at
    from orders where status in ('accepted', 'rejected', 'cancelled') order by id`.execute(db);
  await sql`insert into order_events (order_id, event, actor, created_at)
    select order_id, 'reviewed', 'buyer', created_at from reviews order by order_id`.execute(db);
  await sql`insert into direct_offer_events (direct_offer_id, event, actor, created_at)
    select id, 'offered', 'buyer', created_at from direct_offers order by id`.execute(db);
  await sql`insert into direct_offer_events (direct_offer_id, event, actor, created_at)
    select id, status, 'seller', updated_at from direct_offers where status in ('accepted', 'rejected') order by id`.execute(db);
}

/** Back to 0170: the new statuses fold into the nearest old one (work_done/completed: accepted; countered/withdrawn: pending/rejected). */
export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('direct_offer_events').execute();
  await db.schema.dropTable('order_events').execute();
  await db.schema.dropIndex('orders_direct_offer_uq').execute();
  await db.schema.dropIndex('orders_status_work_done_idx').execute();
  await sql`update orders set status = 'accepted' where status in ('work_done', 'completed')`.execute(db);
  await sql`update direct_offers set status = 'pending' where status = 'countered'`.execute(db);
  await sql`update direct_offers set status = 'rejected' where status = 'withdrawn'`.execute(db);
  const orderColumns = ['quantity', 'unit_price', 'price_unit', 'payment_status', 'reason', 'cancelled_by', 'work_done_at', 'completed_at', 'direct_offer_id'];
  const offerColumns = ['service_id', 'price', 'payment_method', 'counter_price', 'agreed_price'];
  if (isPostgres(db)) {
    await setStatusCheck(db, 'orders', OLD_ORDER_STATUSES);
    await setStatusCheck(db, 'direct_offers', OLD_OFFER_STATUSES);
    for (const column of orderColumns) await db.schema.alterTable('orders').dropColumn(column).execute();
    for (const column of offerColumns) await db.schema.alterTable('direct_offers').dropColumn(column).execute();
    await db.schema.alterTable('services').dropColumn('price_unit').execute();
    return;
  }
  // SQLite drops neither a CHECK nor a column with a foreign key: rebuild without them.
  const withoutColumns = (columns: string[], statuses: string) => (create: string) =>
    withoutColumnDefinitions(create, columns).replace(/check \(status in \([^)]*\)\)/, `check (status in (${statuses}))`);
  await rebuildSqliteTable(db, 'orders', withoutColumns(orderColumns, OLD_ORDER_STATUSES));
  await rebuildSqliteTable(db, 'direct_offers', withoutColumns(offerColumns, OLD_OFFER_STATUSES));
  await db.schema.alterTable('services').dropColumn('price_unit').execute();
}

/** A CREATE TABLE statement without the named columns' definitions (split at top-level commas). */
function withoutColumnDefinitions(create: string, columns: string[]): string {
  const open = create.indexOf('(');
  const body = create.slice(open + 1, create.lastIndexOf(')'));
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  const kept = parts.filter((part) => !columns.some((column) => part.trim().startsWith(`"${column}" `)));
  return `${create.slice(0, open + 1)}${kept.join(',')})`;
}
