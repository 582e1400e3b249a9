import { sql } from 'kysely';
import { type MigrationDb, notNull, timestampType, withId } from './helpers';

/**
 * Accounts people can trust.
 * - `email_confirmed_at`: null until the e-mailed link is followed. Accounts made before this
 *   migration count as confirmed (they could publish before; locking them out is no fix).
 * - `pending_email`: a new address waiting for its confirmation link.
 * - `token_version`: signed into every access token; bumping it ends every earlier session.
 * - `deleted_at`: the account was deleted; its personal data is erased in the same write, the row
 *   stays so orders and reviews of the other party keep their history.
 * - `account_tokens`: e-mailed link tokens, stored only as a SHA-256 hash, single use.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_confirmed_at', timestampType(db)).execute();
  await db.schema.alterTable('users').addColumn('pending_email', 'varchar(255)').execute();
  await db.schema.alterTable('users').addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('deleted_at', timestampType(db)).execute();
  await sql`update users set email_confirmed_at = created_at`.execute(db);

  await withId(db, db.schema.createTable('account_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull().check(sql`purpose in ('confirm-email', 'password-reset')`))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(255)', notNull)
    .addColumn('expires_at', timestampType(db), notNull)
    .addColumn('used_at', timestampType(db))
    .addColumn('created_at', timestampType(db), notNull)
    .execute();
  await db.schema.createIndex('account_tokens_user_idx').on('account_tokens').columns(['user_id', 'purpose']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('account_tokens').execute();
  for (const column of ['deleted_at', 'token_version', 'pending_email', 'email_confirmed_at']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
