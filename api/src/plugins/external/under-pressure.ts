import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error';

/**
 * Sheds load when the event loop lags: past `eventLoopDelayLimitMs` every request
 * gets 503 `{error}` with Retry-After at once instead of queueing behind seconds of backlog.
 * 0 turns it off (the unit tests, whose machine may lag for reasons of its own).
 */
export default fp(async (app) => {
  const limit = app.config.eventLoopDelayLimitMs;
  if (limit <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: limit,
    retryAfter: 5,
    exposeStatusRoute: false,
    // A rejected promise goes to the error handler, so the answer is `{ error }` like every other one.
    pressureHandler: async () => {
      throw new HttpError(503, 'The server is busy; please try again in a few seconds', 'server.busy', { 'retry-after': '5' });
    },
  });
}, { name: 'under-pressure', dependencies: ['config'] });
