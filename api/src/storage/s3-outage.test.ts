// database-independent: how the API lives through an object-storage outage does not depend on which database is behind the API, so only the SQLite pass runs this file (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type TestContext, type TestUser, createService, createTestContext, jpeg, multipart, registerAndLogin } from '../test/helpers';
import { type S3Sandbox, startS3 } from '../test/scale-out-services';
import { type TcpProxy, startTcpProxy } from '../test/tcp-proxy';

describe('object storage cut off: uploads and downloads answer 503 with Retry-After, then work again', () => {
  let s3: S3Sandbox;
  let proxy: TcpProxy;
  let ctx: TestContext;
  let seller: TestUser;

  before(async () => {
    s3 = await startS3();
    const endpoint = new URL(s3.config.endpoint);
    proxy = await startTcpProxy(endpoint.hostname, Number(endpoint.port));
    ctx = await createTestContext({ s3: { ...s3.config, endpoint: proxy.url(s3.config.endpoint).replace(/\/$/, '') } });
    seller = await registerAndLogin(ctx.app, 'seller');
  });

  after(async () => {
    await ctx.cleanup();
    await proxy.close();
    await s3.close();
  });

  const upload = async (serviceId: number) => {
    const form = multipart({ service_id: String(serviceId) }, { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg() });
    return ctx.app.inject({ method: 'POST', url: '/services/photos', headers: { ...seller.auth, ...form.headers }, payload: form.payload });
  };

  test('cut: 503 + Retry-After for an upload and a photo download; back: both work', async () => {
    const serviceId = await createService(ctx.app, seller);
    const first = await upload(serviceId);
    assert.equal(first.statusCode, 201, first.body);
    const photoPath = new URL(first.json<{ photo_url: string }>().photo_url).pathname;

    proxy.cut();
    for (const response of [await upload(serviceId), await ctx.app.inject({ method: 'GET', url: photoPath })]) {
      assert.equal(response.statusCode, 503, response.body);
      assert.equal(response.json<{ code: string }>().code, 'server.storage_unreachable');
      assert.ok(Number(response.headers['retry-after']) > 0);
    }
    proxy.restore();
    assert.equal((await upload(serviceId)).statusCode, 201);
    assert.equal((await ctx.app.inject({ method: 'GET', url: photoPath })).statusCode, 200);
  });
});
