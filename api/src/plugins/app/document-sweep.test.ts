import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { uploadDocument } from '../../test/features';
import { type TestContext, type TestUser, createTestContext, registerAndLogin } from '../../test/helpers';
import { defaultLimits } from '../../config';
import { sweepUnattachedDocuments } from './upload-sweep';

/** Anonymous uploads nobody attached were kept forever (about 4 GB per address per day). */
describe('unattached document uploads', () => {
  let ctx: TestContext;
  let buyer: TestUser;
  let seller: TestUser;
  before(async () => {
    ctx = await createTestContext();
    buyer = await registerAndLogin(ctx.app, 'buyer');
    seller = await registerAndLogin(ctx.app, 'seller');
  });
  after(() => ctx.cleanup());

  const documentRow = (ref: string) => ctx.app.db.selectFrom('documents').select(['storage_key']).where('ref', '=', ref).executeTakeFirst();
  const fileExists = (key: string) => fs.existsSync(path.join(ctx.config.dataDir, 'uploads', key)) || fs.existsSync(path.join(ctx.config.dataDir, key));

  test('an upload not attached before the cutoff goes, row and file; attached and younger ones stay', async () => {
    const stray = await uploadDocument(ctx);
    const kept = await uploadDocument(ctx);
    const offer = await ctx.app.inject({ method: 'POST', url: '/direct-offers', headers: buyer.auth, payload: { seller_id: seller.id, description: 'With plan', document_url: kept } });
    assert.equal(offer.statusCode, 201, offer.body);
    const strayKey = (await documentRow(stray))?.storage_key;
    assert.ok(strayKey && fileExists(strayKey), 'the upload is on disk');

    // Younger than the cutoff: nothing goes.
    assert.equal(await sweepUnattachedDocuments(ctx.app.db, ctx.app.storage, new Date(Date.now() - 60_000).toISOString()), 0);
    assert.ok(await documentRow(stray));

    // A day later (the cutoff moves past the upload): the stray one goes, the attached one stays.
    const removed = await sweepUnattachedDocuments(ctx.app.db, ctx.app.storage, new Date(Date.now() + 60_000).toISOString());
    assert.equal(removed, 1);
    assert.equal(await documentRow(stray), undefined);
    assert.equal(fileExists(strayKey), false, 'its file is deleted');
    assert.ok(await documentRow(kept));
    const download = await ctx.app.inject({ method: 'GET', url: `/direct-offers/${offer.json<{ id: number }>().id}/document`, headers: seller.auth });
    assert.equal(download.statusCode, 200);
    const late = await ctx.app.inject({ method: 'POST', url: '/direct-offers', headers: buyer.auth, payload: { seller_id: seller.id, description: 'Too late', document_url: stray } });
    assert.equal(late.statusCode, 400, 'the swept reference is unknown');
  });

  test('with the configured keep time, an upload nobody attached for just over an hour goes; one of 50 minutes stays', async () => {
    const old = await uploadDocument(ctx);
    const recent = await uploadDocument(ctx);
    const backdate = (ref: string, minutes: number) =>
      ctx.app.db.updateTable('documents').set({ created_at: new Date(Date.now() - minutes * 60_000).toISOString() }).where('ref', '=', ref).execute();
    await backdate(old, 61);
    await backdate(recent, 50);
    const cutoff = new Date(Date.now() - ctx.config.limits.unattachedDocumentMs).toISOString();
    assert.equal(await sweepUnattachedDocuments(ctx.app.db, ctx.app.storage, cutoff), 1);
    assert.equal(await documentRow(old), undefined);
    assert.ok(await documentRow(recent));
  });

  test('the sweep also runs when the API starts', async () => {
    const sweptAtStart = await createTestContext({ limits: { ...defaultLimits, unattachedDocumentMs: 0 } });
    try {
      const ref = await uploadDocument(sweptAtStart);
      assert.ok(await sweptAtStart.app.db.selectFrom('documents').select('id').where('ref', '=', ref).executeTakeFirst());
      await sweptAtStart.restart();
      assert.equal(await sweptAtStart.app.db.selectFrom('documents').select('id').where('ref', '=', ref).executeTakeFirst(), undefined);
    } finally {
      await sweptAtStart.cleanup();
    }
  });
});
