import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { defaultLimits } from '../../config';
import { type TestContext, type TestUser, createService, createTestContext, multipart, pdf, registerAndLogin, setServiceArea } from '../../test/helpers';
import { outbox, sellerAndBuyer } from '../../test/features';

const contact = {
  firstname: 'Erika',
  lastname: 'Muster',
  street: 'Hauptstr. 5',
  post_number: '50667',
  phone: '0221 1234',
  email: 'erika@example.com',
  status: 'open',
};

describe('quotation', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
  /** A craftsman of `category_id` whose service area is around `post_number` (30 km). */
  const craftsmanAt = async (post_number: string, category_id: number, craftsman?: TestUser) => {
    const user = craftsman ?? (await registerAndLogin(ctx.app, 'seller'));
    await createService(ctx.app, user, { category_id });
    await setServiceArea(ctx.app, user, post_number);
    return user;
  };
  before(async () => {
    ({ ctx, seller, buyer } = await sellerAndBuyer());
    // The requests of this file are in Cologne; this craftsman paints (1) and renovates (4) there.
    await craftsmanAt('50667', 1, seller);
    await createService(ctx.app, seller, { category_id: 4 });
  });
  after(() => ctx.cleanup());

  const upload = (data: Buffer, field = 'document_url', filename = 'offer.pdf') => {
    const form = multipart({}, { field, filename, contentType: 'application/pdf', data });
    return ctx.app.inject({ method: 'POST', url: '/quotation/upload', ...form });
  };
  const create = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const form = multipart(fields);
    return ctx.app.inject({ method: 'POST', url: '/quotation', payload: form.payload, headers: { ...form.headers, ...headers } });
  };

  test('POST /quotation/upload stores a sniffed document and answers an opaque reference, not a public URL', async () => {
    const response = await upload(pdf());
    assert.equal(response.statusCode, 201);
    const { file_url } = response.json();
    assert.match(file_url, /^doc_[A-Za-z0-9_-]{22}$/);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/files/documents/${file_url}` })).statusCode, 404);
  });

  test('upload: 415 for a disguised file, 400 without a file, 415 when not multipart, 413 over 20 MB', async () => {
    const fake = await upload(Buffer.from('#!/bin/sh\nrm -rf /\n'.repeat(20)));
    assert.equal(fake.statusCode, 415);
    assert.match(fake.json().error, /PDF/);
    assert.equal((await ctx.app.inject({ method: 'POST', url: '/quotation/upload', ...multipart({ note: 'x' }) })).statusCode, 400);
    assert.equal((await ctx.app.inject({ method: 'POST', url: '/quotation/upload', payload: { document_url: 'x' } })).statusCode, 415);
    const huge = Buffer.concat([pdf(), Buffer.alloc(20 * 1024 * 1024 + 1)]);
    const tooBig = await upload(huge);
    assert.equal(tooBig.statusCode, 413);
  });

  test('POST /quotation with an uploaded document: status open, no user without a token, confirmation e-mail in the outbox', async () => {
    const { file_url } = (await upload(pdf())).json();
    const response = await create({ ...contact, category_id: '1', document_url: file_url, email: 'first.requester@example.com' });
    assert.equal(response.statusCode, 201);
    const { id } = response.json();
    const row = await ctx.app.db.selectFrom('quotations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.status, 'open');
    assert.equal(row.user_id, null);
    assert.equal(row.document_ref, file_url);

    await ctx.app.mailer.idle();
    const mails = await outbox(ctx);
    const mail = mails.find((m) => m.includes('To: first.requester@example.com'));
    assert.ok(mail, 'a confirmation .eml was written');
    // Nobody has confirmed this address: only our fixed text and a link.
    assert.match(mail, /Please confirm your request/);
    assert.match(mail, /favorable\/confirm\?token=3D/);

    const reused = await create({ ...contact, category_id: '1', document_url: file_url });
    assert.equal(reused.statusCode, 409, 'a document belongs to one quotation (409)');
  });

  test('POST /quotation: a description alone is enough; with a token the quotation is linked to the user', async () => {
    const response = await create({ ...contact, category_id: '2', description: 'Paint my fence' }, buyer.auth);
    assert.equal(response.statusCode, 201);
    const row = await ctx.app.db.selectFrom('quotations').selectAll().where('id', '=', response.json().id).executeTakeFirstOrThrow();
    assert.equal(row.user_id, buyer.id);
    assert.equal(row.document_ref, null);
  });

  test('POST /quotation answers how many craftsmen of the category cover its postcode, and whether the address must be confirmed first', async () => {
    // Category 7 has no services elsewhere in this file: these craftsmen are the only ones.
    await craftsmanAt('50667', 7);
    await craftsmanAt('20095', 7);
    const fromBuyer = await create({ ...contact, email: 'buyer-contact@example.com', category_id: '7', description: 'Tiles in Cologne' }, buyer.auth);
    assert.equal(fromBuyer.statusCode, 201, fromBuyer.body);
    assert.equal(fromBuyer.json().craftsmen_reached, 1, 'Cologne reaches the Cologne craftsman, not the Hamburg one');
    assert.equal(fromBuyer.json().confirmation_needed, true, 'an address no account confirmed');
    const confirmedAddress = await create({ ...contact, email: buyer.email, category_id: '7', description: 'More tiles in Cologne' }, buyer.auth);
    assert.deepEqual([confirmedAddress.json().craftsmen_reached, confirmedAddress.json().confirmation_needed], [1, false]);
    const inMunich = await create({ ...contact, post_number: '80331', category_id: '7', description: 'Tiles in Munich' });
    assert.equal(inMunich.json().craftsmen_reached, 0);
    const unknownPlace = await create({ ...contact, post_number: '00000', category_id: '7', description: 'Nowhere' });
    assert.equal(unknownPlace.statusCode, 201);
    assert.equal(unknownPlace.json().craftsmen_reached, 0);
  });

  test('POST /quotation also takes JSON and a file sent directly in document_url', async () => {
    const json = await ctx.app.inject({ method: 'POST', url: '/quotation', payload: { ...contact, category_id: 3, description: 'JSON request' } });
    assert.equal(json.statusCode, 201);
    const form = multipart({ ...contact, category_id: '1' }, { field: 'document_url', filename: 'a.pdf', contentType: 'application/pdf', data: pdf() });
    const direct = await ctx.app.inject({ method: 'POST', url: '/quotation', ...form });
    assert.equal(direct.statusCode, 201);
    const row = await ctx.app.db.selectFrom('quotations').select('document_ref').where('id', '=', direct.json().id).executeTakeFirstOrThrow();
    assert.match(row.document_ref ?? '', /^doc_/);
  });

  test('POST /quotation rejects: neither document nor description, blank description, missing contact, bad status, unknown category or document', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['nothing to quote', { ...contact, category_id: '1' }],
      ['blank description', { ...contact, category_id: '1', description: '   \n ' }],
      ['missing phone', { ...contact, phone: '', category_id: '1', description: 'x' }],
      ['bad email', { ...contact, email: 'not-an-email', category_id: '1', description: 'x' }],
      ['status closed', { ...contact, status: 'closed', category_id: '1', description: 'x' }],
      ['category abc', { ...contact, category_id: 'abc', description: 'x' }],
      ['unknown category', { ...contact, category_id: '9999', description: 'x' }],
      ['unknown document', { ...contact, category_id: '1', document_url: 'doc_AAAAAAAAAAAAAAAAAAAAAA' }],
      ['path as document', { ...contact, category_id: '1', document_url: '../../etc/passwd' }],
    ];
    for (const [name, fields] of cases) {
      const response = await create(fields);
      assert.equal(response.statusCode, 400, name);
      assert.equal(typeof response.json().error, 'string', name);
    }
  });

  test('GET /quotation: sellers get the spec\'s wire shape; buyers 403; anonymous 401', async () => {
    await create({ ...contact, category_id: '4', description: 'For the list' }, buyer.auth);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/quotation' })).statusCode, 401);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/quotation', headers: buyer.auth })).statusCode, 403);
    const response = await ctx.app.inject({ method: 'GET', url: '/quotation', headers: seller.auth });
    assert.equal(response.statusCode, 200);
    const newest = response.json()[0];
    assert.deepEqual(newest.category_id, { Int64: 4, Valid: true });
    assert.deepEqual(newest.user_id, { Int64: buyer.id, Valid: true });
    assert.deepEqual(newest.description, { String: 'For the list', Valid: true });
    assert.deepEqual(newest.document_url, { String: '', Valid: false });
    assert.equal(newest.status, 'open');
    assert.equal(newest.firstname, undefined, 'contact details are not listed');
  });

  test('GET /quotation lists a request only to craftsmen of its trade whose area covers it, and to those who answered it', async () => {
    const category = 9;
    const inCologne = await craftsmanAt('50667', category);
    const inHamburg = await craftsmanAt('20095', category);
    const otherTrade = await craftsmanAt('50667', 10);
    const noArea = await registerAndLogin(ctx.app, 'seller');
    await createService(ctx.app, noArea, { category_id: category });
    const { id } = (await create({ ...contact, category_id: String(category), description: 'Roof in Cologne' }, buyer.auth)).json<{ id: number }>();
    const listed = async (user: TestUser) =>
      (await ctx.app.inject({ method: 'GET', url: '/quotation?size=100', headers: user.auth })).json<Array<{ id: number }>>().some((item) => item.id === id);
    assert.deepEqual(
      [await listed(inCologne), await listed(inHamburg), await listed(otherTrade), await listed(noArea)],
      [true, false, false, false],
      'Cologne painter yes; Hamburg, another trade and a craftsman without an area no',
    );
    const document = (user: TestUser) => ctx.app.inject({ method: 'GET', url: `/quotation/${id}/document`, headers: user.auth });
    assert.equal((await document(inHamburg)).json().code, 'document.none', 'a request that does not reach him is not his to read');
    // An answer keeps the request in his list, whatever his area is later.
    const answered = await ctx.app.inject({ method: 'PUT', url: `/quotation/${id}/answer`, headers: inCologne.auth, payload: { price: 900, message: 'Next week' } });
    assert.equal(answered.statusCode, 201, answered.body);
    await setServiceArea(ctx.app, inCologne, '80331');
    assert.equal(await listed(inCologne), true);
  });

  test('GET /quotation/{id}/document: the seller downloads the exact bytes; others cannot', async () => {
    const bytes = Buffer.concat([pdf(), Buffer.from('unique-marker')]);
    const { file_url } = (await upload(bytes)).json();
    const { id } = (await create({ ...contact, category_id: '1', document_url: file_url })).json();
    const download = await ctx.app.inject({ method: 'GET', url: `/quotation/${id}/document`, headers: seller.auth });
    assert.equal(download.statusCode, 200);
    assert.equal(download.headers['content-type'], 'application/pdf');
    assert.match(String(download.headers['content-disposition']), /^attachment/);
    assert.ok(download.rawPayload.equals(bytes));
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/quotation/${id}/document`, headers: buyer.auth })).statusCode, 403);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/quotation/${id}/document` })).statusCode, 401);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/quotation/987654/document', headers: seller.auth })).statusCode, 404);
  });
});

describe('quotation: mail failures and anonymous write limits', () => {
  test('an unreachable SMTP server never fails or loses the quotation', async () => {
    const ctx = await createTestContext({ smtpUrl: 'smtp://127.0.0.1:1', mailRetryDelaysMs: [10, 10] });
    try {
      const response = await ctx.app.inject({ method: 'POST', url: '/quotation', payload: { ...contact, category_id: 1, description: 'Still stored' } });
      assert.equal(response.statusCode, 201);
      await ctx.app.mailer.idle();
      const row = await ctx.app.db.selectFrom('quotations').select('description').where('id', '=', response.json().id).executeTakeFirst();
      assert.equal(row?.description, 'Still stored');
    } finally {
      await ctx.cleanup();
    }
  });

  test('POST /quotation is rate limited per IP: 429 with { error }', async () => {
    const ctx = await createTestContext({ limits: { ...defaultLimits, quotations: { max: 2, windowMs: 60_000 } } });
    try {
      const send = () => ctx.app.inject({ method: 'POST', url: '/quotation', payload: { ...contact, category_id: 1, description: 'x' } });
      assert.equal((await send()).statusCode, 201);
      assert.equal((await send()).statusCode, 201);
      const limited = await send();
      assert.equal(limited.statusCode, 429);
      assert.match(limited.json().error, /Too many/);
    } finally {
      await ctx.cleanup();
    }
  });
});
