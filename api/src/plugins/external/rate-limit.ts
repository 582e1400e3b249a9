import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../lib/http-error';

/**
 * Opt-in per route (`config.rateLimit`), for anonymous writes that cost disk or send mail.
 * Login failures have their own throttle (lib/login-throttle.ts). Counted in Redis when
 * REDIS_URL is set (limits hold across instances), else in memory.
 */
export default fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: `${app.config.redisPrefix}rate-limit:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests('Too many requests. Try again later.', 'request.rate_limited', context.ttl / 1000),
  });
}, { name: 'rate-limit', dependencies: ['config', 'redis'] });
