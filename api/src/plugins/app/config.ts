import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Makes the parsed configuration available as `app.config` to every plugin and route. */
export default fp<{ config: AppConfig }>(async (app, opts) => {
  app.decorate('config', opts.config);
}, { name: 'config' });
