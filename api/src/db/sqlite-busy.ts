import { setTimeout as sleep } from 'node:timers/promises';

/**
 * SQLite's own busy wait (busy_timeout) is synchronous: while another process holds the write lock,
 * the waiting connection can do nothing else (on the event loop that froze every request, GET
 * /health included, for 4.7 s under a load test; on the writer's thread it would hold up every write
 * queued behind it). The synchronous wait is short (SHORT_BUSY_TIMEOUT_MS, set on the connection)
 * and the rest of the wait happens between attempts, asleep, so other work goes on meanwhile.
 */
export const SHORT_BUSY_TIMEOUT_MS = 20;
/** Async back-off between attempts; about 5 s in all, like the old synchronous timeout. */
const RETRY_DELAYS_MS = [10, 25, 50, 100, 200, 400, 800, 1_200, 2_000];

/** SQLite's lock was still held elsewhere after every retry: the caller answers 503, not 500. */
export const isBusy = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED');

export async function retryingBusy<T>(attempt: () => Promise<T>): Promise<T> {
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
