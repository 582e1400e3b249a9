import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

/**
 * The language of a user's e-mails (and, through the private user, of their screens).
 * Existing accounts registered in the English-only product and got English mail: they keep 'en'
 * (the column default) until they switch. A new registration always writes its own value (the
 * form's choice, else the browser's language). A quotation request remembers the language of the
 * page it was sent from, for the mails to a requester without an account.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('locale', 'varchar(2)', (c) => c.notNull().defaultTo('en').check(sql`locale in ('de', 'en')`))
    .execute();
  await db.schema
    .alterTable('quotations')
    .addColumn('locale', 'varchar(2)', (c) => c.notNull().defaultTo('en').check(sql`locale in ('de', 'en')`))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('quotations').dropColumn('locale').execute();
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
