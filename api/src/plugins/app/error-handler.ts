import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';

/** Framework error codes whose default text is not meant for people. */
const MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported Content-Type'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body too large'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON body'],
  FST_REQ_FILE_TOO_LARGE: [413, 'File too large'],
  FST_FILES_LIMIT: [413, 'Too many files: send one file'],
  FST_FIELDS_LIMIT: [413, 'Too many form fields'],
  FST_PARTS_LIMIT: [413, 'Too many form parts'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Expected multipart/form-data'],
  FST_PROTO_VIOLATION: [400, 'Malformed multipart body'],
  FST_ERR_BAD_URL: [400, 'Malformed URL'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'Bad request'],
};

const PLACES: Record<string, string> = { body: 'body', params: 'path', querystring: 'query', headers: 'header' };

/** Every error leaves as `{ error }`; only a real fault is a 5xx, and its details stay in the log. */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const place = PLACES[(error as FastifyError).validationContext ?? ''] ?? 'request';
      const detail = error.validation
        .slice(0, 5)
        .map((issue) => `${issue.instancePath === '/' ? place : `${place} ${issue.instancePath.slice(1).replace(/\//g, '.')}`}: ${issue.message}`)
        .join('; ');
      return reply.code(400).send({ error: detail });
    }
    const known = error.code ? MESSAGES[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ error: known[1] });
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ error: 'Too many requests. Try again later.' });
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, err: error.message }, 'client error');
      return reply.code(status).send({ error: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `No route for ${request.method} ${request.url.split('?')[0]?.slice(0, 200) ?? ''}` });
  });
}, { name: 'error-handler' });
