import { sql } from 'kysely';
import { type MigrationDb, notNull, timestampType, withId } from './helpers';

/**
 * Getting paid by transfer: a craftsman's bank and tax details (one row per craftsman), his
 * invoice counter (gapless numbers: the counter moves in the transaction that stores the
 * invoice, so a failed issue gives its number back), and the invoices themselves. An invoice row
 * keeps a snapshot of everything printed on it (`snapshot`, JSON), so the PDF can be rendered
 * again byte for byte and nothing later (a renamed account, new bank details) changes it.
 */
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestampType(db);

  await db.schema
    .createTable('payment_details')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('account_holder', 'varchar(70)', notNull)
    .addColumn('iban', 'varchar(34)', notNull)
    .addColumn('bic', 'varchar(11)')
    .addColumn('tax_status', 'varchar(20)', (c) => c.notNull().check(sql`tax_status in ('vat', 'small_business')`))
    .addColumn('vat_id', 'varchar(20)')
    .addColumn('tax_number', 'varchar(20)')
    .addColumn('updated_at', ts, notNull)
    .execute();

  await db.schema
    .createTable('invoice_counters')
    .addColumn('seller_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('last_number', 'integer', (c) => c.notNull().check(sql`last_number >= 1`))
    .execute();

  await withId(db, db.schema.createTable('invoices'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull().check(sql`kind in ('invoice', 'cancellation')`))
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number >= 1`))
    .addColumn('cancels_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('net_cents', 'integer', notNull)
    .addColumn('vat_cents', 'integer', notNull)
    .addColumn('gross_cents', 'integer', notNull)
    .addColumn('vat_rate', 'integer', notNull)
    .addColumn('snapshot', 'text', notNull)
    .addColumn('storage_key', 'varchar(200)')
    .addColumn('issued_at', ts, notNull)
    .execute();
  await db.schema.createIndex('invoices_seller_number_uq').on('invoices').unique().columns(['seller_id', 'number']).execute();
  // An invoice is cancelled at most once.
  await db.schema.createIndex('invoices_cancels_uq').on('invoices').unique().column('cancels_id').execute();
  await db.schema.createIndex('invoices_order_idx').on('invoices').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('invoices_buyer_idx').on('invoices').columns(['buyer_id', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('invoice_counters').execute();
  await db.schema.dropTable('payment_details').execute();
}
