import { sql } from 'kysely';
import { type MigrationDb, isPostgres, notNull, rebuildSqliteTable, timestampType, withId } from './helpers';

const ROLE_CHECK_BEFORE = "role in ('buyer', 'seller')";
const ROLE_CHECK_AFTER = "role in ('buyer', 'seller', 'operator')";

/**
 * Operators: the platform's own staff who moderate reports (notice and action). They are rows of
 * `users` with the role 'operator' (registration never accepts it; `npm run operator:create`
 * makes one) and sign in with a second factor, whose TOTP secret is `totp_secret`.
 * `audit_log` records every operator action with the state before and after; the API only ever
 * inserts into it.
 */
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestampType(db);
  if (isPostgres(db)) {
    // PostgreSQL named 0001's inline check <table>_<column>_check.
    await sql.raw('alter table users drop constraint if exists users_role_check').execute(db);
    await sql.raw(`alter table users add constraint users_role_check check (${ROLE_CHECK_AFTER})`).execute(db);
  } else {
    await rebuildSqliteTable(db, 'users', (create) => {
      if (!create.includes(ROLE_CHECK_BEFORE)) throw new Error('0280: the role check of users is not where it was');
      return create.replace(ROLE_CHECK_BEFORE, ROLE_CHECK_AFTER);
    });
  }
  await db.schema.alterTable('users').addColumn('totp_secret', 'varchar(64)').execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('at', ts, notNull)
    .addColumn('action', 'varchar(40)', notNull)
    .addColumn('target_type', 'varchar(20)', notNull)
    .addColumn('target_id', 'integer', notNull)
    .addColumn('reason', 'text')
    // JSON snapshots of the target before and after the action (null where there is none).
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'target_id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.alterTable('users').dropColumn('totp_secret').execute();
  await db.deleteFrom('users').where('role', '=', 'operator').execute();
  if (isPostgres(db)) {
    await sql.raw('alter table users drop constraint if exists users_role_check').execute(db);
    await sql.raw(`alter table users add constraint users_role_check check (${ROLE_CHECK_BEFORE})`).execute(db);
    return;
  }
  await rebuildSqliteTable(db, 'users', (create) => create.replace(ROLE_CHECK_AFTER, ROLE_CHECK_BEFORE));
}
