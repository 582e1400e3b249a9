import { type MigrationDb, notNull, timestampType, withId } from './helpers';

/** A buyer's saved services; one row per (buyer, service), gone with either. */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('wishlist_items'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('created_at', timestampType(db), notNull)
    .execute();
  // Adding twice keeps one; also the buyer's newest-first listing.
  await db.schema.createIndex('wishlist_buyer_service_uq').on('wishlist_items').unique().columns(['buyer_id', 'service_id']).execute();
  await db.schema.createIndex('wishlist_buyer_newest_idx').on('wishlist_items').columns(['buyer_id', 'created_at desc']).execute();
  await db.schema.createIndex('wishlist_service_idx').on('wishlist_items').column('service_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('wishlist_items').execute();
}
