import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { type TestContext, createService, createTestContext, jpeg, multipart, pdf, registerAndLogin, setServiceArea } from './test/helpers';

describe('app: errors, headers, robustness', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.cleanup());

  test('GET /health answers ok when the database is reachable', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().status, 'ok');
  });

  test('an unknown route is 404 with { error }', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/nope' });
    assert.equal(response.statusCode, 404);
    assert.equal(typeof response.json().error, 'string');
  });

  test('security headers are set and CORS allows only the configured origin', async () => {
    const allowed = await ctx.app.inject({ method: 'GET', url: '/categories', headers: { origin: 'http://localhost:3000' } });
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.equal(allowed.headers['x-content-type-options'], 'nosniff');
    assert.equal(allowed.headers['x-powered-by'], undefined);
    const evil = await ctx.app.inject({ method: 'GET', url: '/categories', headers: { origin: 'https://evil.example' } });
    assert.equal(evil.headers['access-control-allow-origin'], undefined);
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/services',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    assert.equal(preflight.statusCode, 204);
  });

  test('a malformed-input sweep never produces a 5xx and always answers { error }', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller');
    const serviceId = await createService(ctx.app, seller);
    const json = { 'content-type': 'application/json' };
    const ids = ['-1', '1.5', '%00', '..%2F..%2Fetc', '../', '1e3', '0x10', ' 1', '99999999999999999999', 'null', '%E0%A4%A', "1'--"];
    const requests: InjectOptions[] = [
      { method: 'POST', url: '/users/login', headers: json, payload: '{"email": "a@b.c", "password": ' },
      { method: 'POST', url: '/users/login', headers: json, payload: '[]' },
      { method: 'POST', url: '/users/login', headers: json, payload: 'null' },
      { method: 'POST', url: '/users/login', headers: json, payload: '"text"' },
      { method: 'POST', url: '/users/login', headers: json, payload: '' },
      { method: 'POST', url: '/users/login', payload: { email: ['a@b.c'], password: { $gt: '' } } },
      { method: 'POST', url: '/users/login', payload: { email: 'a@b.c', password: 'x'.repeat(100_000) } },
      { method: 'POST', url: '/users/login', headers: { 'content-type': 'text/plain' }, payload: 'email=a' },
      { method: 'POST', url: '/users/login', headers: json, payload: `{"email":"${'a'.repeat(2_000_000)}"}` },
      { method: 'POST', url: '/users', payload: { email: 'x@y.z', password: 'long enough', firstname: 'a'.repeat(10_000), lastname: 'b', post_number: '1', street: 's', phone: 'p' } },
      { method: 'POST', url: '/users', payload: { __proto__: { role: 'seller' }, constructor: { prototype: {} } } },
      { method: 'POST', url: '/services', headers: seller.auth, payload: { seller_id: seller.id, title: 'x', price: '1e400' } },
      { method: 'POST', url: '/services', headers: seller.auth, payload: { seller_id: `${seller.id}.5`, title: 'x', price: 1 } },
      { method: 'POST', url: '/services', headers: seller.auth, payload: { seller_id: seller.id, title: 'x', price: 1, category_id: -1 } },
      { method: 'PUT', url: `/services/${serviceId}`, headers: seller.auth, payload: 'garbage' },
      { method: 'POST', url: '/services/photos', headers: { ...seller.auth, 'content-type': 'multipart/form-data; boundary=zzz' }, payload: '--zzz\r\nbroken' },
      { method: 'POST', url: '/services/photos', headers: { ...seller.auth, 'content-type': 'multipart/form-data' }, payload: 'no boundary' },
      { method: 'POST', url: '/quotation', headers: { 'content-type': 'multipart/form-data; boundary=q' }, payload: '--q\r\nContent-Disposition: form-data; name="category_id"\r\n\r\n1' },
      { method: 'POST', url: '/quotation/upload', ...multipart({}, { field: 'other', filename: 'a.pdf', contentType: 'application/pdf', data: pdf() }) },
      { method: 'GET', url: '/services/search?q[]=a&page=-1' },
      { method: 'GET', url: '/services/search?category=abc' },
      { method: 'GET', url: '/categories/1/services?page=1.5' },
      { method: 'GET', url: '/files/photos/..%2F..%2Fmarketplace.sqlite' },
      { method: 'GET', url: '/files/photos/%2e%2e%2fjwt-secret' },
      { method: 'GET', url: '/files/documents/anything.pdf' },
      { method: 'GET', url: '/users/1', headers: { authorization: 'Bearer' } },
      { method: 'GET', url: '/users/1', headers: { authorization: `Bearer ${'a'.repeat(5000)}` } },
      { method: 'GET', url: '/quotation', headers: { authorization: 'Basic YTpi' } },
      { method: 'GET', url: `/quotation?size=${'9'.repeat(50)}`, headers: seller.auth },
    ];
    for (const id of ids) {
      requests.push({ method: 'GET', url: `/services/${id}` });
      requests.push({ method: 'GET', url: `/users/${id}` });
      requests.push({ method: 'GET', url: `/services/photos/${id}` });
      requests.push({ method: 'GET', url: `/services/seller/${id}` });
      requests.push({ method: 'GET', url: `/categories/${id}/services` });
      requests.push({ method: 'DELETE', url: `/services/${id}`, headers: seller.auth });
      requests.push({ method: 'PUT', url: `/services/photos/${id}`, headers: seller.auth });
      requests.push({ method: 'GET', url: `/quotation/${id}/document`, headers: seller.auth });
    }
    for (const request of requests) {
      const response = await ctx.app.inject(request);
      const label = `${request.method} ${request.url} -> ${response.statusCode} ${response.body.slice(0, 120)}`;
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, label);
      assert.equal(typeof response.json().error, 'string', label);
    }
    // A hostile file name is ignored: the stored name is random.
    const traversal = await ctx.app.inject({
      method: 'POST',
      url: '/quotation/upload',
      ...multipart({}, { field: 'document_url', filename: '../../../etc/passwd', contentType: 'application/pdf', data: pdf() }),
    });
    assert.equal(traversal.statusCode, 201);
    assert.doesNotMatch(traversal.json().file_url, /passwd|\.\./);
    // The service is untouched by the sweep.
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/services/${serviceId}` })).statusCode, 200);
  });

  test('restarting the app on the same data keeps every acknowledged write, and tokens stay valid', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller');
    const serviceId = await createService(ctx.app, seller, { title: 'Durable' });
    await setServiceArea(ctx.app, seller, '50667');
    const form = multipart({ service_id: String(serviceId) }, { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg() });
    const photo = await ctx.app.inject({ method: 'POST', url: '/services/photos', payload: form.payload, headers: { ...form.headers, ...seller.auth } });
    assert.equal(photo.statusCode, 201);
    const { file_url } = (await ctx.app.inject({ method: 'POST', url: '/quotation/upload', ...multipart({}, { field: 'document_url', filename: 'a.pdf', contentType: 'application/pdf', data: pdf() }) })).json();
    const quotation = await ctx.app.inject({
      method: 'POST',
      url: '/quotation',
      payload: { category_id: 1, document_url: file_url, firstname: 'a', lastname: 'b', street: 'c', post_number: '50667', phone: '2', email: 'q@example.com' },
    });
    assert.equal(quotation.statusCode, 201);

    const app = await ctx.restart();

    const service = (await app.inject({ method: 'GET', url: `/services/${serviceId}` })).json();
    assert.equal(service.title, 'Durable');
    assert.equal(service.photo, photo.json().photo_url);
    assert.equal((await app.inject({ method: 'GET', url: service.photo })).statusCode, 200);
    const me = await app.inject({ method: 'GET', url: `/users/${seller.id}`, headers: seller.auth });
    assert.equal(me.statusCode, 200, 'the JWT secret survived the restart');
    assert.equal(me.json().email, seller.email);
    const login = await app.inject({ method: 'POST', url: '/users/login', payload: { email: seller.email, password: seller.password } });
    assert.equal(login.statusCode, 200);
    const doc = await app.inject({ method: 'GET', url: `/quotation/${quotation.json().id}/document`, headers: seller.auth });
    assert.equal(doc.statusCode, 200);
    assert.ok(doc.rawPayload.equals(pdf()));
  });
});
