// database-independent: nothing here touches a database, so only the SQLite pass runs it (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { paymentDetailsSchema } from '@craft/shared/schemas';
import { giroCodePayload, giroCodePng, giroCodeSvg } from './girocode';

/** The QR code's text, read back from PNG bytes by an independent decoder. */
function decodePng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
}

const transfer = { name: 'Malerei Müller', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', amountCents: 119_050, remittance: 'Auftrag 42' };

describe('GiroCode (EPC069-12)', () => {
  test('the payload has the twelve-line layout of version 002 in UTF-8: BCD, 002, 1, SCT, BIC, name, IBAN, EUR amount, purpose, reference, text', () => {
    const payload = giroCodePayload(transfer);
    assert.deepEqual(payload.split('\n'), ['BCD', '002', '1', 'SCT', 'COBADEFFXXX', 'Malerei Müller', 'DE89370400440532013000', 'EUR1190.50', '', '', 'Auftrag 42']);
    assert.ok(!payload.includes('\r'), 'lines end with LF only');
    assert.ok(Buffer.byteLength(payload, 'utf8') <= 331);
  });

  test('the BIC may be empty (EEA), amounts always carry two decimals, long fields are cut to their limits', () => {
    const lines = giroCodePayload({ ...transfer, bic: null, amountCents: 1, name: 'N'.repeat(90), remittance: `x\ny${'z'.repeat(200)}` }).split('\n');
    assert.equal(lines[4], '');
    assert.equal(lines[7], 'EUR0.01');
    assert.equal(lines[5]?.length, 70);
    assert.equal(lines[10]?.length, 140);
    assert.ok(lines[10]?.startsWith('x y'), 'a line break in the text does not start a new field');
    assert.equal(giroCodePayload({ ...transfer, amountCents: 100_000 }).split('\n')[7], 'EUR1000.00');
  });

  test('amounts outside 0.01 to 999999999.99 EUR are refused', () => {
    assert.throws(() => giroCodePayload({ ...transfer, amountCents: 0 }), RangeError);
    assert.throws(() => giroCodePayload({ ...transfer, amountCents: 100_000_000_000 }), RangeError);
  });

  test('the rendered PNG decodes back to the exact payload', async () => {
    const payload = giroCodePayload(transfer);
    assert.equal(decodePng(await giroCodePng(payload)), payload);
  });

  test('the rendered SVG (what the order page shows) decodes back to the exact payload', async () => {
    const payload = giroCodePayload(transfer);
    const svg = await giroCodeSvg(payload);
    assert.match(svg, /^<svg /);
    const png = await sharp(Buffer.from(svg), { density: 300 }).flatten({ background: '#ffffff' }).png().toBuffer();
    assert.equal(decodePng(png), payload);
  });
});

describe('IBAN', () => {
  const details = (iban: string) => paymentDetailsSchema.safeParse({ account_holder: 'Max Müller', iban, tax_status: 'small_business', tax_number: '21/815/08150' });

  test('a valid IBAN passes its mod-97 checksum, typed with spaces and in lower case, and is kept in electronic form', () => {
    const parsed = details('de89 3704 0044 0532 0130 00');
    assert.ok(parsed.success);
    assert.equal(parsed.data.iban, 'DE89370400440532013000');
    assert.ok(details('AT611904300234573201').success);
  });

  test('one changed digit or swapped check digits fail the checksum; a wrong length fails too', () => {
    for (const iban of ['DE89370400440532013001', 'DE98370400440532013000', 'DE8937040044053201300', 'XX89370400440532013000', '']) {
      const parsed = details(iban);
      assert.equal(parsed.success, false, iban);
      assert.deepEqual(parsed.error?.issues.map((issue) => issue.path.join('.')), ['iban'], iban);
    }
  });

  test('a VAT-registered craftsman names a VAT ID or tax number; § 19 asks for the tax number; a BIC must be well formed', () => {
    const base = { account_holder: 'Max', iban: 'DE89370400440532013000' };
    assert.equal(paymentDetailsSchema.safeParse({ ...base, tax_status: 'vat' }).success, false);
    assert.ok(paymentDetailsSchema.safeParse({ ...base, tax_status: 'vat', vat_id: 'DE 123 456 789' }).success);
    assert.equal(paymentDetailsSchema.safeParse({ ...base, tax_status: 'vat', vat_id: 'DE12345678' }).success, false);
    assert.equal(paymentDetailsSchema.safeParse({ ...base, tax_status: 'small_business', vat_id: 'DE123456789' }).success, false);
    assert.equal(paymentDetailsSchema.safeParse({ ...base, tax_status: 'vat', vat_id: 'DE123456789', bic: 'NOTABIC' }).success, false);
  });
});
