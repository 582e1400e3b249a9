import { type MigrationDb, timestampType } from './helpers';

/**
 * A quotation request names an e-mail address nobody has confirmed. Until its link
 * is followed (or a confirmed account owns the address), mail to it carries only our fixed text and
 * that link, and craftsmen's answers wait. Only the link's SHA-256 is stored.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('quotations').addColumn('email_confirmed_at', timestampType(db)).execute();
  await db.schema.alterTable('quotations').addColumn('confirm_token_hash', 'varchar(64)').execute();
  await db.schema.alterTable('quotations').addColumn('confirm_expires_at', timestampType(db)).execute();
  await db.schema.createIndex('quotations_confirm_token_hash').on('quotations').column('confirm_token_hash').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('quotations_confirm_token_hash').execute();
  await db.schema.alterTable('quotations').dropColumn('confirm_expires_at').execute();
  await db.schema.alterTable('quotations').dropColumn('confirm_token_hash').execute();
  await db.schema.alterTable('quotations').dropColumn('email_confirmed_at').execute();
}
