import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

/**
 * A craftsman's company profile, shown on his public page and asked for by the onboarding checklist:
 * - users.company_description: what the company does (null until written);
 * - users.logo_key / users.logo_thumb_key: the logo, stored like a portfolio image;
 * - users.master_business: Meisterbetrieb, 1 yes / 0 no, null until answered (an integer on both
 *   databases, so both read it back alike; no CHECK, which SQLite could not drop again);
 * - users.founding_year: the year the company was founded.
 * Sellers whose service area was never set get their company address's postcode (when it is a
 * known German postcode), as a new registration now does.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('company_description', 'text').execute();
  await db.schema.alterTable('users').addColumn('logo_key', 'varchar(100)').execute();
  await db.schema.alterTable('users').addColumn('logo_thumb_key', 'varchar(100)').execute();
  await db.schema.alterTable('users').addColumn('master_business', 'integer').execute();
  await db.schema.alterTable('users').addColumn('founding_year', 'integer').execute();
  await sql`update users set service_post_number = post_number
    where role = 'seller' and deleted_at is null and service_post_number is null
      and post_number in (select postcode from postcodes)`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of ['founding_year', 'master_business', 'logo_thumb_key', 'logo_key', 'company_description']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
