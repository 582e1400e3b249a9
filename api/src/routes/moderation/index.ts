import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '@craft/shared/schemas/responses';
import { announceDecision, decideCase } from './decisions';
import { weeklyFigures } from './figures';
import { listOpenCases } from './queries';
import { caseIdParams, decisionBody, figuresQuerySchema, moderationCase, moderationDecision, moderationFigures } from './schema';

/** The operators' side of notice and action: the open cases to decide, and the decisions. Operators only (routes/reports takes the notices). */
const moderation: FastifyPluginAsyncZod = async (app) => {
  /** GET /moderation/reports: the open cases, oldest first, each with its reports and the target as its users see it. */
  app.get('/moderation/reports', { schema: { response: responses({ 200: z.array(moderationCase) }) }, preHandler: app.requireOperator }, async () => listOpenCases(app.db));

  /**
   * GET /moderation/figures?weeks=12: the operators' console's weekly figures (registrations by role,
   * services created, orders and their value, reports received and decided, median hours to a
   * decision), one entry per ISO week ending with the current one.
   */
  app.get(
    '/moderation/figures',
    { schema: { querystring: figuresQuerySchema, response: responses({ 200: moderationFigures }) }, preHandler: app.requireOperator },
    async (request) => weeklyFigures(app.db, request.query.weeks),
  );

  /**
   * POST /moderation/cases/:id/decision {action, reason, ground}: decides an open case once (409
   * after), records it in the audit log, and tells the affected user (the statement of reasons)
   * and the reporters. A removal or suspension changes public pages: the caches forget them.
   */
  app.post(
    '/moderation/cases/:id/decision',
    { schema: { params: caseIdParams, body: decisionBody, response: responses({ 200: moderationDecision }) }, preHandler: app.requireOperator },
    async (request) => {
      const decision = await decideCase(app.db, request.user.id, request.params.id, request.body);
      if (decision.action !== 'keep') {
        app.serviceCache.invalidate();
        app.searchCache.invalidate();
        await app.catalogueCache.invalidate();
      }
      if (decision.action === 'suspend' && decision.affected_user_id !== null) app.sessions.changed(decision.affected_user_id);
      // The decision stands once committed; a failed mail or notification is logged, not answered as a failure.
      await announceDecision(app, decision).catch((error: unknown) => request.log.error({ err: error, case_id: decision.case_id }, 'moderation decision announcement failed'));
      return decision;
    },
  );
};

export default moderation;
