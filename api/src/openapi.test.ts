import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { LEGAL_DOCUMENTS } from '@craft/shared/legal';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import createClient, { type Middleware } from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { OPERATIONS } from './plugins/app/openapi-operations';
import { type TestContext, createTestContext, registerAndLogin } from './test/helpers';

/** The spec's list of "The calls it makes": every one must be documented, with the shape it answers. */
const SPEC_ROUTES: Array<[method: string, path: string]> = [
  ['post', '/users/login'],
  ['post', '/users'],
  ['get', '/categories'],
  ['get', '/users/{id}'],
  ['get', '/services/{id}'],
  ['get', '/services/photos/{id}'],
  ['get', '/services/seller/{sellerId}'],
  ['post', '/services'],
  ['post', '/services/photos'],
  ['put', '/services/{id}'],
  ['put', '/services/photos/{id}'],
  ['delete', '/services/{id}'],
  ['delete', '/services/photos/{id}'],
  ['post', '/quotation/upload'],
  ['post', '/quotation'],
  ['get', '/quotation'],
];

/** The account routes (confirmation, password reset, export, deletion), which other clients are to rely on. */
const ACCOUNT_ROUTES: Array<[method: string, path: string]> = [
  ['post', '/users/confirm-email'],
  ['post', '/users/confirm-email/resend'],
  ['post', '/users/password-reset'],
  ['post', '/users/password-reset/confirm'],
  ['put', '/users/{id}/password'],
  ['put', '/users/{id}/email'],
  ['post', '/users/{id}/sign-out-everywhere'],
  ['get', '/users/{id}/export'],
  ['delete', '/users/{id}'],
];

/** The notification routes, which the web client relies on. */
const NOTIFICATION_ROUTES: Array<[method: string, path: string]> = [
  ['get', '/notifications'],
  ['post', '/notifications/read'],
  ['get', '/users/me/mail-preferences'],
  ['put', '/users/me/mail-preferences'],
];

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; schema: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema?: Record<string, unknown> }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown>; links?: Record<string, { operationId: string }> }>;
};
type OpenApi = {
  openapi: string;
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

function allOperations(document: OpenApi) {
  return Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
}
const needsToken = (op: Operation) => op.security?.some((requirement) => 'bearer' in requirement) === true && !op.security.some((r) => Object.keys(r).length === 0);

/** A success response with a body schema, or a 204 (which has none by definition). */
function documentsSuccess(operation: Operation | undefined): boolean {
  const responses = Object.entries(operation?.responses ?? {});
  return responses.some(
    ([code, response]) => code === '204' || (/^2\d\d$/.test(code) && Object.values(response.content ?? {}).some((c) => c.schema)),
  );
}

let ctx: TestContext;
let base: string;
let doc: OpenApi;

before(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const response = await fetch(`${base}/openapi.json`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  doc = (await response.json()) as OpenApi;
});
after(() => ctx.cleanup());

test('GET /openapi.json is an OpenAPI 3 document listing every call the spec names, the account and the notification routes with a response schema', () => {
  assert.match(doc.openapi, /^3\./);
  const missing = [...SPEC_ROUTES, ...ACCOUNT_ROUTES, ...NOTIFICATION_ROUTES].filter(([method, path]) => !documentsSuccess(doc.paths[path]?.[method])).map((r) => r.join(' '));
  assert.deepEqual(missing, []);
});

test('every documented operation has a success response schema and the { error } shape for 4xx', () => {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
  assert.ok(operations.length >= 50, `only ${operations.length} operations documented`);
  assert.deepEqual(operations.filter(({ op }) => !documentsSuccess(op)).map(({ method, path }) => `${method} ${path}`), []);
  assert.deepEqual(operations.filter(({ op }) => !op.responses?.['4XX']).map(({ method, path }) => `${method} ${path}`), []);
});

test('documented user shapes: the public one carries no contact details or password hash', () => {
  const publicUser = doc.components.schemas.PublicUser as { properties: Record<string, unknown> };
  const privateUser = doc.components.schemas.PrivateUser as { properties: Record<string, unknown> };
  for (const field of ['email', 'phone', 'street', 'post_number', 'city', 'password_hash']) {
    assert.equal(field in publicUser.properties, false, field);
  }
  assert.equal('password_hash' in privateUser.properties, false);
  assert.ok('email' in privateUser.properties);
});

test('GET /docs serves Swagger UI under a policy that lets it run; the API keeps its strict one', async () => {
  const page = await fetch(`${base}/docs/`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /swagger/i);
  const docsPolicy = page.headers.get('content-security-policy') ?? '';
  assert.match(docsPolicy, /default-src 'self'/);
  assert.doesNotMatch(docsPolicy, /upgrade-insecure-requests/);
  const apiPolicy = (await fetch(`${base}/health`)).headers.get('content-security-policy') ?? '';
  assert.match(apiPolicy, /default-src 'none'/);
});

/** Every Schema Object of the document: the components and the inline ones of parameters, bodies, responses and headers. */
function schemaObjects(document: OpenApi): Array<[where: string, schema: unknown]> {
  const found: Array<[string, unknown]> = Object.entries(document.components.schemas).map(([name, schema]) => [`#/components/schemas/${name}`, schema]);
  const walk = (node: unknown, where: string): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'schema') found.push([`${where}/schema`, value]);
      else walk(value, `${where}/${key}`);
    }
  };
  walk(document.paths, '#/paths');
  return found;
}

