import fp from 'fastify-plugin';
import { LiveHub } from '../../lib/live-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Open live streams (GET /live) and delivery of events to them, across instances with Redis. */
    live: LiveHub;
  }
}

export default fp(async (app) => {
  const hub = await LiveHub.open(app.redis, app.config.redisPrefix, app.log);
  app.decorate('live', hub);
  // Streams never end by themselves: close them first, or app.close() would wait for them forever.
  app.addHook('preClose', async () => hub.close());
}, { name: 'live', dependencies: ['config', 'redis'] });
