import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

/**
 * A service photo's place in the craftsman's order (the first is the cover: cards, JSON-LD,
 * og:image). Photos stored before keep the upload order they were shown in (their id).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('service_photos').addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update service_photos set position = id`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('service_photos').dropColumn('position').execute();
}
