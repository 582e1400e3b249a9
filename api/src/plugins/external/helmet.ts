import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(async (app) => {
  await app.register(helmet, {
    // The web app runs on another origin and shows our photos in <img>.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // A JSON API serves no documents; nothing may be framed or scripted from our responses.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
}, { name: 'helmet' });
