/**
 * Server rendering of the host's own pages, which read through useLightQuery (no TanStack
 * Query on the landing page). On the server, a first render collects what the page asks for; the
 * server fetches it, and the second render finds the answers here. The answers travel in the HTML
 * and the browser's first render (the hydration) uses them instead of fetching again.
 */

type Fetch = (signal: AbortSignal) => Promise<unknown>;

const answers = new Map<string, unknown>();
let requests: Map<string, Fetch> | null = null;

/** The answer the server fetched for `key`, if any. */
export function serverAnswer(key: string): { data: unknown } | undefined {
  return answers.has(key) ? { data: answers.get(key) } : undefined;
}

/** Used once: after the hydrating render, the page loads afresh on its next visit. */
export function forgetServerAnswer(key: string): void {
  answers.delete(key);
}

/** During a collecting render on the server: remembers a read the page asked for. */
export function requestOnServer(key: string, fetch: Fetch): void {
  if (requests && !requests.has(key) && !answers.has(key)) requests.set(key, fetch);
}

/** Server: starts collecting reads for the next render. */
export function collectServerRequests(): void {
  requests = new Map();
}

/** Server: fetches what the last render asked for (a failure is left to the browser); returns how many. */
export async function fetchServerRequests(): Promise<number> {
  const pending = requests ?? new Map<string, Fetch>();
  requests = null;
  const controller = new AbortController();
  await Promise.all(
    [...pending].map(([key, fetch]) =>
      fetch(controller.signal).then(
        (data) => answers.set(key, data),
        () => undefined,
      ),
    ),
  );
  return pending.size;
}

/** Server: the answers to send with the page, and a clean slate for the next request. */
export function takeServerAnswers(): Record<string, unknown> {
  const taken = Object.fromEntries(answers);
  answers.clear();
  requests = null;
  return taken;
}

/** Browser: the server's answers, before hydration. */
export function restoreServerAnswers(taken: Record<string, unknown>): void {
  for (const [key, data] of Object.entries(taken)) answers.set(key, data);
}
