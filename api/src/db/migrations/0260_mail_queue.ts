import { type MigrationDb, notNull, timestampType, withId } from './helpers';

/**
 * Mail waiting in the database while Redis (the BullMQ queue) is unreachable, so it survives the
 * instance that accepted it. A worker claims a row by writing its token and a lease
 * (`claimed_until`) in one conditional UPDATE, so two instances never take the same row; a row is
 * deleted once the transport accepted the mail. `message_id` is the mail's Message-ID, the same
 * on every attempt, so a receiver (and the .eml outbox) recognises a repeated delivery.
 */
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('mail_queue'))
    .addColumn('message_id', 'varchar(100)', (c) => c.notNull().unique())
    // The MailMessage as JSON (attachments are base64 in it).
    .addColumn('message', 'text', notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts, notNull)
    .addColumn('claim_token', 'varchar(64)')
    .addColumn('claimed_until', ts)
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('mail_queue_due_idx').on('mail_queue').columns(['next_attempt_at', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('mail_queue').execute();
}
