import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { type TestContext, createTestContext } from './test/helpers';

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

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

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
