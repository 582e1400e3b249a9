import { sql } from 'kysely';
import { type MigrationDb, notNull, timestampType, withId } from './helpers';

/** Craftsmen's priced answers to quotation requests, and the one the requester accepted. */
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('quotation_answers'))
    .addColumn('quotation_id', 'integer', (c) => c.notNull().references('quotations.id').onDelete('cascade'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('message', 'varchar(2000)', notNull)
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();
  // One answer per seller per quotation (the upsert's conflict target).
  await db.schema.createIndex('quotation_answers_seller_uq').on('quotation_answers').unique().columns(['quotation_id', 'seller_id']).execute();
  await db.schema.createIndex('quotation_answers_cheapest_idx').on('quotation_answers').columns(['quotation_id', 'price', 'id']).execute();
  await db.schema.createIndex('quotation_answers_seller_idx').on('quotation_answers').column('seller_id').execute();

  await db.schema
    .alterTable('quotations')
    .addColumn('accepted_answer_id', 'integer', (c) => c.references('quotation_answers.id').onDelete('set null'))
    .execute();
  // GET /quotation/mine also finds requests sent before the buyer logged in, by e-mail.
  await db.schema.createIndex('quotations_email_lower_idx').on('quotations').expression(sql`lower(email)`).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('quotations_email_lower_idx').execute();
  await db.schema.alterTable('quotations').dropColumn('accepted_answer_id').execute();
  await db.schema.dropTable('quotation_answers').execute();
}
