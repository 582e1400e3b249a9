import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { Slots } from '../lib/work-pool';
import { startThread } from '../lib/worker-entry';
import { SHORT_BUSY_TIMEOUT_MS, retryingBusy } from './sqlite-busy';

/** What workers/sqlite-connection.mjs is started with. */
interface ConnectionOptions {
  file: string;
  readonly: boolean;
  busyTimeoutMs: number;
  /** Pages between the writer's own checkpoints; 0 while the checkpoint thread takes them, null: SQLite's default. */
  walAutocheckpoint: number | null;
}

type Reply =
  | { id: number; rows: unknown[]; changes?: number; lastInsertRowid?: number | bigint }
  | { id: number; error: { message: string; code?: string } };

/** An SQLite error from a connection thread, with better-sqlite3's `code` (SQLITE_BUSY, SQLITE_CONSTRAINT_UNIQUE, …). */
export class SqliteThreadError extends Error {
  override name = 'SqliteError';
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/**
 * One connection thread. It keeps the process alive only while a statement is under way, so a
 * script that forgets nothing but the database still ends.
 */
class ConnectionThread {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();

  constructor(private readonly options: ConnectionOptions) {}

  /** Statements sent and not answered yet: the readers' load balance. */
  get load(): number {
    return this.pending.size;
  }

  start(): Promise<void> {
    if (this.ready) return this.ready;
    const worker = startThread('sqlite-connection', this.options satisfies ConnectionOptions);
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.on('message', (message: Reply | 'ready') => {
        if (message === 'ready') {
          worker.off('error', reject);
          if (this.pending.size === 0) worker.unref();
          resolve();
          return;
        }
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (this.pending.size === 0) worker.unref();
        waiting?.resolve(message);
      });
    });
    // A thread that dies fails what it had in hand; the next statement starts a new one (SQLite
    // rolled back whatever transaction the old connection had open).
    worker.on('exit', (code) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.ready = null;
      const failure = new Error(`SQLite connection thread exited (${code})`);
      for (const waiting of this.pending.values()) waiting.reject(failure);
      this.pending.clear();
    });
    worker.on('error', (error) => process.emitWarning(`SQLite connection thread failed: ${error.message}`));
    return this.ready;
  }

  async execute<R>(sql: string, parameters: readonly unknown[]): Promise<QueryResult<R>> {
    await this.start();
    const worker = this.worker;
    if (!worker) throw new Error('SQLite connection thread is not running');
    const id = this.nextId++;
    const reply = await new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, sql, parameters });
    });
    if ('error' in reply) throw new SqliteThreadError(reply.error.message, reply.error.code);
    return {
      rows: reply.rows as R[],
      ...(reply.changes === undefined ? {} : { numAffectedRows: BigInt(reply.changes) }),
      ...(reply.lastInsertRowid === undefined ? {} : { insertId: BigInt(reply.lastInsertRowid) }),
    };
  }

  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    this.ready = null;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.ref();
    worker.postMessage('close');
    await exited;
  }
}

const READ_STATEMENT = /^\s*(select|with)\b/i;

/**
 * Reads outside a transaction go to the least busy reader. A raw statement is a read when its text
 * says so; one that writes anyway fails on the read-only connection before it changes anything and
 * goes to the writer instead.
 */
function isRead(query: CompiledQuery): boolean {
  const kind = query.query.kind;
  return kind === 'SelectQueryNode' || (kind === 'RawNode' && READ_STATEMENT.test(query.sql));
}

export interface SqliteThreadsOptions {
  file: string;
  /** Read-only connections; default: one per core, two at least, four at most. */
  readers?: number;
  /** Whether a checkpoint thread takes the checkpoints (the writer's own are then off). */
  externalCheckpoints: boolean;
}

/**
 * SQLite on connection threads: one writer, which takes every write and every transaction in turn,
 * and read-only readers for the reads outside transactions. In WAL mode readers never wait for the
 * writer and see every transaction committed before their statement began, so a read that follows
 * a write in the same request sees it.
 */
export class SqliteThreads {
  private readonly writer: ConnectionThread;
  private readonly readers: ConnectionThread[];
  /** The writer's connection: one holder at a time, for a statement or a whole transaction. */
  private readonly writerTurns = new Slots(1);

