import { sql } from 'kysely';
import { type MigrationDb, notNull, timestampType, withId } from './helpers';

const KINDS = [
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
const MAIL_GROUPS = ['orders', 'offers', 'reviews', 'quotation_requests', 'messages'];
const list = (values: string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Notifications: what happened in a user's jobs, listed in-app and mailed.
 * - notifications: one row per user and event. `title` (service title, or the category of a
 *   quotation request) and `price` are kept as they were at the time; the actor's name is read at
 *   display time, so a deleted account shows as "Former customer/craftsman".
 * - mail_opt_outs: a row per mail group a user switched off (no rows = every mail on).
 * - quotation_mail_pending / quotation_mail_sent: craftsmen hear of new quotation requests in
 *   their categories at most once an hour by mail. Requests wait in `pending` until the craftsman's
 *   hour is up; `sent` holds when the last mail went out, claimed with one conditional UPDATE so
 *   several API instances never both send.
 */
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull().check(sql`kind in (${list(KINDS)})`))
    .addColumn('subject_type', 'varchar(20)', (c) => c.notNull().check(sql`subject_type in ('order', 'direct_offer', 'quotation', 'review')`))
    .addColumn('subject_id', 'integer', notNull)
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'varchar(200)')
    .addColumn('price', 'integer')
    .addColumn('reason', 'varchar(1000)')
    .addColumn('created_at', ts, notNull)
    .addColumn('read_at', ts)
    .execute();
  // The list (newest first, paged by id) and the unread count.
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('notifications_user_unread_idx').on('notifications').columns(['user_id', 'read_at']).execute();

  await db.schema
    .createTable('mail_opt_outs')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mail_group', 'varchar(20)', (c) => c.notNull().check(sql`mail_group in (${list(MAIL_GROUPS)})`))
    .addPrimaryKeyConstraint('mail_opt_outs_pk', ['user_id', 'mail_group'])
    .execute();

  await db.schema
    .createTable('quotation_mail_pending')
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('quotation_id', 'integer', (c) => c.notNull().references('quotations.id').onDelete('cascade'))
    .addColumn('created_at', ts, notNull)
    .addPrimaryKeyConstraint('quotation_mail_pending_pk', ['seller_id', 'quotation_id'])
    .execute();

  await db.schema
    .createTable('quotation_mail_sent')
    .addColumn('seller_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_sent_at', ts, notNull)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('quotation_mail_sent').execute();
  await db.schema.dropTable('quotation_mail_pending').execute();
  await db.schema.dropTable('mail_opt_outs').execute();
  await db.schema.dropTable('notifications').execute();
}
