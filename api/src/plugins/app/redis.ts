import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { type InvalidationChannel, RedisInvalidationChannel } from '../../lib/redis-channel';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared state of several instances (REDIS_URL); null on a single instance. */
    redis: Redis | null;
    /** A cross-instance invalidation channel, or null when this is the only instance. */
    invalidationChannel(name: string): Promise<InvalidationChannel | null>;
  }
}

/** Connects at start, so an unreachable Redis stops the server instead of splitting its state. */
export default fp(async (app) => {
  const { redisUrl, redisPrefix } = app.config;
  if (!redisUrl) {
    app.decorate('redis', null);
    app.decorate('invalidationChannel', async () => null);
    return;
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error'));
  await redis.connect();
  const channels: RedisInvalidationChannel[] = [];
  app.decorate('redis', redis);
  app.decorate('invalidationChannel', async (name: string) => {
    const channel = await RedisInvalidationChannel.open(redis, `${redisPrefix}${name}`, app.log);
    channels.push(channel);
    return channel;
  });
  app.addHook('onClose', async () => {
    await Promise.all(channels.map((channel) => channel.close()));
    await redis.quit().catch(() => redis.disconnect());
  });
}, { name: 'redis', dependencies: ['config'] });
