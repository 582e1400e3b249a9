import { sql } from 'kysely';
import { type MigrationDb, notNull, timestampType, withId } from './helpers';

/** Offers a buyer sends straight to one craftsman. */
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('direct_offers'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('description', 'text', notNull)
    .addColumn('document_id', 'integer', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('status', 'varchar(20)', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'accepted', 'rejected')`),
    )
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();
  await db.schema.createIndex('direct_offers_buyer_newest_idx').on('direct_offers').columns(['buyer_id', 'created_at desc']).execute();
  await db.schema.createIndex('direct_offers_seller_newest_idx').on('direct_offers').columns(['seller_id', 'created_at desc']).execute();
  await db.schema.createIndex('direct_offers_document_uq').on('direct_offers').unique().column('document_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('direct_offers').execute();
}
