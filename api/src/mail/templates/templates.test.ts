// database-independent: nothing here touches a database, so only the SQLite pass runs it (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { confirmEmailMail } from './account';
import { everyMail, sampleAnswer, samplePerson } from './every-mail';
import { formatDate, formatPrice, mailText } from './i18n';
import { jobMail } from './jobs';
import { cheapestOfferMail } from './quotation-answers';

/** Every template in both languages, with the formats of each. */
describe('mail templates in German and English', () => {
  test('prices: German through Intl ("1.590 €"), English in the site\'s form ("1590 €")', () => {
    assert.equal(formatPrice('de', 1590), '1.590\u00a0€');
    assert.equal(formatPrice('de', 85), '85\u00a0€');
    assert.equal(formatPrice('de', 12.5), '12,50\u00a0€');
    assert.equal(formatPrice('de', 1_000_000), '1.000.000\u00a0€');
    assert.equal(formatPrice('en', 1590), '1590 €');
  });

  test('dates: "23. November 2026" and "November 23, 2026", as a day in Germany', () => {
    assert.equal(formatDate('de', '2026-11-23T10:00:00.000Z'), '23. November 2026');
    assert.equal(formatDate('en', new Date('2026-11-23T10:00:00.000Z')), 'November 23, 2026');
    // 23:30 UTC on the 22nd is already the 23rd in Berlin.
    assert.equal(formatDate('de', '2026-11-22T23:30:00.000Z'), '23. November 2026');
  });

  const answer = sampleAnswer;
  const person = samplePerson;

  test('every template renders in both languages: text and HTML part, the language\'s lang, the signature, no holes', () => {
    for (const locale of ['de', 'en'] as const) {
      for (const [name, mail] of everyMail(locale)) {
        const where = `${locale} ${name}`;
        assert.ok(mail.subject.length > 5, where);
        assert.ok(mail.text.endsWith(`\n\n${mailText(locale, 'common.brand')}`), `${where}: signed`);
        assert.match(mail.html ?? '', new RegExp(`<html lang="${locale}">`), where);
        assert.doesNotMatch(`${mail.subject}\n${mail.text}`, /undefined|null|NaN|\[object /, where);
      }
    }
  });

  test('the German mails are German: formal, none of the English template\'s words left, and each differs from its English', () => {
    const english = new Map(everyMail('en'));
    for (const [name, mail] of everyMail('de')) {
      const text = `${mail.subject}\n${mail.text}`;
      assert.doesNotMatch(text, /\b(Hello|Please|your|the|order|offer|request|craftsman|customer|price|you)\b/i, `de ${name}`);
      assert.doesNotMatch(text, /\b(du|dein|deine|dich|dir)\b/, `de ${name}: formal "Sie", never "du"`);
      assert.notEqual(mail.subject, english.get(name)?.subject, `de ${name}: subject translated`);
    }
  });

  test('a link\'s lifetime is counted in the language\'s plural forms: "1 day", "7 days"; "1 Tag", "7 Tage"', () => {
    assert.match(confirmEmailMail(person('en'), 'https://x', 1, false).text, /works once and for 1 day\. /);
    assert.match(confirmEmailMail(person('en'), 'https://x', 7, false).text, /works once and for 7 days\. /);
    assert.match(confirmEmailMail(person('de'), 'https://x', 1, false).text, /Der Link ist 1 Tag lang gültig/);
    assert.match(confirmEmailMail(person('de'), 'https://x', 7, false).text, /Der Link ist 7 Tage lang gültig/);
  });

  test('a German price reads "1.590 €" in the subject and the facts; the English one "1590 €"', () => {
    const de = cheapestOfferMail(person('de'), 4, answer, 'https://x/jobs?tab=requests');
    assert.equal(de.subject, 'Das günstigste Angebot für Ihre Angebotsanfrage #4: 1.590\u00a0€');
    const en = cheapestOfferMail(person('en'), 4, answer, 'https://x/jobs?tab=requests');
    assert.equal(en.subject, 'The cheapest offer for your request #4: 1590 €');
    const countered = jobMail({ kind: 'offer_countered', to: person('de'), recipient: 'buyer', item: { type: 'direct_offer', id: 3 }, buyerName: 'Erika Muster', sellerName: 'Fliesen Schmidt', serviceTitle: null, price: 2400, reason: null, byOtherParty: true, link: 'https://x' });
    assert.match(countered.text, /mit einem Preis von 2\.400\u00a0€ geantwortet\./);
    assert.match(countered.text, /Preis: 2\.400\u00a0€/);
  });
});
