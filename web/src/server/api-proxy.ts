import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { apiRequestGate, type EdgeLimits, liveStreamGate } from '../edge/limits';
import { ApiUpstreams } from './api-upstreams';

/** What `/api/*` answers when the API cannot be reached: JSON like every API error, never a proxy page. */
export const API_UNAVAILABLE = 'The service is temporarily unavailable.';

/** What /api/docs answers on the web server: Swagger UI is on the API's own port. */
const API_DOCS_ELSEWHERE = "Not found: the API documentation is served on the API's own port (/docs).";

/**
 * `/api/x` -> `<API address>/x`, over one or several API addresses (ApiUpstreams: round-robin, a
 * request that cannot do anything twice goes to another address when one is down). Bodies
 * (multipart uploads included) are read here in full within the edge's limits
 * (web/src/edge/limits.ts) and then sent on unparsed: the API applies its
 * own, smaller size limits and answers 413 itself. Responses (status, headers, JSON errors, file
 * downloads) come back as the API sent them.
 *
 * Live streams (/api/live) go over a pool of their own: however many are open, the connections
 * that pages and writes use stay free.
 *
 * The API sees the client's address in X-Forwarded-For, which this proxy sets (never appends
 * to): the address it got the request from or, behind a proxy it trusts (`trustProxy`), the
 * client address that proxy reported. A client cannot choose its own address for the throttles.
 */
export async function registerApiProxy(app: FastifyInstance, apiAddresses: readonly string[], publicBase: () => string, limits: EdgeLimits): Promise<void> {
  // Photos are processed (sharp) and documents may be large: give the API time to answer.
  const upstreams = new ApiUpstreams(apiAddresses, { connections: limits.apiConnections, pipelining: 1, headersTimeout: 120_000, bodyTimeout: 120_000 });
  // One connection per open stream, up to the edge's cap, so a stream never waits in a queue; the
  // API's heartbeat (every 25 s) keeps bodyTimeout from firing on a quiet stream.
  const liveUpstreams = new ApiUpstreams(apiAddresses, { connections: limits.liveStreams, pipelining: 1, headersTimeout: 30_000, bodyTimeout: 120_000 });
  // The plugin leaves a dispatcher it was given open.
  app.addHook('onClose', async () => {
    await Promise.all([upstreams.destroy(), liveUpstreams.destroy()]);
  });
  const proxy: FastifyHttpProxyOptions = {
    // Named for the plugin's checks; ApiUpstreams picks the address of each request.
    upstream: upstreams.origins[0] ?? '',
    prefix: '/api',
    undici: upstreams,
    // Fastify awaits an async preHandler (the proxy hands it to fastify.route); the plugin's type says void.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    preHandler: apiRequestGate(limits),
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        const forwarded = { ...headers };
        delete forwarded.forwarded;
        // Node already answered `Expect: 100-continue` (curl sends it for large uploads); undici refuses it.
        delete forwarded.expect;
        forwarded['x-forwarded-for'] = request.ip;
        // The API builds absolute file URLs from these: the browser fetches photos through /api
        // too. They name the public address, never the client's Host: the answers end up in cached pages.
        const site = new URL(publicBase());
        forwarded['x-forwarded-proto'] = site.protocol.slice(0, -1);
        forwarded['x-forwarded-host'] = site.host;
        forwarded['x-forwarded-prefix'] = `${site.pathname.replace(/\/+$/, '')}/api`;
        return forwarded;
      },
      onError: (reply, { error }) => {
        reply.request.log.warn({ err: error }, 'API unreachable through /api');
        const timedOut = (error as { statusCode?: number } | undefined)?.statusCode === 504;
        void reply
          .code(timedOut ? 504 : 502)
          .type('application/json; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send({ error: API_UNAVAILABLE });
      },
    },
  };
  await app.register(fastifyHttpProxy, proxy);
  await app.register(fastifyHttpProxy, {
    ...proxy,
    prefix: '/api/live',
    rewritePrefix: '/live',
    httpMethods: ['GET', 'HEAD'],
    undici: liveUpstreams,
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    preHandler: liveStreamGate(limits),
  });
  // Swagger UI runs scripts: on the page's origin they could read the session stored there. It is
  // served on the API's own port only.
  for (const url of ['/api/docs', '/api/docs/*']) {
    app.all(url, (_request, reply) =>
      reply.code(404).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send({ error: API_DOCS_ELSEWHERE, code: 'request.route_not_found' }),
    );
  }
}
