import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

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
