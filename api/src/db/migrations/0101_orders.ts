import { sql } from 'kysely';
import { type MigrationDb, notNull, timestampType, withId } from './helpers';

/**
 * Orders of a service (with the payment record) and their reviews. A deleted service takes its
 * orders and reviews along, as deleting a user does: the spec deletes services outright.
 */
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('orders'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('payment_method', 'varchar(20)', (c) =>
      c.notNull().check(sql`payment_method in ('credit-card', 'bank-transfer', 'paypal')`),
    )
    .addColumn('payment_reference', 'varchar(100)', notNull)
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    // Never more than the last four digits; the full number and any CVV are not kept anywhere.
    .addColumn('account_last4', 'varchar(4)')
    .addColumn('description', 'text')
    .addColumn('document_id', 'integer', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('status', 'varchar(20)', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'accepted', 'rejected', 'cancelled')`),
    )
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();
  await db.schema.createIndex('orders_buyer_newest_idx').on('orders').columns(['buyer_id', 'created_at desc']).execute();
  await db.schema.createIndex('orders_seller_newest_idx').on('orders').columns(['seller_id', 'created_at desc']).execute();
  await db.schema.createIndex('orders_service_status_idx').on('orders').columns(['service_id', 'status']).execute();
  // One upload belongs to one order.
  await db.schema.createIndex('orders_document_uq').on('orders').unique().column('document_id').execute();

  await withId(db, db.schema.createTable('reviews'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Half stars as whole numbers (1 = 0.5 ... 10 = 5): exact on both dialects.
    .addColumn('rating_halves', 'integer', (c) => c.notNull().check(sql`rating_halves between 1 and 10`))
    .addColumn('text', 'varchar(2000)', notNull)
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();
  await db.schema.createIndex('reviews_service_newest_idx').on('reviews').columns(['service_id', 'created_at desc']).execute();
  await db.schema.createIndex('reviews_buyer_idx').on('reviews').column('buyer_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('reviews').execute();
  await db.schema.dropTable('orders').execute();
}
