import { type MigrationDb, notNull, replaceColumnCheck, timestampType } from './helpers';

const SUBJECTS_BEFORE = "subject_type in ('order', 'direct_offer', 'quotation', 'review', 'moderation_case')";
const SUBJECTS_AFTER = "subject_type in ('order', 'direct_offer', 'quotation', 'review', 'moderation_case', 'trader')";

/** notifications.subject_type's check (0190, 0283), widened or narrowed. */
const subjectCheck = (db: MigrationDb, from: string, to: string) => replaceColumnCheck(db, 'notifications', 'subject_type', from, to);

/**
 * A craftsman's trader details (EU Digital Services Act, Art. 30): one row per seller, created
 * when he first submits them. `status` is submitted, verified or more_info_requested (no row:
 * none); `message` is the operator's request with more_info_requested. Public pages show the
 * details of submitted and verified traders, and the "verified" badge for verified ones.
 */
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('trader_details')
    .addColumn('seller_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('status', 'varchar(30)', notNull)
    .addColumn('legal_name', 'varchar(200)', notNull)
    .addColumn('legal_form', 'varchar(30)', notNull)
    .addColumn('street', 'varchar(200)', notNull)
    .addColumn('postcode', 'varchar(5)', notNull)
    .addColumn('city', 'varchar(100)', notNull)
    .addColumn('phone', 'varchar(40)', notNull)
    .addColumn('email', 'varchar(254)', notNull)
    .addColumn('register_type', 'varchar(30)', notNull)
    .addColumn('register_number', 'varchar(40)', notNull)
    .addColumn('register_court', 'varchar(100)')
    .addColumn('vat_id', 'varchar(11)')
    .addColumn('certified_at', ts, notNull)
    .addColumn('message', 'text')
    .addColumn('submitted_at', ts, notNull)
    .addColumn('decided_at', ts)
    .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
    .addColumn('verified_at', ts)
    .execute();
  // The operators' queue lists submitted traders, oldest first.
  await db.schema.createIndex('trader_details_status_idx').on('trader_details').columns(['status', 'submitted_at']).execute();
  await subjectCheck(db, SUBJECTS_BEFORE, SUBJECTS_AFTER);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.deleteFrom('notifications').where('subject_type', '=', 'trader').execute();
  await subjectCheck(db, SUBJECTS_AFTER, SUBJECTS_BEFORE);
  await db.schema.dropTable('trader_details').execute();
}
