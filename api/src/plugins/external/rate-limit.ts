import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { type CounterStore, FallbackCounterStore, MemoryCounterStore, RedisCounterStore } from '../../lib/counter-store';
import { tooManyRequests } from '../../lib/http-error';

/** The plugin's store over our counters, so the Redis fallback of the throttles applies to route limits too. */
function counterStoreClass(counters: CounterStore): FastifyRateLimitStoreCtor {
  class CounterRateLimitStore implements FastifyRateLimitStore {
    constructor(_options: unknown, private readonly prefix = '') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counters.increment(this.prefix + key, timeWindow).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: { routeInfo?: { method?: string; url?: string }; method?: unknown; url?: string }): FastifyRateLimitStore {
      const method = routeOptions.routeInfo?.method ?? String(routeOptions.method);
      const url = routeOptions.routeInfo?.url ?? routeOptions.url ?? '';
      return new CounterRateLimitStore(undefined, `${this.prefix}${method}${url}-`);
    }
  }
  return CounterRateLimitStore;
}

/**
 * Opt-in per route (`config.rateLimit`), for anonymous writes that cost disk or send mail.
 * Login failures have their own throttle (lib/login-throttle.ts). Counted in Redis when
 * REDIS_URL is set (limits hold across instances), in this process while Redis is unreachable,
 * else in memory.
 */
export default fp(async (app) => {
  const { redis, redisHealth } = app;
  const store =
    redis && redisHealth
      ? counterStoreClass(new FallbackCounterStore(new RedisCounterStore(redis, `${app.config.redisPrefix}rate-limit:`), new MemoryCounterStore(), () => redisHealth.isUp()))
      : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests('Too many requests. Try again later.', 'request.rate_limited', context.ttl / 1000),
  });
}, { name: 'rate-limit', dependencies: ['config', 'redis'] });
