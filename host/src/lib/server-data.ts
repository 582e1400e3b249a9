/**
 * Server rendering of the host's own pages, which read through useLightQuery (no TanStack
 * Query on the landing page). On the server, a first render collects what the page asks for; the
 * server fetches it, and the second render finds the answers here. The answers travel in the HTML
 * and the browser's first render (the hydration) uses them instead of fetching again.
 */

import { markRenderIncomplete, scopedValue } from '@craft/shared/request-scope';

type Fetch = (signal: AbortSignal) => Promise<unknown>;

interface Reads {
  answers: Map<string, unknown>;
  requests: Map<string, Fetch> | null;
}

// The browser page's; each server render has its own (its request scope).
const pageReads: Reads = { answers: new Map(), requests: null };
const reads = (): Reads => scopedValue<Reads>('host.server-data', () => ({ answers: new Map(), requests: null })) ?? pageReads;

/** The answer the server fetched for `key`, if any. */
export function serverAnswer(key: string): { data: unknown } | undefined {
  const { answers } = reads();
  return answers.has(key) ? { data: answers.get(key) } : undefined;
}

/** Used once: after the hydrating render, the page loads afresh on its next visit. */
export function forgetServerAnswer(key: string): void {
  reads().answers.delete(key);
}

/** During a collecting render on the server: remembers a read the page asked for. */
export function requestOnServer(key: string, fetch: Fetch): void {
  const { answers, requests } = reads();
  if (requests && !requests.has(key) && !answers.has(key)) requests.set(key, fetch);
}

/** Server: starts collecting reads for the next render. */
export function collectServerRequests(): void {
  reads().requests = new Map();
}

/**
 * Server: fetches what the last render asked for, returns how many. A failure is left to the
 * browser, and the page is not cached (it shows the failure instead of the data).
 */
export async function fetchServerRequests(): Promise<number> {
  const state = reads();
  const pending = state.requests ?? new Map<string, Fetch>();
  state.requests = null;
  const controller = new AbortController();
  await Promise.all(
    [...pending].map(([key, fetch]) =>
      fetch(controller.signal).then(
        (data) => state.answers.set(key, data),
        () => markRenderIncomplete(),
      ),
    ),
  );
  return pending.size;
}

/** Server: the answers to send with the page, and a clean slate for the next request. */
export function takeServerAnswers(): Record<string, unknown> {
  const state = reads();
  const taken = Object.fromEntries(state.answers);
  state.answers.clear();
  state.requests = null;
  return taken;
}

/** Browser: the server's answers, before hydration. */
export function restoreServerAnswers(taken: Record<string, unknown>): void {
  for (const [key, data] of Object.entries(taken)) pageReads.answers.set(key, data);
}