  constructor(private readonly options: SqliteThreadsOptions) {
    const common = { file: options.file, busyTimeoutMs: SHORT_BUSY_TIMEOUT_MS };
    this.writer = new ConnectionThread({ ...common, readonly: false, walAutocheckpoint: options.externalCheckpoints ? 0 : null });
    const readers = options.readers ?? Math.min(4, Math.max(2, os.availableParallelism()));
    this.readers = Array.from({ length: readers }, () => new ConnectionThread({ ...common, readonly: true, walAutocheckpoint: null }));
  }

  async start(): Promise<void> {
    await Promise.all([this.writer.start(), ...this.readers.map((reader) => reader.start())]);
  }

  /** Statements on the writer's connection hold its lock; `release` ends the turn. */
  lockWriter(): Promise<() => void> {
    return this.writerTurns.acquire();
  }

  /** On the writer, inside a turn already held (a transaction's statements). */
  executeOnWriter<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return retryingBusy(() => this.writer.execute<R>(query.sql, query.parameters));
  }

  /** A statement outside any transaction: reads on a reader, the rest on the writer in a turn of its own. */
  async execute<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (isRead(query)) {
      const reader = this.readers.reduce((least, next) => (next.load < least.load ? next : least));
      try {
        return await reader.execute<R>(query.sql, query.parameters);
      } catch (error) {
        if (!(error instanceof SqliteThreadError && error.code === 'SQLITE_READONLY')) throw error;
      }
    }
    const release = await this.lockWriter();
    try {
      return await this.executeOnWriter<R>(query);
    } finally {
      release();
    }
  }

  /** For GET /metrics: connection threads, those with nothing in hand, and turns waiting for the writer. */
  use(): { total: number; idle: number; waiting: number } {
    const threads = [this.writer, ...this.readers];
    return { total: threads.length, idle: threads.filter((thread) => thread.load === 0).length, waiting: Math.max(0, this.writerTurns.queued - 1) };
  }

  /** Sets SQLite's own checkpoints on the writer again (when the checkpoint thread is gone). */
  async restoreAutocheckpoint(pages: number): Promise<void> {
    await this.execute(CompiledQuery.raw(`pragma wal_autocheckpoint = ${pages}`));
  }

  async close(): Promise<void> {
    const release = await this.lockWriter();
    try {
      await Promise.all([this.writer.close(), ...this.readers.map((reader) => reader.close())]);
    } finally {
      release();
    }
  }
}

/** What Kysely holds for one query or one transaction. */
class ThreadedConnection implements DatabaseConnection {
  private releaseWriter: (() => void) | null = null;

  constructor(private readonly threads: SqliteThreads) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.releaseWriter ? this.threads.executeOnWriter<R>(query) : this.threads.execute<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (let start = 0; start < rows.length; start += chunkSize) yield { rows: rows.slice(start, start + chunkSize) };
  }

  /**
   * BEGIN IMMEDIATE takes SQLite's write lock up front (retried like any statement): a deferred
   * BEGIN that reads first and writes later could fail mid-transaction with a busy snapshot, which
   * no retry of the single statement can fix.
   */
  async begin(): Promise<void> {
    const release = await this.threads.lockWriter();
    try {
      await this.threads.executeOnWriter(CompiledQuery.raw('begin immediate'));
    } catch (error) {
      release();
      throw error;
    }
    this.releaseWriter = release;
  }

  async end(statement: 'commit' | 'rollback'): Promise<void> {
    try {
      await this.threads.executeOnWriter(CompiledQuery.raw(statement));
    } finally {
      this.releaseWriter?.();
      this.releaseWriter = null;
    }
  }
}

class ThreadedSqliteDriver implements Driver {
  constructor(private readonly threads: SqliteThreads) {}
  init(): Promise<void> {
    return this.threads.start();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new ThreadedConnection(this.threads);
  }
  beginTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as ThreadedConnection).begin();
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as ThreadedConnection).end('commit');
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as ThreadedConnection).end('rollback');
  }
  async releaseConnection(): Promise<void> {}
  destroy(): Promise<void> {
    return this.threads.close();
  }
}

/** Kysely's SQLite dialect on the connection threads above. */
export class ThreadedSqliteDialect implements Dialect {
  constructor(private readonly threads: SqliteThreads) {}
  createDriver(): Driver {
    return new ThreadedSqliteDriver(this.threads);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
