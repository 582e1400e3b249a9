import fp from 'fastify-plugin';
import { type CounterStore, FallbackCounterStore, MemoryCounterStore, RedisCounterStore } from '../../lib/counter-store';
import { LoginThrottle } from '../../lib/login-throttle';

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
    /** The same counters for other throttles (password reset, confirmation resend). */
    counters: CounterStore;
  }
}

/** Counters in Redis when REDIS_URL is set (every instance counts the same failures; in this process while Redis is unreachable), else in memory; `counterStore` overrides both. */
export default fp<{ counterStore?: CounterStore }>(async (app, opts) => {
  const { loginFailuresPerAccountAndIp, loginFailuresPerIp, loginFailuresPerAccount } = app.config.limits;
  const { redis, redisHealth } = app;
  const store =
    opts.counterStore ??
    (redis && redisHealth
      ? new FallbackCounterStore(new RedisCounterStore(redis, `${app.config.redisPrefix}throttle:`), new MemoryCounterStore(), () => redisHealth.isUp())
      : new MemoryCounterStore());
  app.decorate('loginThrottle', new LoginThrottle(store, { perAccountAndIp: loginFailuresPerAccountAndIp, perIp: loginFailuresPerIp, perAccount: loginFailuresPerAccount }));
  app.decorate('counters', store);
}, { name: 'login-throttle', dependencies: ['config', 'redis'] });
