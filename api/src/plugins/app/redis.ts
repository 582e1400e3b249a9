import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { type InvalidationChannel, RedisInvalidationChannel } from '../../lib/redis-channel';
import { RedisHealth } from '../../lib/redis-health';
import { closeWithin } from '../../lib/close-within';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared state of several instances (REDIS_URL); null on a single instance. */
    redis: Redis | null;
    /** Whether Redis answers now (null without REDIS_URL): /health, /metrics and the fallbacks read it. */
    redisHealth: RedisHealth | null;
    /** A cross-instance invalidation channel, or null when this is the only instance. */
    invalidationChannel(name: string): Promise<InvalidationChannel | null>;
  }
}

/**
 * Connects at start, so an unreachable Redis stops the server instead of splitting its state.
 * Later outages degrade instead (see RedisHealth): commands fail within a second rather than
 * wait, and ioredis reconnects by itself.
 */
export default fp(async (app) => {
  const { redisUrl, redisPrefix } = app.config;
  if (!redisUrl) {
    app.decorate('redis', null);
    app.decorate('redisHealth', null);
    app.decorate('invalidationChannel', async () => null);
    return;
  }
  // A command on a connection that died silently gives up after a second; queued ones after one reconnect try.
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, commandTimeout: 1_000 });
  const health = new RedisHealth(redis, app.log);
  await redis.connect();
  const channels: RedisInvalidationChannel[] = [];
  app.decorate('redis', redis);
  app.decorate('redisHealth', health);
  app.decorate('invalidationChannel', async (name: string) => {
    const channel = await RedisInvalidationChannel.open(redis, `${redisPrefix}${name}`, app.log);
    channels.push(channel);
    return channel;
  });
  app.addHook('onClose', async () => {
    await Promise.all(channels.map((channel) => channel.close()));
    await closeWithin('redis', 2_000, () => redis.quit(), () => redis.disconnect(), app.log);
  });
}, { name: 'redis', dependencies: ['config'] });
