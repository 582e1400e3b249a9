import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { NOTIFICATION_KINDS } from '@craft/shared/api/notification-types';
import type { MailMessage } from '../mailer';
import type { QuotationAnswer } from '@craft/shared/api/feature-types';
import { addressTakenMail, confirmEmailMail, emailChangeNoticeMail, partyDeletedMail, passwordResetMail } from './account';
import { type Locale, formatDate, formatPrice } from './i18n';
import { type JobKind, jobMail } from './jobs';
import { BRAND } from './layout';
import { newMessageMail } from './messages';
import { answerAcceptedMail, cheapestOfferMail } from './quotation-answers';
import { quotationRequestsMail } from './quotation-requests';
import { confirmQuotationAddressMail, quotationReceivedMail } from './quotation';

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

  const answer: QuotationAnswer = { id: 1, quotation_id: 4, seller_id: 2, seller_name: 'Fliesen Schmidt', price: 1590, message: 'Inklusive Material.', created_at: '2026-11-23T10:00:00.000Z', updated_at: '2026-11-23T10:00:00.000Z' };
  const person = (locale: Locale) => ({ email: `${locale}@test.craft`, firstname: 'Jana', locale });
  const jobKinds = NOTIFICATION_KINDS.filter((kind): kind is JobKind => kind !== 'quotation_request');

  /** Every template of the folder, each with facts that take its optional branches. */
  function everyMail(locale: Locale): Array<[string, MailMessage]> {
    const to = person(locale);
    const mails: Array<[string, MailMessage]> = [
      ['confirm (registration)', confirmEmailMail(to, 'https://x/confirm-email?token=t', 7, false)],
      ['confirm (change)', confirmEmailMail(to, 'https://x/confirm-email?token=t', 7, true)],
      ['password reset', passwordResetMail(to, 'https://x/reset-password?token=t')],
      ['e-mail change notice', emailChangeNoticeMail(to, 'neu@test.craft')],
      ['address taken', addressTakenMail(to)],
      ['party deleted (order)', partyDeletedMail(to, { type: 'order', id: 5, title: 'Fliesen legen' }, 'customer')],
      ['party deleted (offer)', partyDeletedMail(to, { type: 'offer', id: 6 }, 'craftsman')],
      ['new message', newMessageMail({ email: to.email, name: 'Jana', locale }, 'Fliesen Schmidt', 'Fliesen legen', 'https://x/messages/1')],
      ['new message (general)', newMessageMail({ email: to.email, name: 'Jana', locale }, 'Fliesen Schmidt', null, 'https://x/messages/1')],
      ['cheapest offer', cheapestOfferMail(to, 4, answer)],
      ['answer accepted', answerAcceptedMail(to, { firstname: 'Erika', lastname: 'Muster', email: 'erika@test.craft', phone: '0221 1234' }, 4, answer)],
      ['quotation requests (one)', quotationRequestsMail({ ...to, name: 'Fliesen Schmidt' }, [{ id: 4, category: 'Fliesen', description: 'Bad, 8 m²' }], 'https://x/q')],
      ['quotation requests (two)', quotationRequestsMail({ ...to, name: 'Fliesen Schmidt' }, [{ id: 4, category: null, description: null }, { id: 5, category: 'Maler', description: 'Flur' }], 'https://x/q')],
      ['quotation received', quotationReceivedMail(to, 4)],
      ['confirm quotation address', confirmQuotationAddressMail(to, 4, 'https://x/favorable/confirm?token=t')],
    ];
    for (const kind of jobKinds) {
      for (const [variant, facts] of [
        ['by the other party, with price, title and reason', { byOtherParty: true, price: 1590, serviceTitle: 'Fliesen legen', reason: 'Termin passt nicht' }],
        ['by the system, no price, no title', { byOtherParty: false, price: null, serviceTitle: null, reason: null }],
      ] as const) {
        const item = { type: kind.startsWith('offer_') ? ('direct_offer' as const) : ('order' as const), id: 9 };
        mails.push([
          `${kind} (${variant})`,
          jobMail({ kind, to, recipient: kind === 'order_new' || kind === 'offer_new' || kind === 'review_received' ? 'seller' : 'buyer', item, buyerName: 'Erika Muster', sellerName: 'Fliesen Schmidt', link: 'https://x/jobs/9', ...facts }),
        ]);
      }
    }
    return mails;
  }

  test('every template renders in both languages: text and HTML part, the language\'s lang, the signature, no holes', () => {
    for (const locale of ['de', 'en'] as const) {
      for (const [name, mail] of everyMail(locale)) {
        const where = `${locale} ${name}`;
        assert.ok(mail.subject.length > 5, where);
        assert.ok(mail.text.endsWith(`\n\n${BRAND}`), `${where}: signed`);
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

  test('a German price reads "1.590 €" in the subject and the facts; the English one "1590 €"', () => {
    const de = cheapestOfferMail(person('de'), 4, answer);
    assert.equal(de.subject, 'Das günstigste Angebot für Ihre Anfrage #4: 1.590\u00a0€');
    const en = cheapestOfferMail(person('en'), 4, answer);
    assert.equal(en.subject, 'The cheapest offer for your request #4: 1590 €');
    const countered = jobMail({ kind: 'offer_countered', to: person('de'), recipient: 'buyer', item: { type: 'direct_offer', id: 3 }, buyerName: 'Erika Muster', sellerName: 'Fliesen Schmidt', serviceTitle: null, price: 2400, reason: null, byOtherParty: true, link: 'https://x' });
    assert.match(countered.text, /mit einem Preis von 2\.400\u00a0€ geantwortet\./);
    assert.match(countered.text, /Preis: 2\.400\u00a0€/);
  });
});
