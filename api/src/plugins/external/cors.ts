import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Only the configured web origin(s) may call the API from a browser. */
export default fp(async (app) => {
  await app.register(cors, {
    origin: app.config.webOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
}, { name: 'cors', dependencies: ['config'] });
