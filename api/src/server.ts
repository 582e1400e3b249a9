import { buildApp } from './app';
import { loadConfig } from './config';
import { gracefulShutdown } from './lib/graceful-shutdown';

/**
 * Entry point: env -> config -> app -> listen. SIGTERM/SIGINT drain (lib/graceful-shutdown.ts): no
 * new connections, live streams told when to reconnect, requests in flight finished (up to
 * SHUTDOWN_TIMEOUT_MS), exit.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.ready();
  const shutdown = gracefulShutdown(app, { timeoutMs: config.shutdownTimeoutMs, exit: (code) => process.exit(code) });

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

  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
