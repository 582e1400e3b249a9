import type { FastifyError, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorCode } from '@craft/shared/api/error-codes';
import { isBusy } from '../../db/sqlite-busy';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { HttpError } from '../../lib/http-error';
import { validationCode } from '../../lib/validate';

/** Framework error codes whose default text is not meant for people: status, our text, our code. */
const MESSAGES: Record<string, [number, string, ApiErrorCode]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported Content-Type', 'request.unsupported_media_type'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body too large', 'request.body_too_large'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON body', 'request.malformed_json'],
  FST_REQ_FILE_TOO_LARGE: [413, 'File too large', 'upload.file_too_large'],
  FST_FILES_LIMIT: [413, 'Too many files: send one file', 'upload.too_many_files'],
  FST_FIELDS_LIMIT: [413, 'Too many form fields', 'upload.too_many_fields'],
  FST_PARTS_LIMIT: [413, 'Too many form parts', 'upload.too_many_parts'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Expected multipart/form-data', 'upload.not_multipart'],
  FST_PROTO_VIOLATION: [400, 'Malformed multipart body', 'upload.malformed'],
  FST_ERR_BAD_URL: [400, 'Malformed URL', 'request.malformed_url'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'Bad request', 'request.bad_request'],
};

const PLACES: Record<string, string> = { body: 'body', params: 'path', querystring: 'query', headers: 'header' };

/**
 * Every error leaves as `{ error, code }`: `error` the English sentence, `code` the stable
 * machine code (shared/src/api/error-codes.ts). Only a real fault is a 5xx, and its details stay
 * in the log.
 */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ error: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const place = PLACES[(error as FastifyError).validationContext ?? ''] ?? 'request';
      const detail = error.validation
        .slice(0, 5)
        .map((issue) => `${issue.instancePath === '/' ? place : `${place} ${issue.instancePath.slice(1).replace(/\//g, '.')}`}: ${issue.message}`)
        .join('; ');
      const [first] = error.validation;
      const code = validationCode(
        place,
        first ? { path: first.instancePath.split('/').filter(Boolean), ...(first.params as { keys?: unknown; params?: unknown }) } : undefined,
      );
      return reply.code(400).send({ error: detail, code });
    }
    const known = error.code ? MESSAGES[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ error: known[1], code: known[2] });
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ error: 'Too many requests. Try again later.', code: 'request.rate_limited' });
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, err: error.message }, 'client error');
      return reply.code(status).send({ error: error.message || 'Bad request', code: 'request.bad_request' });
    }
    if (isBusy(error)) {
      // Another process held SQLite's write lock through every retry (about 5 s): a passing
      // condition, not a fault, so the client is told when to try again.
      request.log.warn({ code: error.code }, 'SQLite write lock still held after retrying');
      return reply
        .code(503)
        .header('retry-after', String(app.config.workPools.retryAfterSeconds))
        .send({ error: 'The database is busy; please try again in a few seconds', code: 'server.busy' });
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting or cut off: tell the client when to try again; the pool reconnects by itself.
      request.log.warn({ code: error.code, err: error.message }, 'database unreachable');
      return reply
        .code(503)
        .header('retry-after', String(app.config.workPools.retryAfterSeconds))
        .send({ error: 'The database is unreachable; please try again in a few seconds', code: 'server.database_unreachable' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal server error', code: 'server.internal' });
  });

  // Fastify answers a method a path does not offer with 404; HTTP says 405 with the methods it does
  // offer (Allow). So every route's method is kept by path pattern, and the not-found handler asks.
  const methodsByPattern = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route: RouteOptions) => {
    // A catch-all (CORS preflight, say) would make every path look offered.
    if (/^\/?\*$/.test(route.url)) return;
    const entry = methodsByPattern.get(route.url) ?? { pattern: routePattern(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    methodsByPattern.set(route.url, entry);
  });
  const allowedMethods = (path: string): string[] => {
    const allowed = new Set<string>();
    for (const { pattern, methods } of methodsByPattern.values()) if (pattern.test(path)) for (const method of methods) allowed.add(method);
    return [...allowed].sort();
  };

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = allowedMethods(path);
    if (allowed.length && !allowed.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ error: `${request.method} is not allowed on ${path.slice(0, 200)}; allowed: ${allowed.join(', ')}`, code: 'request.method_not_allowed' });
    }
    return reply.code(404).send({ error: `No route for ${request.method} ${request.url.split('?')[0]?.slice(0, 200) ?? ''}`, code: 'request.route_not_found' });
  });
}, { name: 'error-handler' });

/** A route's path pattern as a regular expression: `:param` is one segment, `*` the rest. */
function routePattern(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
