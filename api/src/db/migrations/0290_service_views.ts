import { type MigrationDb, notNull } from './helpers';

/**
 * How often a service's page was read per day (UTC, 'YYYY-MM-DD') by anyone but its craftsman:
 * one row per service and day, raised by an upsert, so a read costs one write and no row per visit
 * (nothing about the visitor is kept). The craftsman's insights sum the days into ISO weeks.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('service_views')
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', notNull)
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('service_views_pk', ['service_id', 'day'])
    .execute();
  // The craftsman's weekly figures read the direct offers and conversations of one service too.
  await db.schema.createIndex('direct_offers_service_idx').on('direct_offers').columns(['service_id', 'created_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('direct_offers_service_idx').execute();
  await db.schema.dropTable('service_views').execute();
}
