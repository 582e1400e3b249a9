import { sql } from 'kysely';
import { type MigrationDb, timestampType } from './helpers';

/**
 * A craftsman's services are public only once he has submitted trader details (EU Digital
 * Services Act, Art. 30). services.held_at: hidden until then. A held service also has
 * `deleted_at`, the mark every public read, the search index and its partial indexes already
 * leave out (as with a moderation removal, `removed_at`); `held_at` tells it apart, so his own
 * routes still show it and submitting the details clears both. Live services of craftsmen who
 * have no trader details yet are held from now on.
 */
export async function up(db: MigrationDb): Promise<void> {
  const stamp = new Date().toISOString();
  await db.schema.alterTable('services').addColumn('held_at', timestampType(db)).execute();
  await sql`update services set held_at = ${stamp}, deleted_at = ${stamp}
    where deleted_at is null and not exists (select 1 from trader_details t where t.seller_id = services.seller_id)`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await sql`update services set deleted_at = null where held_at is not null`.execute(db);
  await db.schema.alterTable('services').dropColumn('held_at').execute();
}
