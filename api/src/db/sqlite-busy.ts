import { setTimeout as sleep } from 'node:timers/promises';
import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type SqliteDatabase,
  type Driver,
  type QueryResult,
  SqliteDialect,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely';

/**
 * SQLite's own busy wait (busy_timeout) is synchronous: while another process holds the write lock,
 * every request waits with the event loop blocked, GET /health included (#14 finding 8: 4.7 s).
 * Here the synchronous wait is short (SHORT_BUSY_TIMEOUT_MS, set on the connection) and the rest
 * of the wait happens between attempts, asleep, so the server keeps answering meanwhile.
 */
export const SHORT_BUSY_TIMEOUT_MS = 20;
/** Async back-off between attempts; about 5 s in all, like the old synchronous timeout. */
const RETRY_DELAYS_MS = [10, 25, 50, 100, 200, 400, 800, 1_200, 2_000];

const isBusy = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED');

async function retryingBusy<T>(attempt: () => Promise<T>): Promise<T> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error)) throw error;
      await sleep(delay);
    }
  }
  return attempt();
}

class BusyRetryingConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return retryingBusy(() => this.inner.executeQuery<R>(query));
  }
  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class BusyRetryingDriver implements Driver {
  constructor(private readonly inner: Driver) {}
  init(): Promise<void> {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new BusyRetryingConnection(await this.inner.acquireConnection());
  }
  /**
   * BEGIN IMMEDIATE takes the write lock up front (retried like any statement): a deferred BEGIN
   * that reads first and writes later could fail mid-transaction with a busy snapshot, which no
   * retry of the single statement can fix.
   */
  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as BusyRetryingConnection).inner);
  }
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** Statements kept per connection; texts with inlined values (a postcode's seller list) come and go. */
const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely's SQLite driver prepares every statement anew; compiling the SQL was ~7% of the API's CPU
 * under `bench:load`. This keeps the prepared statements of the latest texts (least recently used
 * go first). Kysely runs one statement at a time on its single SQLite connection (a streamed query
 * holds the connection until it ends), so a cached statement is never busy when handed out again.
 */
export function withStatementCache(database: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare: (sqlText: string) => {
      const known = statements.get(sqlText);
      if (known) {
        statements.delete(sqlText);
        statements.set(sqlText, known);
        return known;
      }
      const statement = database.prepare(sqlText);
      statements.set(sqlText, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}

/** Kysely's SQLite dialect with the asynchronous busy handling above. */
export class BusyRetryingSqliteDialect extends SqliteDialect {
  constructor(config: SqliteDialectConfig) {
    super(config);
  }
  override createDriver(): Driver {
    return new BusyRetryingDriver(super.createDriver());
  }
}
