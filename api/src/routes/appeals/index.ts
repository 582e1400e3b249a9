import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appealCreateSchema } from '@craft/shared/schemas';
import { responses } from '@craft/shared/schemas/responses';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/http-error';
import { now } from '../../lib/time';
import { appealReceivedMail } from '../../mail/templates/moderation';
import { optionalUser } from '../../plugins/app/auth';
import { hashToken } from '../account/queries';
import { appealWindowClosed, findDecision, insertAppeal } from './queries';
import { appealCreated } from './schema';

const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Internal complaint handling (EU DSA Art. 20): the user a moderation decision restricted contests
 * it, once, within six months; another operator answers (routes/moderation). A suspended user
 * cannot sign in, so the token of the statement of reasons' link stands in for the session, for
 * that one decision only.
 */
const appeals: FastifyPluginAsyncZod = async (app) => {
  // Anyone holding a mailed token may post without a session, so it is limited per address like the notices.
  const { reports: limit } = app.config.limits;
  app.post(
    '/appeals',
    { schema: { body: appealCreateSchema, response: responses({ 201: appealCreated }) }, config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } } },
    async (request, reply) => {
      const body = request.body;
      // With the link's token the session is not asked for: a suspended user's old token would only be refused.
      const caller = body.appeal_token === undefined ? await optionalUser(request) : null;
      if (body.appeal_token === undefined && !caller) throw unauthorized('Sign in, or use the link from the e-mail with our decision', 'auth.required');
      const decision = await findDecision(app.db, body.decision_id);
      if (!decision) throw notFound('No decision has this id', 'appeal.decision_not_found');
      if (body.appeal_token !== undefined && (decision.appealTokenHash === null || !sameHash(hashToken(body.appeal_token), decision.appealTokenHash))) {
        throw unauthorized('This appeal link is not valid for this decision', 'appeal.token_invalid');
      }
      if (decision.action === 'keep') throw conflict('The decision kept the content: there is nothing to appeal', 'appeal.nothing_to_contest');
      const appellant = caller ? caller.id : decision.affectedUserId;
      if (appellant === null || decision.affectedUserId !== appellant) throw forbidden('Only the user this decision restricted can appeal it', 'appeal.not_affected');
      if (appealWindowClosed(decision.decidedAt, now())) throw conflict('The six months to appeal this decision have passed', 'appeal.too_late');
      const created = await insertAppeal(app.db, { caseId: decision.caseId, userId: appellant, text: body.text });
      if (!created) throw conflict('This decision has been appealed already', 'appeal.already_appealed');
      // The confirmation goes whatever the mail preferences, like the statement of reasons it answers.
      const user = await app.db.selectFrom('users').select(['email', 'firstname', 'locale']).where('id', '=', appellant).where('deleted_at', 'is', null).executeTakeFirst();
      if (user) app.mailer.send(appealReceivedMail(user, { caseId: decision.caseId }));
      return reply.code(201).send({ id: created.id, decision_id: decision.caseId, status: 'open' as const, created_at: created.created_at });
    },
  );
};

export default appeals;
