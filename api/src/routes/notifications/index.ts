import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/route-limits';
import { nowIso } from '../../lib/time';
import { currentUser } from '../../plugins/app/auth';
import { mailPreferences, notificationPage, responses, unreadCount } from '@craft/shared/schemas/responses';
import { getMailPreferences, listNotifications, markNotificationsRead, setMailPreferences, unreadNotifications } from './queries';
import { mailPreferencesBody, notificationListQuery, notificationsReadBody } from './schema';

/**
 * A user's notifications and which mails they get. Everyone sees and changes only their own:
 * every query is bound to the caller's id, so another user's notification ids simply match nothing.
 */
const notifications: FastifyPluginAsyncZod = async (app) => {
  /** GET /notifications?before=&size=: newest first, the page before notification `before`; and the unread count. */
  app.get(
    '/notifications',
    { schema: { querystring: notificationListQuery, response: responses({ 200: notificationPage }) }, preHandler: app.requireUser },
    async (request) => {
      const { id } = currentUser(request);
      const [items, unread] = await Promise.all([
        listNotifications(app.db, id, { before: request.query.before, size: request.query.size }),
        unreadNotifications(app.db, id),
      ]);
      return { items, unread };
    },
  );

  /** POST /notifications/read {ids?}: those (the caller's own), or all when `ids` is left out; answers the unread count left. */
  app.post(
    '/notifications/read',
    {
      schema: { body: notificationsReadBody, response: responses({ 200: unreadCount }) },
      preHandler: app.requireUser,
      // Per reader, like the conversations' read marks.
      config: perUserRateLimit('notification-reads', app.config.limits.readsPerUser),
    },
    async (request) => {
      const { id } = currentUser(request);
      await markNotificationsRead(app.db, id, nowIso(), request.body?.ids);
      return { unread: await unreadNotifications(app.db, id) };
    },
  );

  app.get('/users/me/mail-preferences', { schema: { response: responses({ 200: mailPreferences }) }, preHandler: app.requireUser }, async (request) =>
    getMailPreferences(app.db, currentUser(request).id),
  );

  /** PUT /users/me/mail-preferences {orders?, offers?, reviews?, quotation_requests?, messages?}: groups left out keep their setting. */
  app.put(
    '/users/me/mail-preferences',
    { schema: { body: mailPreferencesBody, response: responses({ 200: mailPreferences }) }, preHandler: app.requireUser },
    async (request) => {
      const { id } = currentUser(request);
      await setMailPreferences(app.db, id, request.body);
      return getMailPreferences(app.db, id);
    },
  );
};

export default notifications;
