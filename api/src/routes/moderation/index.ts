import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '@craft/shared/schemas/responses';
import { appealDecisionSchema, transparencyQuerySchema } from '@craft/shared/schemas';
import { toCsv } from '../invoices/csv';
import { announceAppealDecision, decideAppeal, listOpenAppeals } from './appeals';
import { announceDecision, decideCase } from './decisions';
import { weeklyFigures } from './figures';
import { listOpenCases } from './queries';
import { appealDecision, appealIdParams, caseIdParams, decisionBody, figuresQuerySchema, moderationAppeal, moderationCase, moderationDecision, moderationFigures, traderDecisionBody, traderListQuery, traderSellerParams } from './schema';
import { type TransparencyReport, transparencyFigures, transparencyReport, transparencyRows } from './transparency';
import { traderReview } from '@craft/shared/schemas/responses';
import { decideTrader, listTraders } from '../sellers/trader';
import { announceTraderDecision } from './traders';

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

  /** GET /moderation/appeals: the open appeals, oldest first, each with the decision it contests and the target as shown now. */
  app.get('/moderation/appeals', { schema: { response: responses({ 200: z.array(moderationAppeal) }) }, preHandler: app.requireOperator }, async () => listOpenAppeals(app.db));

  /**
   * POST /moderation/appeals/:id/decision {outcome, reason}: another operator than the one who
   * decided answers an appeal once (409 after). `reinstate` shows again what the decision hid and
   * lifts a suspension, so the caches forget the public pages; the user is told either way.
   */
  app.post(
    '/moderation/appeals/:id/decision',
    { schema: { params: appealIdParams, body: appealDecisionSchema, response: responses({ 200: appealDecision }) }, preHandler: app.requireOperator },
    async (request) => {
      const decision = await decideAppeal(app.db, request.user.id, request.params.id, request.body);
      if (decision.outcome === 'reinstate') {
        app.serviceCache.invalidate();
        app.searchCache.invalidate();
        await app.catalogueCache.invalidate();
        if (decision.unsuspended_user_id !== null) app.sessions.changed(decision.unsuspended_user_id);
      }
      await announceAppealDecision(app, decision).catch((error: unknown) => request.log.error({ err: error, appeal_id: decision.id }, 'appeal decision announcement failed'));
      return decision;
    },
  );

  /**
   * GET /moderation/transparency?from&to: the figures of a transparency report for the period
   * (both days included, UTC); as CSV with `format=csv` or `Accept: text/csv`.
   */
  app.get(
    '/moderation/transparency',
    {
      schema: {
        querystring: transparencyQuerySchema,
        response: responses({ 200: transparencyReport }),
      },
      preHandler: app.requireOperator,
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const figures = await transparencyFigures(app.db, from, to);
      const wantsCsv = format === 'csv' || (format === undefined && /\btext\/csv\b/.test(request.headers.accept ?? ''));
      if (!wantsCsv) return figures;
      const { header, rows } = transparencyRows(figures);
      // A string with a non-JSON type is sent as it is, past the JSON serializer.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="transparency-${from}-${to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(toCsv(header, rows) as unknown as TransparencyReport);
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
