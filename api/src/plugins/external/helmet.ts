import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers on every response. The middleware is built once: @fastify/helmet
 * built it anew for every request (parsing the CSP each time), about 6% of the API's CPU under
 * `bench:load`. No route has options of its own, so one middleware serves all.
 */
export default fp(async (app) => {
  const setSecurityHeaders = helmet({
    // The web app runs on another origin and shows our photos in <img>.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // A JSON API serves no documents; nothing may be framed or scripted from our responses.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}, { name: 'helmet' });
