import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type Json = Record<string, unknown>;

/**
 * A file download is declared as `fileDownload(mediaType)` (a binary string with its media type);
 * OpenAPI says that as a response with that content type instead of application/json.
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const response = (out.schema as Json | undefined)?.response as Record<string, Json> | undefined;
  for (const [code, schema] of Object.entries(response ?? {})) {
    if (schema.format === 'binary' && typeof schema.contentMediaType === 'string') {
      response![code] = {
        description: schema.description ?? 'A file',
        content: { [schema.contentMediaType]: { schema: { type: 'string', format: 'binary' } } },
      };
    }
  }
  return out;
};

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
        description: 'Every error is `{ "error": "reason" }`. Bearer tokens come from POST /users/login.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
    transformObject: (input) => withoutUnusedComponents(jsonSchemaTransformObject(input) as Json),
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
