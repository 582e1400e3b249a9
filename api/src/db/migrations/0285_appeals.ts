import { type MigrationDb, notNull, timestampType, withId } from './helpers';

/**
 * Appeals against moderation decisions (internal complaint handling, EU DSA Art. 20):
 * - appeals: at most one per decided case (the unique index), by the user the decision
 *   restricted; an operator other than the one who decided answers it: `uphold` or `reinstate`;
 * - moderation_cases.affected_user_id: whose content or account the decision restricted, kept so
 *   the appeal is checked against that user even when the content is gone since;
 * - moderation_cases.appeal_token_hash: the hash of the link token the statement of reasons mails,
 *   so a suspended user, who cannot sign in, can still appeal that one decision.
 */
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestampType(db);
  await db.schema.alterTable('moderation_cases').addColumn('affected_user_id', 'integer', (c) => c.references('users.id')).execute();
  await db.schema.alterTable('moderation_cases').addColumn('appeal_token_hash', 'varchar(64)').execute();
  await withId(db, db.schema.createTable('appeals'))
    .addColumn('case_id', 'integer', (c) => c.notNull().references('moderation_cases.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('text', 'text', notNull)
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', ts, notNull)
    .addColumn('outcome', 'varchar(20)')
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
    .addColumn('decided_at', ts)
    .execute();
  await db.schema.createIndex('appeals_case_uq').on('appeals').column('case_id').unique().execute();
  await db.schema.createIndex('appeals_status_idx').on('appeals').columns(['status', 'created_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('appeals').execute();
  await db.schema.alterTable('moderation_cases').dropColumn('appeal_token_hash').execute();
  await db.schema.alterTable('moderation_cases').dropColumn('affected_user_id').execute();
}
