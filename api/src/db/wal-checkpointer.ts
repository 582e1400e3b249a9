import { startThread } from '../lib/worker-entry';

/** SQLite's default: a checkpoint on the writer's connection each time the log passes 1000 pages. */
const SQLITE_DEFAULT_AUTOCHECKPOINT = 1000;
const DEFAULT_INTERVAL_MS = 200;

/** What workers/wal-checkpointer.mjs is started with. */
interface CheckpointerOptions {
  file: string;
  intervalMs: number;
}

/** After a checkpoint that found frames: the log's size and how much of it is in the database file. */
export interface CheckpointReport {
  log: number;
  checkpointed: number;
}

export interface WalCheckpointer {
  /** The last report of the checkpoint thread, null before its first one. */
  readonly last: CheckpointReport | null;
  /** Resolves once the thread takes checkpoints (it starts within a second). */
  readonly ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Takes checkpoints off the writer's connection (opened with `wal_autocheckpoint = 0`) onto a thread
 * of their own (workers/wal-checkpointer.mjs). If that thread cannot start or dies,
 * `restoreAutocheckpoint` gives the writer its own checkpoints back, as SQLite does by default, so
 * the log never grows without bound.
 */
export function startWalCheckpointer(
  file: string,
  restoreAutocheckpoint: (pages: number) => Promise<void>,
  intervalMs = DEFAULT_INTERVAL_MS,
): WalCheckpointer {
  const worker = startThread('wal-checkpointer', { file, intervalMs } satisfies CheckpointerOptions);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopping = false;
  let last: CheckpointReport | null = null;
  const fallBack = (why: string) => {
    if (stopping) return;
    process.emitWarning(`SQLite checkpoint thread ${why}; the writer's connection checkpoints by itself again`);
    restoreAutocheckpoint(SQLITE_DEFAULT_AUTOCHECKPOINT).catch((error: Error) => process.emitWarning(`SQLite checkpoints could not be restored: ${error.message}`));
  };
  let markReady = () => undefined as void;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  worker.on('message', (message: CheckpointReport | 'ready') => {
    if (message !== 'ready') {
      last = message;
      return;
    }
    markReady();
    // Running, its timer must not keep a process alive that has nothing else to do (once stopping,
    // the wait for its exit must).
    if (!stopping) worker.unref();
  });
  worker.on('error', (error) => fallBack(`failed: ${error.message}`));
  worker.on('exit', (code) => fallBack(`exited (${code})`));
  return {
    get last() {
      return last;
    },
    ready,
    async stop() {
      stopping = true;
      // Unreferenced, the thread would not keep the process waiting for its exit.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
