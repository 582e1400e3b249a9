/**
 * The web server as an edge that holds against slow and greedy clients: its time-outs and sizes,
 * a per-address cap on concurrent requests, and request bodies read here in full before a
 * connection to the API is taken, so a body that trickles in costs this server a socket and never
 * one of the API connections that pages and writes need. See the README's "Limits of the web server".
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

const SECOND = 1000;

/** Every limit of the edge; each may be set by its environment variable (README). */
export interface EdgeLimits {
  /** The request line and headers must arrive within this time (node answers 408). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this time (408). */
  requestTimeoutMs: number;
  /** A request body that sends nothing for this long is answered 408. */
  bodyIdleTimeoutMs: number;
  /** A connection with no traffic either way for this long is closed (live streams send a heartbeat every 25 s). */
  socketIdleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
  /** Largest request body through /api: a 20 MB document with its form fields; beyond it 413. */
  bodyLimitBytes: number;
  /** Request bodies held in memory at once, all clients together; beyond it 503 + Retry-After. */
  bodyBufferBytes: number;
  /** Concurrent /api requests per client address (live streams apart); beyond it 429. */
  apiRequestsPerAddress: number;
  /** Connections from this server to the API for pages and writes. */
  apiConnections: number;
  /** Open live streams (/api/live) per client address; beyond it 429. */
  liveStreamsPerAddress: number;
  /** Open live streams in all, each on its own connection to the API, apart from the pages' ones; beyond it 503. */
  liveStreams: number;
}

export function edgeLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): EdgeLimits {
  const int = (name: string, fallback: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${raw}"`);
    return value;
  };
  return {
    headersTimeoutMs: int('WEB_HEADERS_TIMEOUT_MS', 10 * SECOND),
    requestTimeoutMs: int('WEB_REQUEST_TIMEOUT_MS', 120 * SECOND),
    bodyIdleTimeoutMs: int('WEB_BODY_IDLE_TIMEOUT_MS', 10 * SECOND),
    socketIdleTimeoutMs: int('WEB_SOCKET_IDLE_TIMEOUT_MS', 130 * SECOND),
    keepAliveTimeoutMs: int('WEB_KEEP_ALIVE_TIMEOUT_MS', 10 * SECOND),
    bodyLimitBytes: int('WEB_BODY_LIMIT_BYTES', 24 * 1024 * 1024),
    bodyBufferBytes: int('WEB_BODY_BUFFER_BYTES', 256 * 1024 * 1024),
    apiRequestsPerAddress: int('WEB_API_REQUESTS_PER_ADDRESS', 32),
    apiConnections: int('WEB_API_CONNECTIONS', 128),
    liveStreamsPerAddress: int('WEB_LIVE_STREAMS_PER_ADDRESS', 32),
    liveStreams: int('WEB_LIVE_STREAMS', 4000),
  };
}

/** The bytes behind each body the edge read in full, so the proxy can send one again (see heldBody). */
const heldBodies = new WeakMap<Readable, Buffer>();

/**
 * The bytes of a request body the edge read in full, or undefined for anything else. The proxy
 * gets the body as a stream (so it is sent as it came, never re-encoded as JSON); this lets
 * api-upstreams.ts send it to a second address after the first one refused the connection.
 */
export function heldBody(body: unknown): Buffer | undefined {
  return body instanceof Readable ? heldBodies.get(body) : undefined;
}

/** Retry-After of a refusal for too many requests at once: they end within seconds. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Who a client is for the caps: its IPv4 address, or the /64 network of an IPv6 address (what one
 * subscriber usually gets, so a client cannot take a fresh address for each request).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/** The server's own page rendering calls /api from this machine: its calls are not counted per address. */
const isLoopback = (address: string): boolean => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

type Release = () => void;

interface ConcurrencyGate {
  acquire(key: string): Release | null;
  /** Open in all (for tests and logs). */
  size(): number;
}

/**
 * Counts what is open per key (a client address) and in all. `acquire` returns a release function,
 * or null beyond either cap; the release runs once, however often it is called.
 */
export function concurrencyGate({ perKey, total = Infinity }: { perKey: number; total?: number }): ConcurrencyGate {
  const open = new Map<string, number>();
  let all = 0;
  return {
    acquire(key) {
      const mine = open.get(key) ?? 0;
      if (mine >= perKey || all >= total) return null;
      open.set(key, mine + 1);
      all += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        all -= 1;
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      };
    },
    size: () => all,
  };
}

/** An error the edge answers itself, with its status (408, 413, 503). */
export class EdgeRefusal extends Error {
  constructor(
    readonly statusCode: 408 | 413 | 503,
    message: string,
  ) {
    super(message);
  }
}

/** How long the rest of a refused oversized body is read and thrown away before the connection closes. */
const LINGER_MS = 2_000;

const BODY_TOO_LARGE = 'The request body is too large.';
const BODY_TOO_SLOW = 'The request body arrived too slowly.';
const EDGE_BUSY = 'The service is busy. Please try again in a moment.';

interface ReadBodyOptions {
  limit: number;
  idleMs: number;
  /** Epoch milliseconds by which the whole body must be in. */
  deadline: number;
  declaredLength?: number;
  reserve?: (bytes: number) => boolean;
}

/**
 * Reads a request body in full: at most `limit` bytes (413 beyond, without reading a body whose
 * Content-Length already says so), no pause longer than `idleMs` and all of it by `deadline` (408).
 * `reserve(bytes)` is asked before each chunk is kept: false answers 503 (memory is full).
 */
