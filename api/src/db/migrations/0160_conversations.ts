import { type MigrationDb, notNull, timestampType, withId } from './helpers';

/**
 * Conversations between a buyer and a craftsman. One per pair and subject: `subject` is
 * 'general', 'service:<id>', 'order:<id>' or 'quotation:<id>', so "the same pair and subject" is one
 * unique index and never a NULL comparison. Read state is the last message id each side has read;
 * `*_noticed_at` is when that side was last e-mailed about new messages (at most one mail per
 * conversation per 15 minutes, claimed with an UPDATE so several instances cannot both send).
 */
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('conversations'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'varchar(40)', notNull)
    .addColumn('buyer_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seller_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('buyer_noticed_at', ts)
    .addColumn('seller_noticed_at', ts)
    .addColumn('last_message_at', ts, notNull)
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('conversations_pair_subject_uq').on('conversations').unique().columns(['buyer_id', 'seller_id', 'subject']).execute();
  await db.schema.createIndex('conversations_buyer_activity_idx').on('conversations').columns(['buyer_id', 'last_message_at desc']).execute();
  await db.schema.createIndex('conversations_seller_activity_idx').on('conversations').columns(['seller_id', 'last_message_at desc']).execute();

  await withId(db, db.schema.createTable('messages'))
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', notNull)
    .addColumn('document_id', 'integer', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('messages_conversation_id_idx').on('messages').columns(['conversation_id', 'id']).execute();
  await db.schema.createIndex('messages_document_uq').on('messages').unique().column('document_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('conversations').execute();
}
