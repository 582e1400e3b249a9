import { type MigrationDb, timestampType } from './helpers';

/**
 * A deleted service disappears from every public read but its row stays, so the orders and
 * reviews buyers already have keep their history (a hard delete would cascade them away).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('services').addColumn('deleted_at', timestampType(db)).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('services').dropColumn('deleted_at').execute();
}
