import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Order } from '@craft/shared/api/feature-types';
import type { Invoice, OrderTransfer, PaymentDetails } from '@craft/shared/api/payment-types';
import { type TestContext, type TestUser, createService, createTestContext, outboxMessages, registerAndLogin } from '../../test/helpers';

const IBAN = 'DE89370400440532013000';

async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(document, { mergePages: true })).text;
}

describe('payment details, transfer and invoices', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let smallSeller: TestUser;
  let buyer: TestUser;
  let germanBuyer: TestUser;
  let stranger: TestUser;
  let otherSeller: TestUser;
  let serviceId: number;
  let smallServiceId: number;

  const inject = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  const ok = async <T>(user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200): Promise<T> => {
    const response = await inject(user, method, url, payload);
    assert.equal(response.statusCode, status, `${method} ${url}: ${response.body}`);
    return response.json<T>();
  };
  const placeOrder = async (who: TestUser, service: number, payment_method = 'bank-transfer', extra: object = {}) =>
    ok<Order>(who, 'POST', '/orders', { service_id: service, payment_method, ...extra }, 201);
  const walk = async (id: number, ...steps: Array<[TestUser, string]>) => {
    for (const [user, step] of steps) await ok(user, 'POST', `/orders/${id}/${step}`);
  };
  /** A bank-transfer order taken to completed; 3 hours of the painting service, else one job. */
  const completed = async (who: TestUser = buyer, service = serviceId, craftsman = seller) => {
    const order = await placeOrder(who, service, 'bank-transfer', service === serviceId ? { quantity: 3 } : {});
    await walk(order.id, [craftsman, 'accept'], [craftsman, 'work-done'], [who, 'confirm']);
    return order;
  };

  before(async () => {
    ctx = await createTestContext();
    seller = await registerAndLogin(ctx.app, 'seller', { company_name: 'Malerei Müller GmbH', street: 'Hauptstraße 1', post_number: '10115', city: 'Berlin' });
    smallSeller = await registerAndLogin(ctx.app, 'seller', { firstname: 'Klara', lastname: 'Klein', street: 'Gartenweg 3', post_number: '50667', city: 'Köln' });
    otherSeller = await registerAndLogin(ctx.app, 'seller');
    buyer = await registerAndLogin(ctx.app, 'buyer', { firstname: 'Alice', lastname: 'Smith', street: 'Baker Street 221', post_number: '80331', city: 'München', locale: 'en' });
    germanBuyer = await registerAndLogin(ctx.app, 'buyer', { firstname: 'Jürgen', lastname: 'Groß', street: 'Lindenallee 5', post_number: '20095', city: 'Hamburg', locale: 'de' });
    stranger = await registerAndLogin(ctx.app, 'buyer');
    serviceId = await createService(ctx.app, seller, { title: 'Wände streichen', price: 50, price_unit: 'hour' });
    smallServiceId = await createService(ctx.app, smallSeller, { title: 'Fliesen legen', price: 400 });
    await ok(seller, 'PUT', '/users/me/payment-details', { account_holder: 'Malerei Müller GmbH', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', tax_status: 'vat', vat_id: 'DE123456789' });
    await ok(smallSeller, 'PUT', '/users/me/payment-details', { account_holder: 'Klara Klein', iban: 'DE02120300000000202051', tax_status: 'small_business', tax_number: '214/5678/0123' });
  });
  after(() => ctx.cleanup());

  test('a craftsman saves and reads his own details; the IBAN is checked on the server; buyers and strangers read none', async () => {
    const mine = await ok<{ details: PaymentDetails }>(seller, 'GET', '/users/me/payment-details');
    assert.equal(mine.details.iban, IBAN);
    assert.equal(mine.details.tax_status, 'vat');
    assert.equal((await ok<{ details: null }>(otherSeller, 'GET', '/users/me/payment-details')).details, null);
    const bad = await inject(otherSeller, 'PUT', '/users/me/payment-details', { account_holder: 'X', iban: 'DE89370400440532013001', tax_status: 'small_business', tax_number: '214/5678/0123' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json<{ code: string }>().code, 'validation.iban');
    assert.equal((await inject(buyer, 'GET', '/users/me/payment-details')).statusCode, 403);
    assert.equal((await inject(null, 'GET', '/users/me/payment-details')).statusCode, 401);
  });

  test('an accepted bank-transfer order shows its buyer the amount, account, reference and a GiroCode; not before acceptance, not to others', async () => {
    const order = await placeOrder(germanBuyer, serviceId, 'bank-transfer', { quantity: 2 });
    const early = await inject(germanBuyer, 'GET', `/orders/${order.id}/transfer`);
    assert.equal(early.statusCode, 409);
    assert.equal(early.json<{ code: string }>().code, 'order.transfer_not_due');
    assert.ok(!early.body.includes(IBAN));
    await walk(order.id, [seller, 'accept']);
    const transfer = await ok<OrderTransfer>(germanBuyer, 'GET', `/orders/${order.id}/transfer`);
    assert.equal(transfer.amount, 100);
    assert.equal(transfer.reference, `Auftrag ${order.id}`);
    assert.deepEqual(transfer.account, { holder: 'Malerei Müller GmbH', iban: IBAN, bic: 'COBADEFFXXX' });
    assert.equal(transfer.giro_code?.payload, ['BCD', '002', '1', 'SCT', 'COBADEFFXXX', 'Malerei Müller GmbH', IBAN, 'EUR100.00', '', '', `Auftrag ${order.id}`].join('\n'));
    assert.match(transfer.giro_code?.svg ?? '', /^<svg /);
    assert.equal((await inject(seller, 'GET', `/orders/${order.id}/transfer`)).statusCode, 200);
    for (const other of [stranger, otherSeller]) assert.equal((await inject(other, 'GET', `/orders/${order.id}/transfer`)).statusCode, 403);
    // Paid another way: nothing about a transfer is invented.
    const card = await placeOrder(germanBuyer, serviceId, 'credit-card');
    await walk(card.id, [seller, 'accept']);
    const byCard = await inject(germanBuyer, 'GET', `/orders/${card.id}/transfer`);
    assert.equal(byCard.statusCode, 409);
    assert.equal(byCard.json<{ code: string }>().code, 'order.transfer_other_method');
  });

  test('the craftsman issues an invoice of a completed order only, once, with his details saved', async () => {
    const order = await placeOrder(buyer, serviceId);
    await walk(order.id, [seller, 'accept']);
    assert.equal((await inject(seller, 'POST', `/orders/${order.id}/invoice`)).json<{ code: string }>().code, 'invoice.order_not_completed');
    await walk(order.id, [seller, 'work-done'], [buyer, 'confirm']);
    assert.equal((await inject(buyer, 'POST', `/orders/${order.id}/invoice`)).statusCode, 403);
    assert.equal((await inject(otherSeller, 'POST', `/orders/${order.id}/invoice`)).statusCode, 403);
    const invoice = await ok<Invoice>(seller, 'POST', `/orders/${order.id}/invoice`, undefined, 201);
    assert.equal(invoice.kind, 'invoice');
    assert.equal(invoice.gross_cents, 5000);
    assert.equal(invoice.net_cents + invoice.vat_cents, 5000);
    assert.equal(invoice.vat_rate, 19);
    assert.equal(invoice.net_cents, 4202);
    const again = await inject(seller, 'POST', `/orders/${order.id}/invoice`);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json<{ code: string }>().code, 'invoice.already_issued');
    const noDetails = await registerAndLogin(ctx.app, 'seller');
    const service = await createService(ctx.app, noDetails, { title: 'X' });
    const other = await completed(buyer, service, noDetails);
    assert.equal((await inject(noDetails, 'POST', `/orders/${other.id}/invoice`)).json<{ code: string }>().code, 'invoice.details_missing');
  });

  test('the English PDF holds every required field, only the two parties download it (403 for anyone else), and the buyer is mailed it attached', async () => {
    const order = await completed();
    const invoice = await ok<Invoice>(seller, 'POST', `/orders/${order.id}/invoice`, undefined, 201);
    const download = await inject(buyer, 'GET', `/orders/${order.id}/invoice`);
    assert.equal(download.statusCode, 200);
    assert.equal(download.headers['content-type'], 'application/pdf');
    assert.match(String(download.headers['content-disposition']), new RegExp(`attachment; filename="${invoice.label}.pdf"`));
    const text = await pdfText(download.rawPayload);
    for (const field of [
      'Invoice',
      `Invoice number: ${invoice.label}`,
      'Date of issue:',
      'Date of service:',
      'Malerei Müller GmbH',
      'Hauptstraße 1',
      '10115 Berlin',
      'Alice Smith',
      'Baker Street 221',
      '80331 München',
      'Wände streichen',
      '3 hours',
      '€50.00',
      'Net amount €126.05',
      'VAT 19% €23.95',
      'Total €150.00',
      'VAT ID: DE123456789',
      'Account holder: Malerei Müller GmbH',
      'IBAN: DE89 3704 0044 0532 0130 00',
      'BIC: COBADEFFXXX',
      `Payment reference: Order ${order.id}`,
      'GiroCode',
    ]) {
      assert.ok(text.includes(field), `the invoice lacks "${field}":\n${text}`);
    }
    assert.deepEqual((await inject(seller, 'GET', `/orders/${order.id}/invoice`)).rawPayload, download.rawPayload, 'both parties get the same stored file');
    for (const other of [stranger, otherSeller]) {
      assert.equal((await inject(other, 'GET', `/orders/${order.id}/invoice`)).statusCode, 403);
      assert.equal((await inject(other, 'GET', `/invoices/${invoice.id}/pdf`)).statusCode, 403);
    }
    assert.equal((await inject(null, 'GET', `/orders/${order.id}/invoice`)).statusCode, 401);
    const mails = (await outboxMessages(ctx.app, buyer.email)).filter((mail) => mail.subject.includes(`Invoice ${invoice.label}`));
    assert.equal(mails.length, 1);
    const [attached] = mails[0]?.attachments ?? [];
    assert.equal(attached?.filename, `${invoice.label}.pdf`);
    assert.equal(attached?.contentType, 'application/pdf');
    assert.deepEqual(attached?.content, download.rawPayload, 'the mail carries the stored invoice');
  });

  test('the German PDF of a § 19 small business: the § 19 UStG note instead of VAT, the tax number, umlauts intact', async () => {
    const order = await completed(germanBuyer, smallServiceId, smallSeller);
    const invoice = await ok<Invoice>(smallSeller, 'POST', `/orders/${order.id}/invoice`, undefined, 201);
    assert.deepEqual([invoice.vat_rate, invoice.vat_cents, invoice.net_cents, invoice.gross_cents, invoice.small_business], [0, 0, 40000, 40000, true]);
    const text = await pdfText((await inject(germanBuyer, 'GET', `/orders/${order.id}/invoice`)).rawPayload);
    for (const field of [
      'Rechnung',
      `Rechnungsnummer: ${invoice.label}`,
      'Rechnungsdatum:',
      'Leistungsdatum:',
      'Klara Klein',
      'Gartenweg 3',
      '50667 Köln',
      'Jürgen Groß',
      'Lindenallee 5',
      '20095 Hamburg',
      'Fliesen legen',
      '1 pauschal',
      'Nettobetrag 400,00 €',
      'Gesamtbetrag 400,00 €',
      'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
      'Steuernummer: 214/5678/0123',
      'Kontoinhaber: Klara Klein',
      'IBAN: DE02 1203 0000 0000 2020 51',
      `Verwendungszweck: Auftrag ${order.id}`,
      'GiroCode',
    ]) {
      assert.ok(text.includes(field), `the invoice lacks "${field}":\n${text}`);
    }
    assert.ok(!text.includes('Umsatzsteuer 19'), 'no VAT line under § 19');
  });

  test('a correction: the cancellation invoice reverses the invoice with the next number, then a new invoice can be issued', async () => {
    const order = await completed(germanBuyer);
    const first = await ok<Invoice>(seller, 'POST', `/orders/${order.id}/invoice`, undefined, 201);
    assert.equal((await inject(buyer, 'POST', `/orders/${order.id}/invoice/cancel`)).statusCode, 403);
    const cancellation = await ok<Invoice>(seller, 'POST', `/orders/${order.id}/invoice/cancel`, undefined, 201);
    assert.equal(cancellation.kind, 'cancellation');
    assert.equal(cancellation.cancels_id, first.id);
    assert.equal(cancellation.number, first.number + 1);
    assert.deepEqual([cancellation.net_cents, cancellation.vat_cents, cancellation.gross_cents], [-first.net_cents, -first.vat_cents, -first.gross_cents]);
    const cancelText = await pdfText((await inject(germanBuyer, 'GET', `/invoices/${cancellation.id}/pdf`)).rawPayload);
    for (const field of ['Stornorechnung', `Rechnungsnummer: ${cancellation.label}`, `Storno der Rechnung ${first.label} vom`, 'Gesamtbetrag -150,00 €', 'Umsatzsteuer 19 % -23,95 €']) {
      assert.ok(cancelText.includes(field), `the cancellation lacks "${field}":\n${cancelText}`);
    }
    assert.equal((await inject(seller, 'GET', `/orders/${order.id}/invoice`)).statusCode, 404, 'no invoice stands after the cancellation');
    assert.equal((await inject(seller, 'POST', `/orders/${order.id}/invoice/cancel`)).statusCode, 404);
    const second = await ok<Invoice>(seller, 'POST', `/orders/${order.id}/invoice`, undefined, 201);
    assert.equal(second.number, cancellation.number + 1);
    const list = await ok<Invoice[]>(germanBuyer, 'GET', `/orders/${order.id}/invoices`);
    assert.deepEqual(list.map((item) => [item.id, item.kind, item.cancelled_by_id]), [[first.id, 'invoice', cancellation.id], [cancellation.id, 'cancellation', null], [second.id, 'invoice', null]]);
    // The first invoice is unchanged: the same bytes as before.
    const firstAgain = await inject(seller, 'GET', `/invoices/${first.id}/pdf`);
    assert.ok((await pdfText(firstAgain.rawPayload)).includes(`Rechnungsnummer: ${first.label}`));
  });

  test('20 invoices issued at the same moment get the numbers after the last one, without a gap or a repeat', async () => {
    const craftsman = await registerAndLogin(ctx.app, 'seller', { company_name: 'Parallel GmbH' });
    await ok(craftsman, 'PUT', '/users/me/payment-details', { account_holder: 'Parallel GmbH', iban: IBAN, tax_status: 'vat', tax_number: '21/815/08150' });
    const service = await createService(ctx.app, craftsman, { title: 'Parallel', price: 10 });
    const orders = [];
    for (let i = 0; i < 21; i += 1) orders.push(await completed(buyer, service, craftsman));
    assert.equal(orders.length, 21);
    const [head, ...rest] = orders;
    const firstNumber = (await ok<Invoice>(craftsman, 'POST', `/orders/${head?.id}/invoice`, undefined, 201)).number;
    // One of the 20 asks for an order that has an invoice already: its refusal must not use a number.
    const responses = await Promise.all([...rest.map((order) => inject(craftsman, 'POST', `/orders/${order.id}/invoice`)), inject(craftsman, 'POST', `/orders/${head?.id}/invoice`)]);
    assert.deepEqual(responses.map((response) => response.statusCode).sort(), [...Array(20).fill(201), 409].sort());
    const numbers = responses.filter((response) => response.statusCode === 201).map((response) => response.json<Invoice>().number).sort((a, b) => a - b);
    assert.deepEqual(numbers, Array.from({ length: 20 }, (_, i) => firstNumber + 1 + i));
    const labels = new Set((await ok<Invoice[]>(craftsman, 'GET', '/invoices')).map((item) => item.label));
    assert.equal(labels.size, 21);
  });

  test('each party lists its invoices and downloads them with its payments as CSV', async () => {
    const mine = await ok<Invoice[]>(buyer, 'GET', '/invoices');
    assert.ok(mine.length >= 2 && mine.every((item) => item.buyer_id === buyer.id));
    assert.ok((await ok<Invoice[]>(stranger, 'GET', '/invoices')).length === 0);
    const csv = await inject(seller, 'GET', '/invoices/export.csv');
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    assert.equal(lines[0], 'record,role,date,number,order,counterparty,service,net_eur,vat_rate,vat_eur,gross_eur,payment_method,payment_status');
    assert.ok(lines.some((line) => /^cancellation,craftsman,\d{4}-\d{2}-\d{2},RE-\d{5},\d+,Jürgen Groß,Wände streichen,-126\.05,19,-23\.95,-150\.00,,$/.test(line)), lines.join('\n'));
    assert.ok(lines.some((line) => /^payment,craftsman,.*,bank-transfer,open$/.test(line)));
    const buyerCsv = (await inject(buyer, 'GET', '/invoices/export.csv')).body;
    assert.ok(!buyerCsv.includes('Jürgen'), "a buyer's export holds his own records only");
  });
});
