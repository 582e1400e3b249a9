import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { PortfolioProject } from '@craft/shared/api/feature-types';
import { errorOf } from '../../test/features';
import { type TestContext, type TestUser, createTestContext, jpeg, multipart, pdf, png, registerAndLogin } from '../../test/helpers';

describe('portfolio', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  before(async () => {
    ctx = await createTestContext();
    seller = await registerAndLogin(ctx.app, 'seller');
    otherSeller = await registerAndLogin(ctx.app, 'seller');
    buyer = await registerAndLogin(ctx.app, 'buyer');
  });
  after(() => ctx.cleanup());

  const project = { name: 'Villa bathroom', start_date: '2026-03-01', end_date: '2026-03-20', description: 'Full renovation' };
  const write = (user: TestUser | null, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method, url, headers: user?.auth ?? {}, payload });
  const create = async (user = seller) => {
    const response = await write(user, 'POST', '/portfolio', project);
    assert.equal(response.statusCode, 201, response.body);
    return response.json<PortfolioProject>();
  };
  const withAuth = (user: TestUser, form: ReturnType<typeof multipart>) => ({ payload: form.payload, headers: { ...form.headers, ...user.auth } });
  const addImage = (user: TestUser, id: number, data: Buffer, field = 'image', contentType = 'image/jpeg') =>
    ctx.app.inject({ method: 'POST', url: `/portfolio/${id}/images`, ...withAuth(user, multipart({}, { field, filename: 'a.jpg', contentType, data })) });

  test('a seller creates a project; anyone reads it and the seller list', async () => {
    const created = await create();
    assert.equal(created.seller_id, seller.id);
    assert.equal(created.name, 'Villa bathroom');
    assert.equal(created.start_date, '2026-03-01');
    assert.deepEqual(created.images, []);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/portfolio/${created.id}` })).json<PortfolioProject>().id, created.id);
    const list = (await ctx.app.inject({ method: 'GET', url: `/portfolio/seller/${seller.id}` })).json<PortfolioProject[]>();
    assert.deepEqual(list.map((p) => p.id), [created.id]);
    assert.deepEqual((await ctx.app.inject({ method: 'GET', url: `/portfolio/seller/${otherSeller.id}` })).json(), []);
  });

  test('create: 401, 403 for a buyer, 400 for bad input; dates are optional', async () => {
    assert.deepEqual(errorOf(await write(null, 'POST', '/portfolio', project)), { status: 401, hasError: true });
    assert.deepEqual(errorOf(await write(buyer, 'POST', '/portfolio', project)), { status: 403, hasError: true });
    for (const bad of [{ name: '' }, { start_date: '01.03.2026' }, { end_date: '2026-02-30' }, { start_date: '2026-04-01' }, { description: 5 }]) {
      assert.deepEqual(errorOf(await write(seller, 'POST', '/portfolio', { ...project, ...bad })), { status: 400, hasError: true }, JSON.stringify(bad));
    }
    const undated = await write(seller, 'POST', '/portfolio', { name: 'Garden', start_date: '', end_date: null, description: '' });
    assert.equal(undated.statusCode, 201);
    assert.equal(undated.json<PortfolioProject>().start_date, null);
  });

  test('only its seller edits it: 200, else 403/404/400', async () => {
    const { id } = await create();
    const edited = await write(seller, 'PUT', `/portfolio/${id}`, { ...project, name: 'Villa bathroom and kitchen' });
    assert.equal(edited.statusCode, 200);
    assert.equal(edited.json<PortfolioProject>().name, 'Villa bathroom and kitchen');
    assert.equal((await write(otherSeller, 'PUT', `/portfolio/${id}`, project)).statusCode, 403);
    assert.equal((await write(buyer, 'PUT', `/portfolio/${id}`, project)).statusCode, 403);
    assert.equal((await write(seller, 'PUT', '/portfolio/999999', project)).statusCode, 404);
    assert.equal((await write(seller, 'PUT', `/portfolio/${id}`, { ...project, name: '  ' })).statusCode, 400);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/portfolio/999999' })).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/portfolio/%00' })).statusCode, 400);
  });

  test('images: JPEG/PNG are stored as public photos; other files 415, no file 400, others 403', async () => {
    const { id } = await create();
    const first = await addImage(seller, id, await jpeg());
    assert.equal(first.statusCode, 201, first.body);
    const second = await addImage(seller, id, await png(), 'image', 'image/png');
    const images = second.json<PortfolioProject>().images;
    assert.equal(images.length, 2);
    const photo = await ctx.app.inject({ method: 'GET', url: images[0]! });
    assert.equal(photo.statusCode, 200);
    assert.equal(photo.headers['content-type'], 'image/webp');

    assert.deepEqual(errorOf(await addImage(seller, id, pdf(), 'image', 'image/jpeg')), { status: 415, hasError: true });
    const empty = await ctx.app.inject({ method: 'POST', url: `/portfolio/${id}/images`, ...withAuth(seller, multipart({ note: 'x' })) });
    assert.deepEqual(errorOf(empty), { status: 400, hasError: true });
    assert.equal((await addImage(seller, id, await jpeg(), 'photo')).statusCode, 400, 'the field is image');
    assert.equal((await addImage(otherSeller, id, await jpeg())).statusCode, 403);
    assert.equal((await addImage(buyer, id, await jpeg())).statusCode, 403);
    assert.equal((await addImage(seller, 999_999, await jpeg())).statusCode, 404);
    const notMultipart = await ctx.app.inject({ method: 'POST', url: `/portfolio/${id}/images`, headers: seller.auth, payload: { image: 'x' } });
    assert.equal(notMultipart.statusCode, 415);
  });

  test('images over 10 MB are refused with 413', async () => {
    const { id } = await create();
    const huge = Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    assert.deepEqual(errorOf(await addImage(seller, id, huge)), { status: 413, hasError: true });
  });

  test('delete: only its seller; the project and its image files go', async () => {
    const { id } = await create();
    const withImage = (await addImage(seller, id, await jpeg())).json<PortfolioProject>();
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/portfolio/${id}`, headers: otherSeller.auth })).statusCode, 403);
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/portfolio/${id}` })).statusCode, 401);
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/portfolio/${id}`, headers: seller.auth })).statusCode, 204);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/portfolio/${id}` })).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'GET', url: withImage.images[0]! })).statusCode, 404, 'the file is deleted');
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/portfolio/${id}`, headers: seller.auth })).statusCode, 404);
  });
});
