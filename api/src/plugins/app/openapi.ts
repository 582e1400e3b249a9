import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { LEGAL_DOCUMENTS } from '@craft/shared/legal';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { OPERATIONS } from './openapi-operations';

type Json = Record<string, unknown>;

/** The largest id the routes accept (idParam: a 32-bit integer column). */
const MAX_ID = 2_147_483_647;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** `getServicesById`, `postOrdersByIdWorkDone`: stable, unique per method and path, readable in a generated client. */
function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('{') ? `by-${segment.slice(1, -1)}` : segment))
    .join('-')
    .split(/[-_]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

const hooksOf = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preParsing, route.preValidation, route.preHandler].flatMap((hook) => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]));

/**
 * Per route: `security` where one of the auth guards runs (so generated clients and Swagger UI's
 * "Authorize" send the token), and a file download declared as `fileDownload(mediaTypes)` as a
 * response with those content types instead of application/json.
 */
function routeTransform(app: FastifyInstance): typeof jsonSchemaTransform {
  return (input) => {
    const out = jsonSchemaTransform(input);
    const schema = out.schema as Json;
    const response = schema.response as Record<string, Json> | undefined;
    for (const [code, body] of Object.entries(response ?? {})) {
      if (body.format === 'binary' && typeof body.contentMediaType === 'string') {
        const types = Array.isArray(body['x-media-types']) ? (body['x-media-types'] as string[]) : [body.contentMediaType];
        response![code] = {
          description: body.description ?? 'A file',
          content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
        };
      }
    }
    const route = (input as { route?: RouteOptions }).route;
    const guards = [app.requireUser, app.requireSeller, app.requireConfirmedSeller, app.requireBuyer, app.requireOperator];
    const optional = OPERATIONS[`${route?.method ?? ''} ${input.url.replace(/:(\w+)/g, '{$1}')}`]?.optionalAuth;
    if (route && hooksOf(route).some((hook) => guards.includes(hook as (typeof guards)[number]))) schema.security = [{ bearer: [] }];
    else if (optional) schema.security = [{}, { bearer: [] }];
    return out;
  };
}

/** An id as the routes accept it (a number or a digit string, see idParam), documented as what it is: a whole number ≥ 1. */
function isIdUnion(node: Json): boolean {
  const anyOf = node.anyOf as Json[] | undefined;
  return (
    Array.isArray(anyOf) &&
    anyOf.length === 2 &&
    anyOf.some((s) => s.type === 'number') &&
    anyOf.some((s) => s.type === 'string' && typeof s.pattern === 'string' && s.pattern.startsWith('^\\d{1,'))
  );
}

/** Walks every schema: `$id` with a fragment is invalid in OpenAPI 3.1 (the component's name is its address) and goes; id unions become integers. */
function tidySchemas(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(tidySchemas);
  if (!node || typeof node !== 'object') return;
  const object = node as Json;
  if (typeof object.$id === 'string' && object.$id.includes('#')) delete object.$id;
  if (isIdUnion(object)) {
    delete object.anyOf;
    Object.assign(object, { type: 'integer', minimum: 1, maximum: MAX_ID });
  }
  Object.values(object).forEach(tidySchemas);
}

const retryAfter = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } };
const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };

/** What the route schemas cannot say: operationIds, summaries, multipart bodies, links, response headers, registration's consent. */
function complete(document: Json): Json {
  const paths = document.paths as Record<string, Record<string, Json>>;
  for (const [path, methods] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = methods[method];
      if (!operation) continue;
      const extra = OPERATIONS[`${method.toUpperCase()} ${path}`];
      operation.operationId = operationId(method, path);
      if (extra) operation.summary = extra.summary;
      const responses = operation.responses as Record<string, Json>;
      responses['429'] = { description: 'Too many requests: wait as Retry-After says', headers: retryAfter, content: errorContent };
      responses['503'] = { description: 'Busy or briefly unavailable: try again after Retry-After', headers: retryAfter, content: errorContent };
      if (extra?.multipart) {
        // A copy: the table's schemas are shared by every app built in this process.
        const { properties, required, alsoJson } = structuredClone(extra.multipart);
        // A route that also takes JSON: the form carries the same fields, with the file in place of its reference.
        const form = alsoJson ? { allOf: [alsoJson, { type: 'object', properties }] } : { type: 'object', properties, required };
        const content: Record<string, Json> = { 'multipart/form-data': { schema: form } };
        if (alsoJson) content['application/json'] = { schema: alsoJson };
        operation.requestBody = { required: true, content };
      }
      for (const [code, links] of Object.entries(extra?.links ?? {})) {
        const response = responses[code];
        if (!response) continue;
        response.links = Object.fromEntries(Object.entries(links).map(([name, [target, parameters]]) => [name, { operationId: target, parameters }]));
      }
      if (responses['201'] && extra?.links?.['201']?.read) {
        responses['201'].headers = {
          Location: { description: 'Address of the created resource, relative to the request', schema: { type: 'string', format: 'uri-reference' } },
        };
      }
    }
  }
  tidySchemas(document);
  return document;
}

/**
 * Every named schema is emitted twice (its input and its output view); the response schemas'
 * `...Input` twins are never referenced, so they are left out of the document.
 */
function withoutUnusedComponents(document: Json): Json {
  const components = document.components as { schemas?: Record<string, unknown> } | undefined;
  const schemas = components?.schemas;
  if (!schemas) return document;
  const { components: _c, ...rest } = document;
  const used = JSON.stringify([rest, schemas]);
  for (const name of Object.keys(schemas)) {
    if (name.endsWith('Input') && !used.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return document;
}

/**
 * The OpenAPI 3.1 document, built from the routes' zod schemas (request and response), at
 * GET /openapi.json; Swagger UI at /docs. Registered before the routes so it sees every one.
 */
export default fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Craft marketplace API',
        version: '0.1.0',
        description:
          'Every error is `{ "error": "reason", "code": "machine.code" }`. Bearer tokens come from POST /users/login; operations with `security` need one. ' +
          `Registration (POST /users) needs accept_terms true and the current versions of the terms (${LEGAL_DOCUMENTS.terms.version}) ` +
          `and the privacy notice (${LEGAL_DOCUMENTS.privacy.version}), also at GET /legal/versions. ` +
          'Text anywhere in a request refuses control characters (C0 except tab, line feed and carriage return; DEL; bidirectional overrides and isolates): 400 request.control_character.',
      },
      servers: [{ url: app.config.publicApiUrl ?? '/', description: 'This API' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: routeTransform(app),
    transformObject: (input) => complete(withoutUnusedComponents(jsonSchemaTransformObject(input) as Json)),
  });

  /** A 201 that created something readable names it: Location relative to the request's own path, so it holds behind a proxy's prefix too. */
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode !== 201 || !payload || typeof payload !== 'object') return payload;
    const path = request.routeOptions.url?.replace(/:(\w+)/g, '{$1}') ?? '';
    const created = (payload as { id?: unknown }).id;
    if (typeof created === 'number' && OPERATIONS[`${request.method} ${path}`]?.links?.['201']?.read) {
      reply.header('location', `${path.split('/').pop()}/${created}`);
    }
    return payload;
  });

  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify(app.swagger())),
  );

  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // The API's own CSP is default-src 'none' (a JSON API serves no documents); the UI needs its
    // scripts, styles and images from 'self'. Only the /docs routes get this policy, without
    // upgrade-insecure-requests (the API may be plain http on a LAN).
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}, { name: 'openapi' });