test('the served document is valid OpenAPI 3.1 for independent validators: the structure and every schema under the 2020-12 dialect', async () => {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(doc) as Record<string, unknown>);
  assert.equal(validator.version, '3.1');
  assert.deepEqual(result.errors ?? [], []);
  assert.equal(result.valid, true);
  // The structural schema above takes any object as a Schema Object; OpenAPI 3.1's dialect is JSON
  // Schema 2020-12, whose meta-schema refuses e.g. a `$id` with a fragment.
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  const invalid = schemaObjects(doc).flatMap(([where, schema]) =>
    ajv.validateSchema(schema as object) ? [] : [`${where}: ${ajv.errorsText(ajv.errors)}`],
  );
  assert.deepEqual(invalid, []);
});

test('every operation has a unique operationId, a summary and an entry in the operations table; servers are named', () => {
  const operations = allOperations(doc);
  const ids = operations.map(({ op }) => op.operationId);
  assert.deepEqual(operations.filter(({ op }) => !op.operationId || !op.summary).map(({ method, path }) => `${method} ${path}`), []);
  assert.equal(new Set(ids).size, ids.length);
  const documented = new Set(operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`));
  assert.deepEqual(Object.keys(OPERATIONS).filter((key) => !documented.has(key)), [], 'table entries without a route');
  assert.ok(doc.servers?.length && doc.servers[0]!.url);
  // Every link names an operation that exists.
  const links = operations.flatMap(({ op }) => Object.values(op.responses ?? {}).flatMap((response) => Object.values(response.links ?? {})));
  assert.ok(links.length >= 10);
  assert.deepEqual(links.filter((link) => !ids.includes(link.operationId)).map((link) => link.operationId), []);
});

test('ids are whole numbers from 1; no schema carries a $id; downloads, multipart bodies and headers are documented', () => {
  const text = JSON.stringify(doc);
  assert.doesNotMatch(text, /"\$id"/);
  // No id anywhere (path, query or body) is documented as "a number or a digit string".
  assert.doesNotMatch(text, /"\^\\\\d\{1,/);
  assert.ok(doc.paths['/quotation']!.post!.requestBody?.content['application/json']?.schema, 'POST /quotation takes JSON too');
  const idParams = allOperations(doc).flatMap(({ op }) => (op.parameters ?? []).filter((p) => p.in === 'path' && /^(id|.*Id)$/.test(p.name)));
  assert.ok(idParams.length >= 45, `${idParams.length} id parameters`);
  assert.deepEqual(idParams.filter((p) => p.schema.type !== 'integer' || p.schema.minimum !== 1), []);
  for (const path of ['/services/photos', '/quotation/upload', '/quotation', '/portfolio/{id}/images']) {
    assert.ok(doc.paths[path]!.post!.requestBody?.content['multipart/form-data'], path);
  }
  assert.ok(doc.paths['/services/photos/{id}']!.put!.requestBody?.content['multipart/form-data']);
  const download = Object.keys(doc.paths['/orders/{id}/document']!.get!.responses!['200']!.content ?? {});
  assert.ok(download.includes('application/pdf') && download.includes('image/jpeg') && !download.includes('application/octet-stream'), download.join());
  const created = doc.paths['/services']!.post!.responses!;
  assert.ok(created['201']!.headers?.Location);
  assert.ok(created['429']!.headers?.['Retry-After'] && created['503']!.headers?.['Retry-After']);
  const apiError = doc.components.schemas.ApiError as { required: string[] };
  assert.deepEqual([...apiError.required].sort(), ['code', 'error']);
});

test('registration documents its consent rule and GET /legal/versions names the versions to send', async () => {
  const body = doc.paths['/users']!.post!.requestBody!.content['application/json']!.schema as { required: string[]; properties: Record<string, { enum?: unknown[]; const?: unknown }> };
  for (const field of ['accept_terms', 'terms_version', 'privacy_version']) assert.ok(body.required.includes(field), field);
  const { terms_version, privacy_version } = body.properties;
  assert.deepEqual(terms_version!.enum ?? [terms_version!.const], [LEGAL_DOCUMENTS.terms.version]);
  assert.deepEqual(privacy_version!.enum ?? [privacy_version!.const], [LEGAL_DOCUMENTS.privacy.version]);
  const versions = await fetch(`${base}/legal/versions`);
  assert.equal(versions.status, 200);
  const answer = (await versions.json()) as { terms: { version: string }; privacy: { version: string } };
  assert.equal(answer.terms.version, LEGAL_DOCUMENTS.terms.version);
  assert.equal(answer.privacy.version, LEGAL_DOCUMENTS.privacy.version);
});

test('security: an operation that refuses an anonymous caller with auth.required declares the bearer token', async () => {
  const undeclared: string[] = [];
  for (const { path, method, op } of allOperations(doc)) {
    if (needsToken(op) || method === 'get' && path === '/live') continue;
    const url = path.replace(/\{[^}]+\}/g, '1');
    const response = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url, ...(method === 'get' || method === 'delete' ? {} : { payload: {} }) });
    if (response.statusCode === 401 && response.json<{ code: string }>().code === 'auth.required') undeclared.push(`${method} ${path}`);
  }
  assert.deepEqual(undeclared, []);
  const tokenOperations = allOperations(doc).filter(({ op }) => needsToken(op));
  assert.ok(tokenOperations.length >= 60, `${tokenOperations.length} operations need a token`);
  for (const { path, method } of tokenOperations.filter(({ method }) => method === 'get')) {
    if (path === '/live') continue;
    const response = await ctx.app.inject({ method: 'GET', url: path.replace(/\{[^}]+\}/g, '1') });
    assert.equal(response.statusCode, 401, `${method} ${path}`);
  }
});

test('a 201 that created something readable says where it is in Location, relative to the request path (so it holds behind the /api prefix)', async () => {
  const seller = await registerAndLogin(ctx.app, 'seller');
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/services',
    headers: seller.auth,
    payload: { seller_id: seller.id, category_id: 1, title: 'Located service', description: 'A test', price: 100 },
  });
  assert.equal(response.statusCode, 201);
  const { id } = response.json<{ id: number }>();
  assert.equal(response.headers.location, `services/${id}`);
  assert.equal((await ctx.app.inject({ method: 'GET', url: new URL(String(response.headers.location), 'http://api.test/services').pathname })).statusCode, 200);
});

test('a client generated from the document (openapi-typescript + openapi-fetch) compiles and sends the token exactly where the document asks', async () => {
  const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = await fs.mkdtemp(path.join(apiDir, '.generated-client-'));
  try {
    await fs.writeFile(path.join(dir, 'schema.d.ts'), astToString(await openapiTS(structuredClone(doc) as never)));
    await fs.writeFile(
      path.join(dir, 'client.ts'),
      [
        "import createClient from 'openapi-fetch';",
        "import type { paths } from './schema';",
        "const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:1' });",
        'export async function calls(): Promise<number> {',
        "  const list = await client.GET('/wishlist');",
        "  const one = await client.GET('/services/{id}', { params: { path: { id: 1 } } });",
        "  await client.POST('/wishlist', { body: { service_id: 1 } });",
        '  return (list.data?.length ?? 0) + (one.data?.id ?? 0);',
        '}',
        '',
      ].join('\n'),
    );
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    assert.deepEqual(diagnostics, []);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }

  // At run time: a middleware that adds the token where the operation declares `security`, as
  // generated clients and Swagger UI's "Authorize" do.
  const buyer = await registerAndLogin(ctx.app, 'buyer');
  const sent: Record<string, boolean> = {};
  const bearer: Middleware = {
    onRequest({ request, schemaPath }) {
      const op = doc.paths[schemaPath]?.[request.method.toLowerCase()];
      const declared = op?.security?.some((requirement) => 'bearer' in requirement) === true;
      if (declared) request.headers.set('authorization', `Bearer ${buyer.token}`);
      sent[`${request.method} ${schemaPath}`] = declared;
      return request;
    },
  };
  const client = createClient<Record<string, never>>({ baseUrl: base });
  client.use(bearer);
  const get = client.GET as unknown as (path: string) => Promise<{ response: Response }>;
  assert.equal((await get('/wishlist')).response.status, 200);
  assert.equal((await get('/notifications')).response.status, 200);
  assert.equal((await get('/categories')).response.status, 200);
  assert.deepEqual(sent, { 'GET /wishlist': true, 'GET /notifications': true, 'GET /categories': false });
});
