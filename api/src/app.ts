import fs from 'node:fs';
import type { Server as HttpsServer } from 'node:https';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyHttpsOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import type { AppConfig } from './config';
import type { CounterStore } from './lib/counter-store';
import { textSafeValidatorCompiler } from './lib/control-characters';
import { createResponseSerializerCompiler } from './lib/response-serializer';
import authPlugin from './plugins/app/auth';
import configPlugin from './plugins/app/config';
import dbPlugin, { demoSeed } from './plugins/app/db';
import backupSchedulePlugin from './plugins/app/backup-schedule';
import errorHandler from './plugins/app/error-handler';
import jsonBodyPlugin from './plugins/app/json-body';
import livePlugin from './plugins/app/live';
import notifyPlugin from './plugins/app/notify';
import loginThrottlePlugin from './plugins/app/login-throttle';
import mailPlugin from './plugins/app/mail';
import metricsPlugin from './plugins/app/metrics';
import openapiPlugin from './plugins/app/openapi';
import orderAutoCompletePlugin from './plugins/app/order-auto-complete';
import passwordsPlugin from './plugins/app/passwords';
import workPoolsPlugin from './plugins/app/work-pools';
import redisPlugin from './plugins/app/redis';
import storagePlugin from './plugins/app/storage';
import uploadSweepPlugin, { documentSweep } from './plugins/app/upload-sweep';
import corsPlugin from './plugins/external/cors';
import helmetPlugin from './plugins/external/helmet';
import jwtPlugin from './plugins/external/jwt';
import multipartPlugin from './plugins/external/multipart';
import rateLimitPlugin from './plugins/external/rate-limit';
import underPressurePlugin from './plugins/external/under-pressure';
import paymentsPlugin from './payments';
import routes from './routes';

export interface BuildOptions {
  /** false silences logs (tests); a pino options object or an instance otherwise. */
  logger?: boolean | FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Shared counters for the login throttle (default: in memory). */
  counterStore?: CounterStore;
}

/** Secrets never reach the logs, whatever a request carries. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.password_hash',
  '*.access_token',
];

function serverOptions(config: AppConfig, options: BuildOptions): FastifyServerOptions {
  const logger = options.logger ?? { level: config.logLevel, redact: { paths: LOG_REDACT, censor: '[redacted]' } };
  return {
    ...(logger && typeof logger === 'object' && 'child' in logger ? { loggerInstance: logger } : { logger }),
    bodyLimit: 1024 * 1024,
    // While draining (SIGTERM), a request that arrives on an open keep-alive connection is served
    // (with Connection: close), not refused: the client sent it to a live server.
    return503OnClosing: false,
    // Migrations and the demo seed (sharp renders 30 photos) can outlast avvio's 10 s default on a busy machine.
    pluginTimeout: 120_000,
    // Only named proxies (TRUST_PROXY) may set the client IP; otherwise a client could pick its own for the throttles.
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    // Malformed URLs (%00, bad escapes) and the like answer in our error shape, not fastify's.
    frameworkErrors: (error, _request, reply) => {
      const badUrl = error.code === 'FST_ERR_BAD_URL';
      void (reply as unknown as FastifyReply)
        .code(400)
        .send(badUrl ? { error: 'Malformed URL', code: 'request.malformed_url' } : { error: 'Bad request', code: 'request.bad_request' });
    },
  };
}

/**
 * Composes the API. Usable from tests with `inject()` or `listen({ port: 0 })`; the caller owns
 * `close()`, which also closes the database and flushes pending mail.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const base = serverOptions(config, options);
  // Handlers never depend on the server flavour, so the HTTPS instance is typed as the HTTP one.
  const app = (
    config.tls
      ? Fastify({
          ...base,
          https: { cert: fs.readFileSync(config.tls.cert), key: fs.readFileSync(config.tls.key) },
        } as FastifyHttpsOptions<HttpsServer>)
      : Fastify(base)
  ) as unknown as FastifyInstance;

  app.setValidatorCompiler(textSafeValidatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ check: config.checkResponses }));

  await app.register(configPlugin, { config });
  await app.register(redisPlugin);
  await app.register(errorHandler);
  await app.register(jsonBodyPlugin);
  await app.register(helmetPlugin);
  await app.register(corsPlugin);
  await app.register(underPressurePlugin);
  await app.register(rateLimitPlugin);
  await app.register(jwtPlugin);
  await app.register(multipartPlugin);

  await app.register(dbPlugin);
  await app.register(workPoolsPlugin);
  await app.register(passwordsPlugin);
  await app.register(storagePlugin);
  await app.register(mailPlugin);
  await app.register(paymentsPlugin);
  await app.register(authPlugin);
  await app.register(livePlugin);
  await app.register(notifyPlugin);
  await app.register(loginThrottlePlugin, { counterStore: options.counterStore });
  await app.register(uploadSweepPlugin);
  await app.register(documentSweep);
  await app.register(orderAutoCompletePlugin);
  await app.register(demoSeed);
  await app.register(backupSchedulePlugin);

  await app.register(metricsPlugin);
  await app.register(openapiPlugin);
  await app.register(routes);
  return app;
}
