import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '@craft/shared/schemas/responses';
import { listOpenCases } from './queries';
import { moderationCase } from './schema';

/** The operators' side of notice and action: the open cases to decide. Operators only (routes/reports takes the notices). */
const moderation: FastifyPluginAsyncZod = async (app) => {
  /** GET /moderation/reports: the open cases, oldest first, each with its reports and the target as its users see it. */
  app.get('/moderation/reports', { schema: { response: responses({ 200: z.array(moderationCase) }) }, preHandler: app.requireOperator }, async () => listOpenCases(app.db));
};

export default moderation;
