import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

/**
 * A chosen quotation answer becomes an order of the normal job flow:
 * - orders.quotation_answer_id: the answer the order was born from (one order per answer);
 * - quotation_answers.status: 'open' while the request is, then 'accepted' for the chosen answer
 *   and 'declined' for the others, so each craftsman reads how his answer stands.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('quotation_answer_id', 'integer', (c) => c.references('quotation_answers.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('orders_quotation_answer_uq').on('orders').unique().column('quotation_answer_id').execute();
  await db.schema
    .alterTable('quotation_answers')
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'accepted', 'declined')`))
    .execute();
  // Choices made before: the chosen answer accepted, the others of that request declined.
  await sql`update quotation_answers set status = 'accepted' where id in (select accepted_answer_id from quotations where accepted_answer_id is not null)`.execute(db);
  await sql`update quotation_answers set status = 'declined' where status = 'open' and quotation_id in (select id from quotations where status <> 'open')`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('quotation_answers').dropColumn('status').execute();
  await db.schema.dropIndex('orders_quotation_answer_uq').execute();
  await db.schema.alterTable('orders').dropColumn('quotation_answer_id').execute();
}
