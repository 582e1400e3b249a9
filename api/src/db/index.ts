import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import { SqliteThreads, ThreadedSqliteDialect } from './sqlite-threads';
import type { Database } from './types';
import { startWalCheckpointer } from './wal-checkpointer';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Cheap round trip for GET /health. */
  ping(): Promise<void>;
  /** For GET /health: resolves when the database could take a write now, throws when it cannot. */
  checkWritable(): Promise<void>;
  /** Connections open, idle and requests waiting for one (GET /metrics). */
  poolUse(): { total: number; idle: number; waiting: number };
  destroy(): Promise<void>;
}

// COUNT(*) and BIGINT come back from pg as strings; every count we read fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** PostgreSQL when DATABASE_URL is set, else an embedded SQLite file in DATA_DIR (WAL, on connection threads). */
export async function createDb(config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return createPostgres(config.databaseUrl, config.databaseSchema);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const databaseFile = path.join(config.dataDir, 'marketplace.sqlite');
  // The file is created and put in WAL mode here, before the connection threads open it (readers
  // open it read-only, which cannot create it or change its journal mode).
  const setup = new SQLite(databaseFile);
  setup.pragma('journal_mode = WAL');
  setup.close();
  const threads = new SqliteThreads({ file: databaseFile, externalCheckpoints: true });
  await threads.start();
  const checkpointer = startWalCheckpointer(databaseFile, (pages) => threads.restoreAutocheckpoint(pages));
  const kysely = new Kysely<Database>({ dialect: new ThreadedSqliteDialect(threads) });
  // Health checks on their own connection: in WAL a reader never waits for a writer, so /health
  // answers while the writer waits for a lock; the write probe does not wait at all.
  const probe = new SQLite(databaseFile);
  probe.pragma('busy_timeout = 0');
  return {
    kysely,
    dialect: 'sqlite',
    ping: async () => {
      probe.prepare('select 1').get();
    },
    poolUse: () => threads.use(),
    checkWritable: async () => {
      // Takes and drops the write lock at once; SQLITE_BUSY (held elsewhere) or a read-only file throws.
      probe.exec('begin immediate');
      probe.exec('rollback');
    },
    destroy: async () => {
      await checkpointer.stop();
      probe.close();
      await kysely.destroy();
    },
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
    // Twenty: under the load bench's mix, ten made service-page reads queue behind writes (p99 180 ms).
    max: 20,
    // While PostgreSQL is away a request fails within this instead of waiting for a connection.
    connectionTimeoutMillis: 3_000,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // An idle connection the server closed (a restart) is dropped by the pool; without a listener
  // its error would end the process. The next request opens a new one.
  pool.on('error', () => undefined);
  // A connection that dies while checked out emits 'error' on its client as well as failing the
  // query (which answers 503); unheard, that event would end the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kysely,
    dialect: 'postgres',
    ping: async () => {
      await sql`select 1`.execute(kysely);
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    checkWritable: async () => {
      const { rows } = await sql<{ writable: boolean }>`select (not pg_is_in_recovery() and current_setting('transaction_read_only') = 'off') as writable`.execute(kysely);
      if (!rows[0]?.writable) throw new Error('PostgreSQL is read-only (a standby, or default_transaction_read_only)');
    },
    destroy: () => kysely.destroy(),
  };
}