export function readBody(stream: Readable, { limit, idleMs, deadline, declaredLength, reserve = () => true }: ReadBodyOptions): Promise<Buffer> {
  if (declaredLength !== undefined && declaredLength > limit) return Promise.reject(new EdgeRefusal(413, BODY_TOO_LARGE));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let idleTimer: NodeJS.Timeout | undefined;
    const finish = (error: Error | null, value?: Buffer) => {
      clearTimeout(idleTimer);
      clearTimeout(deadlineTimer);
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
      if (error) {
        stream.pause();
        reject(error);
      } else resolve(value ?? Buffer.alloc(0));
    };
    const armIdle = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => finish(new EdgeRefusal(408, BODY_TOO_SLOW)), idleMs);
    };
    const deadlineTimer = setTimeout(() => finish(new EdgeRefusal(408, BODY_TOO_SLOW)), Math.max(0, deadline - Date.now()));
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return finish(new EdgeRefusal(413, BODY_TOO_LARGE));
      if (!reserve(chunk.length)) return finish(new EdgeRefusal(503, EDGE_BUSY));
      chunks.push(chunk);
      armIdle();
    };
    const onEnd = () => finish(null, Buffer.concat(chunks, size));
    const onError = (error: Error) => finish(error);
    const onClose = () => finish(new Error('the client went away before its body was complete'));
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
    stream.on('close', onClose);
    armIdle();
  });
}

/** The API's error codes (shared/src/api/error-codes.ts) for the refusals that have one, so screens translate them. */
const CODES: Partial<Record<number, string>> = { 413: 'request.body_too_large', 429: 'request.rate_limited', 503: 'server.busy' };

const refuse = (reply: FastifyReply, status: number, error: string, headers: Record<string, string> = {}) => {
  const code = CODES[status];
  return reply
    .code(status)
    .headers({ 'cache-control': 'no-store', ...headers })
    .type('application/json; charset=utf-8')
    .send(code ? { error, code } : { error });
};

const TOO_MANY_REQUESTS = 'Too many requests at once from your address. Please try again in a moment.';
const TOO_MANY_STREAMS = 'Too many live connections from your address.';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The preHandler of the /api proxy: at most `apiRequestsPerAddress` requests at once per address
 * (429 + Retry-After beyond), then the body read here in full within the limits (408 and 503 close
 * the connection; 413 reads the rest away for a moment first), with at most `bodyBufferBytes`
 * held for all clients together. The API gets a complete body with its Content-Length, so its
 * connection is busy only while it works.
 */
export function apiRequestGate(limits: EdgeLimits): PreHandler {
  const gate = concurrencyGate({ perKey: limits.apiRequestsPerAddress });
  let buffered = 0;
  return async function holdAtTheEdge(request, reply) {
    if (!isLoopback(request.ip)) {
      const release = gate.acquire(addressKey(request.ip));
      // Closed after the answer: the body of a refused request is not worth waiting for.
      if (!release) return refuse(reply, 429, TOO_MANY_REQUESTS, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS), connection: 'close' });
      reply.raw.once('close', release);
    }
    if (!(request.body instanceof Readable)) return;
    const declared = request.headers['content-length'];
    // Bytes held for this request count until its answer is sent (or it is abandoned).
    let mine = 0;
    reply.raw.once('close', () => {
      buffered -= mine;
      mine = 0;
    });
    const reserve = (bytes: number) => {
      if (buffered + bytes > limits.bodyBufferBytes) return false;
      buffered += bytes;
      mine += bytes;
      return true;
    };
    try {
      const body = await readBody(request.body, {
        limit: limits.bodyLimitBytes,
        idleMs: limits.bodyIdleTimeoutMs,
        deadline: Date.now() - reply.elapsedTime + limits.requestTimeoutMs,
        declaredLength: declared === undefined ? undefined : Number(declared),
        reserve,
      });
      request.headers['content-length'] = String(body.length);
      delete request.headers['transfer-encoding'];
      const held = Readable.from(body.length ? [body] : []);
      heldBodies.set(held, body);
      request.body = held;
    } catch (error) {
      if (!(error instanceof EdgeRefusal)) {
        request.log.info({ err: error }, 'request body not received');
        return reply.hijack(); // the client is gone: nothing to answer
      }
      if (error.statusCode === 413) {
        // Closing at once would reset a connection that still has body bytes in flight, and the
        // client might never read the 413: discard the rest for a moment, then close.
        const socket = request.raw.socket;
        const linger = setTimeout(() => socket.destroy(), LINGER_MS);
        linger.unref();
        request.raw.once('end', () => clearTimeout(linger));
        request.raw.resume();
        return refuse(reply, 413, error.message);
      }
      const retry: Record<string, string> = error.statusCode === 503 ? { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) } : {};
      return refuse(reply, error.statusCode, error.message, { connection: 'close', ...retry });
    }
  };
}

/**
 * The preHandler of the live-stream proxy: at most `liveStreamsPerAddress` open streams per address
 * (429 + Retry-After) and `liveStreams` in all (503 + Retry-After), so the streams' own pool never
 * queues. The API caps streams per account itself and ends each after its lifetime.
 */
export function liveStreamGate(limits: EdgeLimits): PreHandler {
  const gate = concurrencyGate({ perKey: limits.liveStreamsPerAddress, total: limits.liveStreams });
  return async function holdLiveStreams(request, reply) {
    const release = gate.acquire(addressKey(request.ip));
    if (!release) {
      const full = gate.size() >= limits.liveStreams;
      return refuse(reply, full ? 503 : 429, full ? EDGE_BUSY : TOO_MANY_STREAMS, { 'retry-after': String(full ? 30 : 60) });
    }
    reply.raw.once('close', release);
  };
}
