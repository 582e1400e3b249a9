import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '@craft/shared/schemas/responses';
import { announceDecision, decideCase } from './decisions';
import { listOpenCases } from './queries';
import { caseIdParams, decisionBody, moderationCase, moderationDecision, traderDecisionBody, traderListQuery, traderSellerParams } from './schema';
import { traderReview } from '@craft/shared/schemas/responses';
import { decideTrader, listTraders } from '../sellers/trader';
import { announceTraderDecision } from './traders';

/** The operators' side of notice and action: the open cases to decide, and the decisions. Operators only (routes/reports takes the notices). */
const moderation: FastifyPluginAsyncZod = async (app) => {
  /** GET /moderation/reports: the open cases, oldest first, each with its reports and the target as its users see it. */
  app.get('/moderation/reports', { schema: { response: responses({ 200: z.array(moderationCase) }) }, preHandler: app.requireOperator }, async () => listOpenCases(app.db));

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

  /** GET /moderation/traders?status=submitted: craftsmen's trader details of one status (default submitted), oldest first. */
  app.get(
    '/moderation/traders',
    { schema: { querystring: traderListQuery, response: responses({ 200: z.array(traderReview) }) }, preHandler: app.requireOperator },
    async (request) => listTraders(app.db, request.query.status),
  );

  /**
   * POST /moderation/traders/:sellerId/decision {action: verify | request_more, message}: decides
   * submitted trader details once (409 after), records it in the audit log and tells the craftsman.
   * Verifying puts the badge on his cards and pages: the caches forget them.
   */
  app.post(
    '/moderation/traders/:sellerId/decision',
    { schema: { params: traderSellerParams, body: traderDecisionBody, response: responses({ 200: traderReview }) }, preHandler: app.requireOperator },
    async (request) => {
      const review = await decideTrader(app.db, request.user.id, request.params.sellerId, request.body);
      app.serviceCache.invalidate();
      app.searchCache.invalidate();
      await app.catalogueCache.invalidate();
      await announceTraderDecision(app, review).catch((error: unknown) => request.log.error({ err: error, seller_id: review.seller_id }, 'trader decision announcement failed'));
      return review;
    },
  );
};

export default moderation;
