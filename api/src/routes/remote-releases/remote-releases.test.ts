import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { type TestContext, createTestContext } from '../../test/helpers';
import { releaseIdOf } from '@craft/shared/contracts/releases';

const TOKEN = 'deploy-token-for-tests';
const auth = { authorization: `Bearer ${TOKEN}` };
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** A tiny build: two files whose bytes differ with `marker`. */
function build(marker: string) {
  const contents = { 'remoteEntry.js': `/* ${marker} */`, 'remote-manifest.json': JSON.stringify({ name: 'buyer', marker }) };
  const files = Object.entries(contents).map(([path, text]) => ({ path, sha256: sha(text), size: Buffer.byteLength(text), text }));
  return { id: releaseIdOf(files), files, manifest: { name: 'buyer', marker } };
}

describe('remote releases', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext({ deployToken: TOKEN });
  });
  after(() => ctx.cleanup());

  const upload = async (release: ReturnType<typeof build>) => {
    for (const file of release.files) {
      const put = await ctx.app.inject({ method: 'PUT', url: `/remote-releases/blobs/${file.sha256}`, headers: { ...auth, 'content-type': 'application/octet-stream' }, payload: Buffer.from(file.text) });
      assert.equal(put.statusCode, 204, put.body);
    }
    return ctx.app.inject({ method: 'POST', url: '/remote-releases/buyer', headers: auth, payload: { id: release.id, files: release.files.map(({ text: _text, ...file }) => file), manifest: release.manifest } });
  };
  const promote = (id: string) => ctx.app.inject({ method: 'POST', url: '/remote-releases/buyer/promote', headers: auth, payload: { id } });
  const rollback = () => ctx.app.inject({ method: 'POST', url: '/remote-releases/buyer/rollback', headers: auth, payload: {} });
  const liveBuyer = async () => (await ctx.app.inject({ method: 'GET', url: '/remote-releases/live' })).json<{ buyer: { id: string } | null }>().buyer?.id ?? '0';

  test('publishing needs the deploy token: 403 without or with a wrong one', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/remote-releases' });
    assert.equal(none.statusCode, 403);
    assert.equal(none.json<{ code: string }>().code, 'deploy.token_invalid');
    const wrong = await ctx.app.inject({ method: 'POST', url: '/remote-releases/buyer/rollback', headers: { authorization: 'Bearer nope' }, payload: {} });
    assert.equal(wrong.statusCode, 403);
  });

  test('an uploaded release is a preview until promoted; the first deploy rolls back to release zero', async () => {
    assert.equal(await liveBuyer(), '0');
    const first = build('one');
    const created = await upload(first);
    assert.equal(created.statusCode, 201, created.body);
    assert.equal((await upload(first)).statusCode, 200, 'the same build is the same release');
    assert.equal(await liveBuyer(), '0', 'not live before promote');
    const fetched = await ctx.app.inject({ method: 'GET', url: `/remote-releases/buyer/${first.id}` });
    assert.equal(fetched.json<{ files: unknown[] }>().files.length, 2);
    assert.deepEqual((await promote(first.id)).json(), { remote: 'buyer', live: first.id, from: '0' });
    assert.equal(await liveBuyer(), first.id);
    const blob = await ctx.app.inject({ method: 'GET', url: `/remote-releases/blobs/${first.files[0]?.sha256}` });
    assert.equal(blob.body, '/* one */');
    assert.deepEqual((await rollback()).json(), { remote: 'buyer', live: '0', from: first.id });
    assert.equal(await liveBuyer(), '0');
    const nothing = await rollback();
    assert.equal(nothing.statusCode, 409);
    assert.equal(nothing.json<{ code: string }>().code, 'release.no_rollback');
  });

  test('a release whose files were not uploaded, or whose id is not its content hash, is refused', async () => {
    const release = build('missing');
    const missing = await ctx.app.inject({ method: 'POST', url: '/remote-releases/buyer', headers: auth, payload: { id: release.id, files: release.files.map(({ text: _text, ...file }) => file), manifest: {} } });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json<{ code: string }>().code, 'release.files_missing');
    const lying = await ctx.app.inject({ method: 'POST', url: '/remote-releases/buyer', headers: auth, payload: { id: 'a'.repeat(20), files: release.files.map(({ text: _text, ...file }) => file), manifest: {} } });
    assert.equal(lying.json<{ code: string }>().code, 'release.id_mismatch');
    const badBlob = await ctx.app.inject({ method: 'PUT', url: `/remote-releases/blobs/${'0'.repeat(64)}`, headers: { ...auth, 'content-type': 'application/octet-stream' }, payload: Buffer.from('x') });
    assert.equal(badBlob.json<{ code: string }>().code, 'release.blob_mismatch');
    assert.equal((await promote('b'.repeat(20))).statusCode, 404);
  });

  test('concurrent promotes are applied one after the other: each is on the history once', async () => {
    const releases = [build('c1'), build('c2'), build('c3'), build('c4')];
    for (const release of releases) assert.equal((await upload(release)).statusCode, 201);
    const answers = await Promise.all(releases.map((release) => promote(release.id)));
    assert.deepEqual(answers.map((answer) => answer.statusCode), [200, 200, 200, 200]);
    const list = (await ctx.app.inject({ method: 'GET', url: '/remote-releases', headers: auth })).json<{ remote: string; history: { seq: number; release_id: string }[] }[]>();
    const buyer = list.find((entry) => entry.remote === 'buyer');
    const ids = new Set(buyer?.history.slice(-4).map((event) => event.release_id));
    assert.deepEqual([...ids].sort(), releases.map((release) => release.id).sort());
    assert.deepEqual(buyer?.history.map((event) => event.seq), buyer?.history.map((_event, index) => index + 1));
  });
});

describe('remote releases without a DEPLOY_TOKEN', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext({ deployToken: null });
  });
  after(() => ctx.cleanup());

  test('publishing answers 404 naming the missing setting; reading the live releases still works', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/remote-releases/buyer/rollback', headers: auth, payload: {} });
    assert.equal(response.statusCode, 404);
    assert.match(response.json<{ error: string }>().error, /DEPLOY_TOKEN/);
    assert.deepEqual((await ctx.app.inject({ method: 'GET', url: '/remote-releases/live' })).json(), { buyer: null, seller: null, admin: null });
  });
});
