import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How long idle keep-alive connections stay open after SIGTERM (see below). */
const IDLE_GRACE_MS = 1_000;

export interface ShutdownOptions {
  /** How long requests in flight may run on (SHUTDOWN_TIMEOUT_MS); then their connections are cut and the exit code is 1. */
  timeoutMs: number;
  /** process.exit in the server; tests pass their own. */
  exit: (code: number) => void;
}

/**
 * The drain of a listening API (src/server.ts calls the returned function on SIGTERM/SIGINT):
 * no new connection, live streams told when to reconnect (plugins/app/live.ts), requests in
 * flight finished with the database still open, then exit 0; past `timeoutMs`, exit 1. Call it
 * before the server listens: it follows which responses have not begun yet.
 */
export function gracefulShutdown(app: FastifyInstance, { timeoutMs, exit }: ShutdownOptions): (signal: string) => void {
  // Responses not yet begun when the drain starts close their connection after them: a client
  // that keeps a connection open (the web server's pool) must not send its next request into a drain.
  const unanswered = new Set<ServerResponse>();
  app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  });

  let closing = false;
  return (signal) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, timeoutMs }, 'shutting down: no new connections, finishing the requests in flight');
    let code = 0;
    // A stuck request must not keep the process alive forever: past the timeout its connection is
    // cut, the database and mail still close, and the exit code says the drain was not clean.
    const force = setTimeout(() => {
      app.log.warn({ timeoutMs }, 'requests still running at the shutdown timeout: closing their connections');
      code = 1;
      app.server.closeAllConnections();
      setTimeout(() => exit(1), 2_000).unref();
    }, timeoutMs);
    force.unref();
    for (const response of unanswered) if (!response.headersSent) response.shouldKeepAlive = false;
    // Node closes idle keep-alive connections with the listener. A client may be writing its next
    // request into one at that instant, and a POST lost that way cannot be sent again. So for
    // IDLE_GRACE_MS they stay: a request on one is served (Connection: close), and the client,
    // refused a new connection meanwhile, turns to another instance. Then the idle ones close,
    // and so does every connection as it goes idle (it would wait for the keep-alive timeout).
    const closeIdle = app.server.closeIdleConnections.bind(app.server);
    app.server.closeIdleConnections = () => undefined;
    const reaper = setTimeout(() => {
      app.server.closeIdleConnections = closeIdle;
      setInterval(closeIdle, 100).unref();
    }, IDLE_GRACE_MS);
    reaper.unref();
    // close(): live streams get their reconnect hint, the listener closes, requests in flight
    // finish (one arriving on an open keep-alive connection is served, with Connection: close),
    // then the database, Redis and the mail queue close.
    app.close().then(
      () => {
        clearTimeout(force);
        exit(code);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
}
