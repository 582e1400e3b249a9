/**
 * Server rendering of the host's own pages, which read through useLightQuery (no TanStack
 * Query on the landing page). On the server, a first render collects what the page asks for; the
 * server fetches it, and the second render finds the answers here. The answers travel in the HTML
 * and the browser's first render (the hydration) uses them instead of fetching again.
 */

import { SERVER_READ_TIMEOUT_MS } from '@craft/shared';
import { markRenderIncomplete, scopedValue } from '@craft/shared/request-scope';

type Fetch = (signal: AbortSignal) => Promise<unknown>;

interface Reads {
  answers: Map<string, unknown>;
  /** Reads that failed on the server: the page shows their failure, and the browser tries them again. */
  failed: Set<string>;
  requests: Map<string, Fetch> | null;
}

const noReads = (): Reads => ({ answers: new Map(), failed: new Set(), requests: null });
// The browser page's; each server render has its own (its request scope).
const pageReads: Reads = noReads();
const reads = (): Reads => scopedValue<Reads>('host.server-data', noReads) ?? pageReads;

/** What the server found for `key`: its answer, the failure of its read, or nothing (not asked). */
export function serverAnswer(key: string): { data: unknown } | { failed: true } | undefined {
  const { answers, failed } = reads();
  if (answers.has(key)) return { data: answers.get(key) };
  return failed.has(key) ? { failed: true } : undefined;
}

/** Used once: after the hydrating render, the page loads afresh on its next visit. */
export function forgetServerAnswer(key: string): void {
  reads().answers.delete(key);
  reads().failed.delete(key);
}

/** During a collecting render on the server: remembers a read the page asked for (a failed one is not asked again). */
export function requestOnServer(key: string, fetch: Fetch): void {
  const { answers, failed, requests } = reads();
  if (requests && !requests.has(key) && !answers.has(key) && !failed.has(key)) requests.set(key, fetch);
}

/** Server: starts collecting reads for the next render. */
export function collectServerRequests(): void {
  reads().requests = new Map();
}

/**
 * Server: fetches what the last render asked for, returns how many. A read that fails or outlasts
 * SERVER_READ_TIMEOUT_MS is left to the browser, and the page is not cached (it shows the failure
 * instead of the data).
 */
export async function fetchServerRequests(timeoutMs = SERVER_READ_TIMEOUT_MS): Promise<number> {
  const state = reads();
  const pending = state.requests ?? new Map<string, Fetch>();
  state.requests = null;
  if (pending.size === 0) return 0;
  const controller = new AbortController();
  // A read that ignores the abort still loses the race, so no read holds the page longer.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`No answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  await Promise.all(
    [...pending].map(([key, fetch]) =>
      Promise.race([fetch(controller.signal), expired]).then(
        (data) => state.answers.set(key, data),
        () => {
          state.failed.add(key);
          markRenderIncomplete();
        },
      ),
    ),
  ).finally(() => clearTimeout(timer));
  return pending.size;
}

/** Server: the answers and failed reads to send with the page, and a clean slate for the next request. */
export function takeServerAnswers(): { answers: Record<string, unknown>; failed: string[] } {
  const state = reads();
  const taken = { answers: Object.fromEntries(state.answers), failed: [...state.failed] };
  state.answers.clear();
  state.failed.clear();
  state.requests = null;
  return taken;
}

/** Browser: the server's answers and failed reads, before hydration. */
export function restoreServerAnswers(taken: Record<string, unknown>, failed: readonly string[] = []): void {
  for (const [key, data] of Object.entries(taken)) pageReads.answers.set(key, data);
  for (const key of failed) pageReads.failed.add(key);
}
