import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Helpers for migrations, so one migration file serves both dialects.
 * Migrations take Kysely<any> on purpose (Kysely's advice): they are frozen in time and must not
 * follow today's table types.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationDb = Kysely<any>;

export function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Integer primary key: identity on PostgreSQL, rowid alias on SQLite. */
export function withId<T extends string>(db: MigrationDb, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** timestamptz on PostgreSQL; ISO-8601 text on SQLite (sorts chronologically). */
export function timestampType(db: MigrationDb): 'timestamptz' | 'text' {
  return isPostgres(db) ? 'timestamptz' : 'text';
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/**
 * SQLite cannot alter or drop a CHECK constraint (or a column with a foreign key): this rebuilds
 * `table` from its own CREATE statement as `edit` rewrites it, the way SQLite's documentation
 * describes (create the new table, copy the rows, drop the old one, rename), and recreates its
 * indexes and triggers. Columns both versions have are copied. Foreign keys are off meanwhile, so
 * dropping the old table cascades to nothing (its reviews, say); they are checked before commit.
 * SQLite migrations run outside a transaction (Kysely: no transactional DDL), so this opens its own.
 */
export async function rebuildSqliteTable(db: MigrationDb, table: string, edit: (createSql: string) => string): Promise<void> {
  const { rows: schema } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = ${table}`.execute(db);
  const create = schema.find((row) => row.type === 'table')?.sql;
  if (!create) throw new Error(`rebuildSqliteTable: no table ${table}`);
  const edited = edit(create);
  if (edited === create) throw new Error(`rebuildSqliteTable: the edit changed nothing in ${table}`);
  const temp = `${table}__rebuild`;
  const createTemp = edited.replace(/^create table\s+("?)[A-Za-z0-9_]+\1/i, `create table "${temp}"`);
  // Automatic indexes (unique columns) have no SQL; they come back with the table.
  const extras = schema.filter((row) => row.type !== 'table' && row.sql).map((row) => row.sql as string);

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(createTemp).execute(trx);
      const columnsOf = async (name: string) =>
        (await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(trx)).rows.map((row) => row.name);
      const kept = new Set(await columnsOf(table));
      const columns = (await columnsOf(temp)).filter((name) => kept.has(name)).map((name) => `"${name}"`).join(', ');
      await sql.raw(`insert into "${temp}" (${columns}) select ${columns} from "${table}"`).execute(trx);
      await sql.raw(`drop table "${table}"`).execute(trx);
      await sql.raw(`alter table "${temp}" rename to "${table}"`).execute(trx);
      for (const statement of extras) await sql.raw(statement).execute(trx);
      const broken = await sql`select * from pragma_foreign_key_check(${table})`.execute(trx);
      if (broken.rows.length) throw new Error(`rebuildSqliteTable: ${broken.rows.length} rows of ${table} break a foreign key`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * Replaces the inline CHECK of `table.column` (written as `from`) by `to`, on both databases:
 * PostgreSQL names an inline check <table>_<column>_check; SQLite rebuilds the table. Throws when
 * the check is not what `from` says, so a migration never edits a schema it does not know.
 */
export async function replaceColumnCheck(db: MigrationDb, table: string, column: string, from: string, to: string): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(`alter table ${table} drop constraint if exists ${table}_${column}_check`).execute(db);
    await sql.raw(`alter table ${table} add constraint ${table}_${column}_check check (${to})`).execute(db);
    return;
  }
  await rebuildSqliteTable(db, table, (create) => {
    if (!create.includes(from)) throw new Error(`replaceColumnCheck: the ${column} check of ${table} is not ${from}`);
    return create.replace(from, to);
  });
}
