import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '@craft/shared/schemas/responses';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/http-error';
import { requestLocale } from '../../lib/locale';
import { optionalUser } from '../../plugins/app/auth';
import { reportReceivedMail } from '../../mail/templates/moderation';
import { findUserById } from '../users/queries';
import { insertReport, reportableTarget } from './queries';
import { reportBody, reportCreated } from './schema';

/**
 * Notice and action, the notice (EU Digital Services Act Art. 16): anyone reports a service, a
 * review or a user, visitors included (with an address for the answer); a message only one of
 * its conversation's two parties, who alone saw it. Reports of one target while it is undecided
 * join one case (routes/moderation decides it). The reporter gets a confirmation by mail.
 */
const reports: FastifyPluginAsyncZod = async (app) => {
  const { reports: limit } = app.config.limits;
  app.post(
    '/reports',
    { schema: { body: reportBody, response: responses({ 201: reportCreated }) }, config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } } },
    async (request, reply) => {
      const caller = await optionalUser(request);
      const body = request.body;
      const reporter = caller ? await findUserById(app.db, caller.id) : undefined;
      const email = reporter?.email ?? body.email;
      if (!email) throw badRequest('email: Required without signing in, for the confirmation and the decision', 'report.email_required');
      const target = await reportableTarget(app.db, body.target_type, body.target_id);
      if (!target) throw notFound('There is nothing to report with this id', 'report.target_not_found');
      if (target.parties) {
        if (!caller) throw unauthorized('Sign in to report a message of your conversation', 'auth.required');
        if (!target.parties.includes(caller.id)) throw forbidden('Only the two parties of a conversation can report its messages', 'report.message_not_party');
      }
      const locale = reporter?.locale ?? requestLocale(request);
      const created = await insertReport(app.db, {
        targetType: body.target_type,
        targetId: body.target_id,
        reporterId: caller?.id ?? null,
        reporterEmail: email,
        locale,
        reason: body.reason,
        text: body.text,
      });
      app.mailer.send(reportReceivedMail({ email, firstname: reporter?.firstname ?? null, locale }, { reportId: created.id, targetType: body.target_type }));
      return reply.code(201).send({ ...created, reason: body.reason });
    },
  );
};

export default reports;
