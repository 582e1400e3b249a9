import { Pool, type Dispatcher } from 'undici';
import { heldBody } from '../edge/limits';

/** How long an address that refused or dropped a connection gets no new requests (unless every address is down). */
export const DOWN_FOR_MS = 1_000;

/** Methods whose request may be sent again after it may have reached the API: they change nothing. */
const RETRYABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** No connection was made, so no byte of the request left: any method may go to another address. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/** The connection broke before any answer came: the API may or may not have seen the request. */
const DROPPED = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

type Callback = (error: Error | null, data?: Dispatcher.ResponseData) => void;

interface Upstream {
  origin: string;
  pool: Pool;
  /** Date.now() until which the address is passed over. */
  downUntil: number;
}

/**
 * The API's addresses (API_INTERNAL_URL, comma-separated) as one dispatcher for the /api proxy:
 * requests go round-robin over the addresses that are up, each with its own connection pool.
 * When a connection to one is refused or breaks before any answer (an instance restarting), the
 * request goes once to another address if that cannot do anything twice: always when no
 * connection was made (nothing was sent), and for GET, HEAD and OPTIONS also when it broke after
 * sending. A POST, PUT, PATCH or DELETE that may have reached the API is never sent again: PUT and
 * DELETE are idempotent on paper, not here (PUT /direct-offers/<id> tells the seller each time, a
 * review's PUT answers 201 then 200, a DELETE repeated after it took effect answers 404, where
 * the user would read an error for what worked). The failing address is passed over for
 * DOWN_FOR_MS, so a stopped instance costs one failed connection a second, not one per request.
 */
export class ApiUpstreams {
  private readonly upstreams: Upstream[];
  private next = 0;

  constructor(
    urls: readonly string[],
    options: Pool.Options,
    private readonly now: () => number = Date.now,
  ) {
    if (urls.length === 0) throw new Error('ApiUpstreams needs at least one API address');
    this.upstreams = urls.map((url) => ({ origin: new URL(url).origin, pool: new Pool(new URL(url).origin, options), downUntil: 0 }));
  }

  /** The addresses, in order (for logs and tests). */
  get origins(): string[] {
    return this.upstreams.map((upstream) => upstream.origin);
  }

  request(options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>;
  request(options: Dispatcher.RequestOptions, callback: Callback): void;
  request(options: Dispatcher.RequestOptions, callback?: Callback): Promise<Dispatcher.ResponseData> | void {
    if (!callback) {
      return new Promise((resolve, reject) => this.request(options, (error, data) => (error || !data ? reject(error ?? new Error('no answer')) : resolve(data))));
    }
    const first = this.pick(null);
    this.send(first, options, (error, data) => {
      if (!error) return callback(null, data);
      const code = (error as NodeJS.ErrnoException).code ?? '';
      const notConnected = NOT_CONNECTED.has(code);
      if (!notConnected && !DROPPED.has(code)) return callback(error);
      first.downUntil = this.now() + DOWN_FOR_MS;
      const body = replayable(options.body);
      const again = this.upstreams.length > 1 && body !== false && (notConnected || RETRYABLE_METHODS.has(options.method.toUpperCase()));
      if (!again) return callback(error);
      this.send(this.pick(first), { ...options, body }, callback);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.upstreams.map((upstream) => upstream.pool.close()));
  }

  async destroy(): Promise<void> {
    await Promise.all(this.upstreams.map((upstream) => upstream.pool.destroy()));
  }

  /** The next address that is up, round-robin (not `except`); every address down: the next one anyway. */
  private pick(except: Upstream | null): Upstream {
    const candidates = this.upstreams.filter((upstream) => upstream !== except);
    const now = this.now();
    const up = candidates.filter((upstream) => upstream.downUntil <= now);
    const from = up.length ? up : candidates.length ? candidates : this.upstreams;
    const chosen = from[this.next++ % from.length] as Upstream;
    if (this.next > 1e9) this.next = 0;
    return chosen;
  }

  private send(upstream: Upstream, options: Dispatcher.RequestOptions, callback: Callback): void {
    upstream.pool.request({ ...options, origin: upstream.origin }, (error, data) => {
      if (error) return callback(error);
      upstream.downUntil = 0;
      callback(null, data);
    });
  }
}

/**
 * The body to send a second time: none, text, bytes, or the bytes behind a body the edge read in
 * full (web/src/edge/limits.ts); false for any other stream, which the first try has consumed.
 */
function replayable(body: Dispatcher.RequestOptions['body']): Dispatcher.RequestOptions['body'] | false {
  if (body === undefined || body === null || typeof body === 'string' || body instanceof Uint8Array) return body;
  return heldBody(body) ?? false;
}
