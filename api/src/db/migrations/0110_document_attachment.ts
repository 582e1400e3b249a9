import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

/**
 * Which one record an uploaded document belongs to ("quotation:12", "order:5", "direct_offer:3").
 * Each attach sets it only while it is empty, so one upload can never sit on two records of
 * different tables (a buyer's private offer document also attached to a quotation
 * became readable by every seller, and deleting the offer deleted the quotation's file).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('documents').addColumn('attached_to', 'varchar(40)').execute();
  await sql`update documents set attached_to = 'quotation:' || quotation_id where quotation_id is not null`.execute(db);
  await sql`update documents set attached_to = 'order:' || (select o.id from orders o where o.document_id = documents.id) where attached_to is null and exists (select 1 from orders o where o.document_id = documents.id)`.execute(db);
  await sql`update documents set attached_to = 'direct_offer:' || (select x.id from direct_offers x where x.document_id = documents.id) where attached_to is null and exists (select 1 from direct_offers x where x.document_id = documents.id)`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('attached_to').execute();
}
