import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LiveEvent } from '@craft/shared/api/conversation-types';
import { currentUser } from '../../plugins/app/auth';
import { unreadTotal } from '../conversations/queries';
import { fileDownload, responses } from '../../wire';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers an endless stream (tests that inject() every route leave it out). */
    liveStream?: boolean;
  }
}

/** A comment line every 25 s keeps proxies from closing an idle stream and renews presence. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /live: the caller's events as Server-Sent Events (#17): new messages, read receipts and the
 * unread count. Authenticated by the Authorization header like every route, so the token never
 * sits in a URL that a proxy or access log keeps (the web client reads the stream with fetch, not
 * EventSource, which cannot send headers). There is no replay: after a reconnect the client
 * refetches what it shows, and the first event is always the current unread count.
 */
const live: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/live',
    {
      schema: { response: responses({ 200: fileDownload('text/event-stream', 'Server-Sent Events: message, read, unread') }) },
      preHandler: app.requireUser,
      config: { liveStream: true },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const version = request.user.ver;
      const unread = await unreadTotal(app.db, user);
      reply.hijack();
      const raw = reply.raw;
      // Headers set by earlier hooks (CORS, security headers) go out too: hijacking skips onSend.
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const write = (event: LiveEvent) => raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      raw.write('retry: 3000\n\n');
      write({ type: 'unread', unread });

      let closed = false;
      const connection = {
        send: (event: LiveEvent) => {
          if (!closed) write(event);
        },
        end: () => {
          if (!closed) raw.end();
        },
      };
      const remove = app.live.add(user.id, connection);
      const heartbeat = setInterval(() => {
        // A revoked session (password change, sign-out everywhere, deletion) ends its open stream too.
        void app.sessions.get(user.id).then(
          (session) => {
            if (!session || session.tokenVersion !== version) return connection.end();
            raw.write(': ping\n\n');
            app.live.touch(user.id);
          },
          () => connection.end(),
        );
      }, HEARTBEAT_MS);
      heartbeat.unref();
      raw.on('close', () => {
        closed = true;
        clearInterval(heartbeat);
        remove();
      });
    },
  );
};

export default live;
