import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import type { Database } from './types';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Cheap round trip for GET /health. */
  ping(): Promise<void>;
  destroy(): Promise<void>;
}

// COUNT(*) and BIGINT come back from pg as strings; every count we read fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** PostgreSQL when DATABASE_URL is set, else an embedded SQLite file in DATA_DIR (WAL). */
export async function createDb(config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return createPostgres(config.databaseUrl, config.databaseSchema);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = new SQLite(path.join(config.dataDir, 'marketplace.sqlite'));
  file.pragma('journal_mode = WAL');
  // WAL + NORMAL stays durable across process crashes (only an OS crash can lose the last commit).
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return {
    kysely,
    dialect: 'sqlite',
    ping: async () => {
      await sql`select 1`.execute(kysely);
    },
    destroy: () => kysely.destroy(),
  };
}

async function createPostgres(connectionString: string, schema: string | null): Promise<Db> {
  if (schema) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`DATABASE_SCHEMA "${schema}" is not a plain identifier`);
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      // Two instances starting at once both pass "if not exists" and one fails on the catalog's
      // unique key: a transaction-scoped advisory lock lets them create it one after the other.
      await client.query('begin');
      await client.query("select pg_advisory_xact_lock(hashtext('craft:create-schema'))");
      await client.query(`create schema if not exists "${schema}"`);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kysely,
    dialect: 'postgres',
    ping: async () => {
      await sql`select 1`.execute(kysely);
    },
    destroy: () => kysely.destroy(),
  };
}
