import { buildApp } from './app';
import { loadConfig } from './config';

/** Entry point: env -> config -> app -> listen; SIGTERM/SIGINT finish in-flight requests, then exit. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.ready();

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
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
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
