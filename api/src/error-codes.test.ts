import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { API_ERROR_CODES, CATALOGUE_ERROR_CODES } from '@craft/shared/api/error-codes';
import type { InjectOptions } from 'fastify';
import { type TestContext, type TestUser, createTestContext, multipart, pdf, registerAndLogin, uniqueEmail } from './test/helpers';
import { currentConsent } from '@craft/shared/legal';

/**
 * Every API error carries a stable machine code next to its English text, and the catalogue
 * (shared/src/api/error-codes.ts) lists exactly the codes the API uses.
 */
const srcDir = path.dirname(fileURLToPath(import.meta.url));

/** The API's own sources (tests and test helpers left out): where a code has to be named to be used. */
function apiSources(): string {
  return fs
    .readdirSync(srcDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}test${path.sep}`))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
}

describe('the error code catalogue', () => {
  test('every catalogue code is named somewhere in the API (no dead codes)', () => {
    const sources = apiSources();
    const unused = CATALOGUE_ERROR_CODES.filter((code) => !sources.includes(`'${code}'`));
    assert.deepEqual(unused, []);
  });

  test('codes are well formed, outside the validation family, and no two describe the same situation', () => {
    const malformed = CATALOGUE_ERROR_CODES.filter((code) => !/^[a-z]+\.[a-z_]+$/.test(code) || code.startsWith('validation.'));
    assert.deepEqual(malformed, []);
    const notes = Object.values(API_ERROR_CODES).map((note) => note.toLowerCase());
    assert.deepEqual(
      notes.filter((note, index) => notes.indexOf(note) !== index),
      [],
      'two codes with the same description',
    );
    assert.equal(new Set(CATALOGUE_ERROR_CODES).size, CATALOGUE_ERROR_CODES.length);
  });

  test('every code the API names in a throw is in the catalogue', () => {
    // The type-check already refuses an unknown code; this also catches one written into an untyped place.
    const named = [...apiSources().matchAll(/(?:badRequest|unauthorized|forbidden|notFound|conflict|payloadTooLarge|unsupportedMediaType|tooManyRequests)\([^;]*?'([a-z]+\.[a-z_]+)'/g)].map((m) => m[1] ?? '');
    assert.ok(named.length > 80, `only ${named.length} throw sites found`);
    assert.deepEqual([...new Set(named.filter((code) => !(code in API_ERROR_CODES)))], []);
  });
});

describe('error bodies carry their codes', () => {
  let ctx: TestContext;
  let buyer: TestUser;
  let seller: TestUser;

  before(async () => {
    ctx = await createTestContext();
    const limits = ctx.config.limits;
    // Small limits on this app only, so a 413 and a 429 are reached with a few bytes and requests.
    ctx.config.limits = { ...limits, documentBytes: 64, passwordResetsPerIp: { max: 1, windowMs: 60_000 } };
    await ctx.restart();
    buyer = await registerAndLogin(ctx.app, 'buyer');
    seller = await registerAndLogin(ctx.app, 'seller');
  });
  after(() => ctx.cleanup());

  /** Status, English text (unchanged) and code of one request's error; the body has just these two fields. */
  async function errorOf(options: InjectOptions): Promise<{ status: number; error: string; code: string }> {
    const response = await ctx.app.inject(options);
    const body = response.json<{ error: string; code: string }>();
    assert.deepEqual(Object.keys(body).sort(), ['code', 'error'], response.body);
    return { status: response.statusCode, error: body.error, code: body.code };
  }

  test('validation: a field of the body, of the query, of the path, an unknown field, and a rule with its own code', async () => {
    const register = (payload: Record<string, unknown>) => errorOf({ method: 'POST', url: '/users', payload });
    const valid = { email: uniqueEmail(), password: 'a long and unusual passphrase', firstname: 'A', lastname: 'B', post_number: '10115', street: 'S 1', phone: '1', ...currentConsent() };
    assert.deepEqual(await register({ ...valid, email: 'not-an-address' }), { status: 400, error: 'body email: Invalid email address', code: 'validation.email' });
    const weak = await register({ ...valid, password: 'password' });
    assert.equal(weak.code, 'account.password_too_weak', weak.error);
    assert.equal((await errorOf({ method: 'GET', url: '/services/search?page=0' })).code, 'validation.page');
    // An unknown query parameter is ignored on every route; an unknown field of a strict body is named.
    assert.equal((await errorOf({ method: 'PUT', url: '/users/me/mail-preferences', headers: buyer.auth, payload: { colour: true } })).code, 'validation.colour');
    assert.equal((await errorOf({ method: 'GET', url: '/users/abc' })).code, 'validation.id');
    assert.equal((await errorOf({ method: 'PUT', url: '/users/me/mail-preferences', headers: buyer.auth, payload: { orders: 'yes' } })).code, 'validation.orders');
    assert.deepEqual(await errorOf({ method: 'POST', url: '/users/login', payload: { email: 'x@test.craft', password: 'p', name: '\u0000' } }), {
      status: 400,
      error: 'body name: contains a control character (U+0000), which is not allowed',
      code: 'request.control_character',
    });
  });

  test('auth: 401 without a token or with a wrong password, 403 for the other role', async () => {
    assert.deepEqual(await errorOf({ method: 'GET', url: '/orders' }), { status: 401, error: 'Authentication required', code: 'auth.required' });
    assert.deepEqual(await errorOf({ method: 'GET', url: '/orders', headers: { authorization: 'Bearer nonsense' } }), {
      status: 401,
      error: 'Invalid or expired token',
      code: 'auth.invalid_token',
    });
    assert.deepEqual(await errorOf({ method: 'POST', url: '/users/login', payload: { email: buyer.email, password: 'wrong password here' } }), {
      status: 401,
      error: 'Email or password is incorrect',
      code: 'auth.login_failed',
    });
    assert.deepEqual(await errorOf({ method: 'GET', url: '/orders', headers: seller.auth }), { status: 403, error: 'Only buyers may do this', code: 'auth.buyers_only' });
    assert.deepEqual(await errorOf({ method: 'PUT', url: `/users/${seller.id}`, headers: buyer.auth, payload: { firstname: 'A', lastname: 'B', post_number: '1', street: 'S', phone: '1' } }), {
      status: 403,
      error: 'You can only manage your own account',
      code: 'account.not_own',
    });
  });

  test('404s of a record and of a route, 409 of a taken address', async () => {
    assert.deepEqual(await errorOf({ method: 'GET', url: '/services/987654' }), { status: 404, error: 'Service not found', code: 'service.not_found' });
    assert.deepEqual(await errorOf({ method: 'GET', url: '/orders/987654', headers: buyer.auth }), { status: 404, error: 'Order not found', code: 'order.not_found' });
    assert.deepEqual(await errorOf({ method: 'GET', url: '/no/such/route?x=1' }), { status: 404, error: 'No route for GET /no/such/route', code: 'request.route_not_found' });
    const taken = await errorOf({
      method: 'POST',
      url: '/users',
      payload: { email: buyer.email, password: 'a long and unusual passphrase', firstname: 'A', lastname: 'B', post_number: '10115', street: 'S 1', phone: '1', ...currentConsent() },
    });
    assert.deepEqual(taken, { status: 409, error: 'An account with this email already exists', code: 'account.email_taken' });
    assert.deepEqual(await errorOf({ method: 'PUT', url: '/sellers/me/service-area', headers: seller.auth, payload: { post_number: '00000' } }), {
      status: 400,
      error: 'Unknown postcode: 00000',
      code: 'postcode.unknown',
    });
  });

  test('malformed bodies, wrong content types, uploads too large, multipart errors', async () => {
    assert.deepEqual(await errorOf({ method: 'POST', url: '/users/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' }), {
      status: 400,
      error: 'Malformed JSON body',
      code: 'request.malformed_json',
    });
    const huge = JSON.stringify({ email: 'x@test.craft', password: 'x'.repeat(1024 * 1024 + 10) });
    assert.deepEqual(await errorOf({ method: 'POST', url: '/users/login', headers: { 'content-type': 'application/json' }, payload: huge }), {
      status: 413,
      error: 'Request body too large',
      code: 'request.body_too_large',
    });
    assert.deepEqual(await errorOf({ method: 'POST', url: '/quotation/upload', payload: { document_url: 'x' } }), {
      status: 415,
      error: 'Expected multipart/form-data',
      code: 'upload.not_multipart',
    });
    const big = multipart({}, { field: 'document_url', filename: 'a.pdf', contentType: 'application/pdf', data: Buffer.concat([pdf(), Buffer.alloc(200, 1)]) });
    assert.deepEqual(await errorOf({ method: 'POST', url: '/quotation/upload', ...big }), { status: 413, error: 'This file is too large. Please choose one of at most 64 bytes.', code: 'upload.file_too_large' });
    const wrongField = multipart({}, { field: 'photo', filename: 'a.pdf', contentType: 'application/pdf', data: pdf() });
    const unexpected = await errorOf({ method: 'POST', url: '/quotation/upload', ...wrongField });
    assert.deepEqual([unexpected.status, unexpected.code], [400, 'upload.unexpected_file_field']);
  });

  test('429 of a rate limit, with Retry-After', async () => {
    const reset = () => ctx.app.inject({ method: 'POST', url: '/users/password-reset', payload: { email: uniqueEmail() } });
    assert.equal((await reset()).statusCode, 202);
    const limited = await reset();
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) >= 1);
    assert.deepEqual(limited.json(), { error: 'Too many requests. Try again later.', code: 'request.rate_limited' });
  });
});
