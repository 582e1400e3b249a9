import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildApp } from './app';
import { loadConfig } from './config';

/**
 * Entry point: env -> config -> app -> listen. SIGTERM/SIGINT drain: no new connections, live
 * streams told when to reconnect, requests in flight finished (up to SHUTDOWN_TIMEOUT_MS), exit.
 */
/** How long idle keep-alive connections stay open after SIGTERM (see shutdown below). */
const IDLE_GRACE_MS = 1_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.ready();

  // Responses not yet begun when SIGTERM comes close their connection after them: a client that
  // keeps a connection open (the web server's pool) must not send its next request into a drain.
  const unanswered = new Set<ServerResponse>();
  app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  });

  // Listening on the raw server logs exactly one line (fastify would log one per interface).
  await new Promise<void>((resolve, reject) => {
    app.server.once('error', reject);
    app.server.listen({ port: config.port, host: config.host }, resolve);
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const scheme = config.tls ? 'https' : 'http';
  app.log.info(
    `API listening on ${scheme}://${config.host}:${port} (${app.database.dialect}, data in ${config.dataDir})`,
  );

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down: no new connections, finishing the requests in flight');
    // A stuck request must not keep the process alive forever: past the timeout its connection is
    // cut, the database and mail still close, and the exit code says the drain was not clean.
    const force = setTimeout(() => {
      app.log.warn({ timeoutMs: config.shutdownTimeoutMs }, 'requests still running at the shutdown timeout: closing their connections');
      process.exitCode = 1;
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), 2_000).unref();
    }, config.shutdownTimeoutMs);
    force.unref();
    for (const response of unanswered) if (!response.headersSent) response.shouldKeepAlive = false;
    // Node closes idle keep-alive connections with the listener. A client may be writing its next
    // request into one at that instant, and a POST lost that way cannot be sent again. So for
    // IDLE_GRACE_MS they stay: a request on one is served (Connection: close), and the client,
    // refused a new connection meanwhile, turns to another instance. Then the idle ones close,
    // and so does every connection as it goes idle (it would wait for the keep-alive timeout).
    const closeIdle = app.server.closeIdleConnections.bind(app.server);
    app.server.closeIdleConnections = () => undefined;
    setTimeout(() => {
      app.server.closeIdleConnections = closeIdle;
      setInterval(closeIdle, 100).unref();
    }, IDLE_GRACE_MS).unref();
    // close(): live streams get their reconnect hint (plugins/app/live.ts), the listener closes,
    // requests in flight finish (one arriving on an open keep-alive connection is served, with
    // Connection: close), then the database, Redis and the mail queue close.
    app.close().then(
      () => process.exit(),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
