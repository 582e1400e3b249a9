import { sql } from 'kysely';
import { type MigrationDb, notNull, timestampType, withId } from './helpers';

/**
 * Notice and action (EU Digital Services Act, Art. 16): anyone reports a service, review, message
 * or user in `reports`. Reports of the same target while it is undecided join one
 * `moderation_cases` row, so an operator decides once however many people reported it; the
 * partial unique index holds that to one open case per target even when two reports race.
 */
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('moderation_cases'))
    .addColumn('target_type', 'varchar(20)', notNull)
    .addColumn('target_id', 'integer', notNull)
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema
    .createIndex('moderation_cases_open_target_uq')
    .on('moderation_cases')
    .columns(['target_type', 'target_id'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await withId(db, db.schema.createTable('reports'))
    .addColumn('case_id', 'integer', (c) => c.notNull().references('moderation_cases.id'))
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id'))
    // A visitor's address, or the signed-in reporter's at the time of the report: where the decision is mailed.
    .addColumn('reporter_email', 'varchar(254)', notNull)
    .addColumn('locale', 'varchar(5)', notNull)
    .addColumn('reason', 'varchar(40)', notNull)
    .addColumn('text', 'text', notNull)
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('reports_case_idx').on('reports').column('case_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('reports').execute();
  await db.schema.dropTable('moderation_cases').execute();
}
