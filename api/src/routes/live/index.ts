import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LiveEvent } from '@craft/shared/api/conversation-types';
import { currentUser } from '../../plugins/app/auth';
import { unreadTotal } from '../conversations/queries';
import { fileDownload, responses } from '@craft/shared/schemas/responses';
import { tooManyRequests } from '../../lib/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers an endless stream (tests that inject() every route leave it out). */
    liveStream?: boolean;
  }
}

/** A comment line every 25 s keeps proxies from closing an idle stream and renews presence. */
const HEARTBEAT_MS = 25_000;

/** Open streams per key (an account, an address) in this process. */
function openCounter<K>() {
  const open = new Map<K, number>();
  return {
    count: (key: K) => open.get(key) ?? 0,
    /** Counts one more stream; the returned function counts it out. */
    add(key: K): () => void {
      open.set(key, (open.get(key) ?? 0) + 1);
      return () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      };
    },
  };
}

/**
 * GET /live: the caller's events as Server-Sent Events: new messages, read receipts and the
 * unread count. Authenticated by the Authorization header like every route, so the token never
 * sits in a URL that a proxy or access log keeps (the web client reads the stream with fetch, not
 * EventSource, which cannot send headers). There is no replay: after a reconnect the client
 * refetches what it shows, and the first event is always the current unread count.
 *
 * Each stream holds a connection (through the web server's proxy, too), so an account and an
 * address may hold only so many at once (429 + Retry-After beyond), and every stream ends after
 * its lifetime: a tab that is closed without a goodbye, or left open for days, frees its
 * connection, and an open tab reconnects within about a second and refetches.
 */
const live: FastifyPluginAsyncZod = async (app) => {
  const { perAccount, perAddress, lifetimeMs } = app.config.liveStreams;
  const perUser = openCounter<number>();
  const perIp = openCounter<string>();
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
      // Retry-After: an open stream ends within its lifetime at the latest, usually sooner (a closed tab).
      const retryAfter = Math.min(60, Math.ceil(lifetimeMs / 1000));
      if (perUser.count(user.id) >= perAccount) throw tooManyRequests('Too many live connections for this account.', 'request.rate_limited', retryAfter);
      if (perIp.count(request.ip) >= perAddress) throw tooManyRequests('Too many live connections from this address.', 'request.rate_limited', retryAfter);
      const countedOut = [perUser.add(user.id), perIp.add(request.ip)];
      let unread: number;
      try {
        unread = await unreadTotal(app.db, user);
      } catch (error) {
        for (const release of countedOut) release();
        throw error;
      }
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
        // Both forms: `retry:` for any EventSource, the event for the page's client, which picks its own delays.
        goAway: (reconnectAfterMs: number) => {
          if (closed) return;
          raw.write(`retry: ${reconnectAfterMs}\n\n`);
          write({ type: 'reconnect', after_ms: reconnectAfterMs });
          raw.end();
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
      const lifetime = setTimeout(() => connection.end(), lifetimeMs);
      lifetime.unref();
      const cleanUp = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        remove();
        for (const release of countedOut) release();
      };
      raw.on('close', cleanUp);
      // A client gone while the unread count was read has already closed: count it out now.
      if (raw.destroyed) cleanUp();
    },
  );
};

export default live;
