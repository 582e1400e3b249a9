import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { health as healthBody, responses } from '../../wire';

/** GET /health: 200 when the database answers, 503 when it does not (for load balancers). */
const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: responses({ 200: healthBody }) } }, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok' as const, database: app.database.dialect };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ error: 'Database unreachable' });
    }
  });
};

export default health;
