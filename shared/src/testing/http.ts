import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { LiveEvent } from '../api/conversation-types';
import { getRuntimeConfig } from '../config/runtime-config';

/**
 * GET /live as the API answers a signed-in page: an event stream that stays open, starting
 * with `events` (default: nothing unread). Every test has it, since the navbar's unread badge opens
 * the stream on any signed-in page; `server.use(answerLive([...]))` sends other events. `later`
 * events follow once `later.after` resolves (e.g. when a lazily loaded listener is there).
 */
export function answerLive(
  events: readonly LiveEvent[] = [{ type: 'unread', unread: 0 }],
  later?: { after: Promise<unknown>; events: readonly LiveEvent[] },
): HttpHandler {
  return http.get('*/live', () => {
    const encoder = new TextEncoder();
    const send = (controller: ReadableStreamDefaultController<Uint8Array>, list: readonly LiveEvent[]) => {
      for (const event of list) controller.enqueue(encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`));
    };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send(controller, events);
        // Stopped streams (the page has gone) take nothing more.
        if (later) void later.after.then(() => send(controller, later.events)).catch(() => undefined);
        // Left open, as the real stream is; the page aborts it when it unmounts.
      },
    });
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
  });
}

/**
 * The API faked at the network edge: the pages' real API functions and axios client run, and
 * Mock Service Worker answers their requests. setup-tests.ts starts it for every test file with
 * only the live stream (answerLive): a test declares the calls it expects with `server.use(...)`
 * and any other request fails the test.
 */
export const server = setupServer(answerLive());

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The absolute URL the API client calls for `path`, from the run-time config's base URL. */
export function apiUrl(path: string): string {
  const base = getRuntimeConfig().apiUrl.replace(/\/+$/, '');
  return new URL(`${base}/${path.replace(/^\/+/, '')}`, window.location.href).href;
}

/** A request the fake API received, for assertions on what the page sent. */
export interface ReceivedRequest {
  method: string;
  /** Path without the query, e.g. '/services/7'. */
  path: string;
  query: Record<string, string>;
  /** Parsed JSON, a multipart form's fields (files as File), a text, or undefined without body. */
  body: unknown;
  headers: Headers;
}

const received: ReceivedRequest[] = [];

/** Every request an answer of this kit got in this test, in order (cleared after each test). */
export function receivedRequests(method?: Method, path?: string): ReceivedRequest[] {
  return received.filter(
    (request) => (!method || request.method === method.toUpperCase()) && (!path || request.path === path),
  );
}

/** Called by setup-tests.ts after each test. */
export function clearReceivedRequests(): void {
  received.length = 0;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return Object.fromEntries((await request.formData()).entries());
  const text = await request.text();
  if (!text) return undefined;
  return type.includes('application/json') ? (JSON.parse(text) as unknown) : text;
}

async function record(request: Request): Promise<ReceivedRequest> {
  const url = new URL(request.url);
  const recorded: ReceivedRequest = {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams.entries()),
    body: await readBody(request.clone()),
    headers: request.headers,
  };
  received.push(recorded);
  return recorded;
}

type Answer = (request: ReceivedRequest) => Response | Promise<Response>;

interface AnswerOptions {
  /** Answer only the first matching request (then the next handler, or an unhandled error). */
  once?: boolean;
}

/** One fake route: records each request, then answers it with `answer`. */
export function answer(method: Method, path: string, respond: Answer, { once = false }: AnswerOptions = {}): HttpHandler {
  return http[method](
    apiUrl(path),
    // Its own request, not the last one recorded: requests made at once (server renders) interleave.
    async ({ request }) => respond(await record(request)),
    { once },
  );
}

/**
 * The API answers `body` as JSON (status 200 unless told); `body` may be a function of the
 * request, for an answer read when the request comes (e.g. the user the page is logged in as).
 */
export function answerJson(
  method: Method,
  path: string,
  body: JsonBodyType | ((request: ReceivedRequest) => JsonBodyType),
  { status = 200, ...options }: AnswerOptions & { status?: number } = {},
): HttpHandler {
  return answer(method, path, (request) => HttpResponse.json(typeof body === 'function' ? body(request) : body, { status }), options);
}

/** The API answers with no body (204 unless told), as for a DELETE. */
export function answerEmpty(method: Method, path: string, { status = 204, ...options }: AnswerOptions & { status?: number } = {}): HttpHandler {
  return answer(method, path, () => new HttpResponse(null, { status }), options);
}

/** The API sends a file (a download). */
export function answerFile(method: Method, path: string, content: string, type = 'application/pdf', options: AnswerOptions = {}): HttpHandler {
  return answer(method, path, () => new HttpResponse(content, { headers: { 'content-type': type } }), options);
}

/** The API refuses with `status` and its `{ error }` body. */
export function answerError(method: Method, path: string, status: number, error = 'failed', options: AnswerOptions = {}): HttpHandler {
  return answer(method, path, () => HttpResponse.json({ error }, { status }), options);
}

/** The server never answers: a network failure, as when offline. */
export function answerNetworkError(method: Method, path: string, options: AnswerOptions = {}): HttpHandler {
  return answer(method, path, () => HttpResponse.error(), options);
}

/** The request stays pending for the whole test (to look at a loading state). */
export function answerNever(method: Method, path: string, options: AnswerOptions = {}): HttpHandler {
  return answer(
    method,
    path,
    async () => {
      await delay('infinite');
      return HttpResponse.error();
    },
    options,
  );
}

/**
 * The request waits until the test calls `release()`, then gets `body` as JSON (or, for null, an
 * empty 204): to act while a call is in flight (a double click, a second call overtaking it).
 */
export function answerLater(
  method: Method,
  path: string,
  body: JsonBodyType,
  { status = body === null ? 204 : 200, ...options }: AnswerOptions & { status?: number } = {},
): { handler: HttpHandler; release: () => void } {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = answer(
    method,
    path,
    async () => {
      await released;
      return body === null ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
    },
    options,
  );
  return { handler, release: () => release() };
}
