/**
 * SQLite's checkpoints, on a thread of their own (db/wal-checkpointer.ts starts it with
 * `{ file, intervalMs }` and reads its messages). A checkpoint copies the write-ahead log into the
 * database file and syncs it; run by the API's connection it blocked the event loop for every
 * request in flight (read p99 under the bench:load mix 153 -> 76 ms without it).
 * PASSIVE never waits for readers or writers: what it cannot copy now is copied next time, and the
 * writer starts the log over once everything is copied.
 *
 * Plain JavaScript on purpose: every API instance (and every test app) starts this thread, and a
 * TypeScript one would first have to load a compiler into it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

/** @type {{ file: string; intervalMs: number }} */
const { file, intervalMs } = workerData;
const database = new SQLite(file);
// Never wait for a lock: a checkpoint that cannot run now runs at the next tick.
database.pragma('busy_timeout = 0');

/** Posts `{ log, checkpointed }` (frames in the log, frames copied) when the log is not empty. */
function checkpoint() {
  try {
    const [result] = /** @type {Array<{ busy: number; log: number; checkpointed: number }>} */ (database.pragma('wal_checkpoint(PASSIVE)'));
    if (result && result.log > 0) parentPort?.postMessage({ log: result.log, checkpointed: result.checkpointed });
  } catch {
    // SQLITE_BUSY: another checkpoint (the last connection closing) is under way.
  }
}

const timer = setInterval(checkpoint, intervalMs);
parentPort?.postMessage('ready');
parentPort?.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  database.close();
  parentPort?.close();
});
