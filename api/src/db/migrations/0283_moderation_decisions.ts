import { type MigrationDb, replaceColumnCheck, timestampType } from './helpers';

const SUBJECTS_BEFORE = "subject_type in ('order', 'direct_offer', 'quotation', 'review')";
const SUBJECTS_AFTER = "subject_type in ('order', 'direct_offer', 'quotation', 'review', 'moderation_case')";

/** notifications.subject_type's check (0190), widened or narrowed. */
const subjectCheck = (db: MigrationDb, from: string, to: string) => replaceColumnCheck(db, 'notifications', 'subject_type', from, to);

/**
 * An operator's decision on a moderation case (routes/moderation). Nothing is deleted, so an
 * appeal can undo a decision:
 * - moderation_cases: the decision (`keep`, `remove`, `suspend`), its ground (`illegal`,
 *   `terms`), the statement of reasons sent to the affected user (DSA Art. 17), who and when;
 * - services.removed_at: removed by moderation. The removal also sets `deleted_at`, which every
 *   public read, the search index and its partial indexes already leave out; `removed_at` tells
 *   it apart from the owner's own deletion, so restoring clears both;
 * - reviews.hidden_at, messages.hidden_at: left out of ratings and lists / shown as erased;
 * - users.suspended_at: the account cannot sign in and its tokens are void;
 * - notifications may be about a moderation case (the statement of reasons, a reporter's answer).
 */
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestampType(db);
  await db.schema.alterTable('moderation_cases').addColumn('decision', 'varchar(20)').execute();
  await db.schema.alterTable('moderation_cases').addColumn('ground', 'varchar(20)').execute();
  await db.schema.alterTable('moderation_cases').addColumn('statement', 'text').execute();
  await db.schema.alterTable('moderation_cases').addColumn('decided_by', 'integer', (c) => c.references('users.id')).execute();
  await db.schema.alterTable('moderation_cases').addColumn('decided_at', ts).execute();
  await db.schema.alterTable('services').addColumn('removed_at', ts).execute();
  await db.schema.alterTable('reviews').addColumn('hidden_at', ts).execute();
  await db.schema.alterTable('messages').addColumn('hidden_at', ts).execute();
  await db.schema.alterTable('users').addColumn('suspended_at', ts).execute();
  await subjectCheck(db, SUBJECTS_BEFORE, SUBJECTS_AFTER);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.deleteFrom('notifications').where('subject_type', '=', 'moderation_case').execute();
  await subjectCheck(db, SUBJECTS_AFTER, SUBJECTS_BEFORE);
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
  await db.schema.alterTable('messages').dropColumn('hidden_at').execute();
  await db.schema.alterTable('reviews').dropColumn('hidden_at').execute();
  await db.schema.alterTable('services').dropColumn('removed_at').execute();
  for (const column of ['decided_at', 'decided_by', 'statement', 'ground', 'decision']) await db.schema.alterTable('moderation_cases').dropColumn(column).execute();
}
