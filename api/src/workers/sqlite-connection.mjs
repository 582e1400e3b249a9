/**
 * One SQLite connection on a thread of its own (db/sqlite-threads.ts starts them: one writer and a
 * few read-only readers). better-sqlite3 is synchronous, so on the API's event loop every statement
 * stopped every request in flight: under the bench:load mix the writes' SQL (search-index triggers
 * above all) took the time cached reads needed, and a cold search held the loop for
 * its whole ranking. Here a statement blocks only this thread.
 *
 * Messages in: `{ id, sql, parameters }`, or 'close'. Out: 'ready', then per statement
 * `{ id, rows }` or `{ id, rows: [], changes, lastInsertRowid }` or `{ id, error: { message, code } }`.
 *
 * Plain JavaScript on purpose: every API instance (and every test app) starts these threads, and a
 * TypeScript one would first have to load a compiler into it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

/** @type {{ file: string; readonly: boolean; busyTimeoutMs: number; walAutocheckpoint: number | null }} */
const { file, readonly, busyTimeoutMs, walAutocheckpoint } = workerData;
const database = new SQLite(file, { readonly, fileMustExist: true });
database.pragma(`busy_timeout = ${busyTimeoutMs}`);
/**
 * Readers map the file instead of copying each page they read into their own small cache: a cold
 * search touches many index pages (measured: about 7 % less time per search on 100,000 services).
 * The address space is reserved, not memory; pages come from the OS cache all connections share.
 */
const READER_MMAP_BYTES = 256 * 1024 * 1024;
if (readonly) database.pragma(`mmap_size = ${READER_MMAP_BYTES}`);
if (!readonly) {
  // WAL + NORMAL stays durable across process crashes (only an OS crash can lose the last commit).
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  if (walAutocheckpoint !== null) database.pragma(`wal_autocheckpoint = ${walAutocheckpoint}`);
}

/** Prepared statements of the latest texts; texts with inlined values (a postcode's seller list) come and go. */
const STATEMENT_CACHE_SIZE = 256;
/** @type {Map<string, import('better-sqlite3').Statement>} */
const statements = new Map();

/** @param {string} sql */
function prepare(sql) {
  const known = statements.get(sql);
  if (known) {
    // Least recently used go first: move it to the end.
    statements.delete(sql);
    statements.set(sql, known);
    return known;
  }
  const statement = database.prepare(sql);
  statements.set(sql, statement);
  if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(/** @type {string} */ (statements.keys().next().value));
  return statement;
}

/** Structured cloning turns a Buffer into a plain Uint8Array, which better-sqlite3 does not bind. */
/** @param {unknown} value */
const bindable = (value) => (value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value);

/** @param {{ id: number; sql: string; parameters: unknown[] }} message */
function execute({ id, sql, parameters }) {
  try {
    const statement = prepare(sql);
    const values = parameters.map(bindable);
    if (statement.reader) return { id, rows: statement.all(values) };
    const { changes, lastInsertRowid } = statement.run(values);
    return { id, rows: [], changes, lastInsertRowid };
  } catch (error) {
    const { message, code } = /** @type {{ message?: string; code?: string }} */ (error);
    return { id, error: { message: String(message ?? error), code } };
  }
}

parentPort?.on('message', (message) => {
  if (message === 'close') {
    database.close();
    parentPort?.close();
    return;
  }
  parentPort?.postMessage(execute(message));
});
parentPort?.postMessage('ready');
