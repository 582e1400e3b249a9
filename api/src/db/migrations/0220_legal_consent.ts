import { type MigrationDb, timestampType } from './helpers';

/**
 * Consent to the terms (AGB) and the privacy notice at registration: which versions
 * (shared/src/legal/index.ts) the user accepted, and when. Accounts from before consent was
 * asked keep NULL in all three: they never saw these texts, and nothing is invented for them.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('terms_version', 'varchar(40)')
    .execute();
  await db.schema.alterTable('users').addColumn('privacy_version', 'varchar(40)').execute();
  await db.schema.alterTable('users').addColumn('legal_accepted_at', timestampType(db)).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('legal_accepted_at').execute();
  await db.schema.alterTable('users').dropColumn('privacy_version').execute();
  await db.schema.alterTable('users').dropColumn('terms_version').execute();
}
