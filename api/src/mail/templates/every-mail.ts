import { NOTIFICATION_KINDS, isJobMailKind } from '@craft/shared/api/notification-types';
import type { MailMessage } from '../mailer';
import type { QuotationAnswer } from '@craft/shared/api/feature-types';
import { addressTakenMail, confirmEmailMail, emailChangeNoticeMail, partyDeletedMail, passwordResetMail } from './account';
import type { Locale } from './i18n';
import { type JobKind, type JobMail, jobMail } from './jobs';
import { invoiceMail } from './invoices';
import { newMessageMail } from './messages';
import { appealDecidedMail, appealReceivedMail, decisionMail, reportDecidedMail, reportReceivedMail } from './moderation';
import { answerAcceptedMail, cheapestOfferMail } from './quotation-answers';
import { quotationRequestsMail } from './quotation-requests';
import { confirmQuotationAddressMail, quotationReceivedMail } from './quotation';
import { traderDecisionMail } from './trader';

/**
 * Every mail of this folder, each with facts that take its optional branches (a name or none, a
 * price or none, a title or none, one request or several), for the tests that read them all.
 */
export const sampleAnswer: QuotationAnswer = { id: 1, quotation_id: 4, seller_id: 2, seller_name: 'Fliesen Schmidt', price: 1590, message: 'Inklusive Material.', status: 'open', seller_rating_average: 4.5, seller_rating_count: 12, created_at: '2026-11-23T10:00:00.000Z', updated_at: '2026-11-23T10:00:00.000Z' };

export const samplePerson = (locale: Locale) => ({ email: `${locale}@test.craft`, firstname: 'Jana', locale });

const invoiceFacts = { seller: 'Fliesen Schmidt', title: 'Fliesen legen', label: 'RE-00001', cancellation: false, cancels: null, total: '', link: 'https://x/orders/5' };
const samplePdf = { filename: 'RE-00001.pdf', content: Buffer.from('%PDF-1.7') };

const jobKinds = NOTIFICATION_KINDS.filter((kind): kind is JobKind => isJobMailKind(kind));

/** An operator writes the statement of reasons in the user's language; the samples do too. */
const STATEMENTS: Record<Locale, { removed: string; suspended: string }> = {
  en: {
    removed: 'The service offers gas installation without the registration § 13 NDAV requires.\nTerms clause 4.2 forbids unlicensed regulated work.',
    suspended: 'Repeated requests for payment outside the platform, against terms clause 6.1.',
  },
  de: {
    removed: 'Die Leistung bietet Gasinstallationen ohne die nach § 13 NDAV nötige Eintragung an.\nZiffer 4.2 der Nutzungsbedingungen verbietet nicht zugelassene Arbeiten dieser Art.',
    suspended: 'Wiederholte Aufforderungen zur Zahlung außerhalb der Plattform, entgegen Ziffer 6.1 der Nutzungsbedingungen.',
  },
};

export function everyMail(locale: Locale): Array<[string, MailMessage]> {
  const to = samplePerson(locale);
  const anonymous = { ...to, firstname: null };
  const mails: Array<[string, MailMessage]> = [
    ['confirm (registration)', confirmEmailMail(to, 'https://x/confirm-email?token=t', 7, false)],
    ['confirm (change)', confirmEmailMail(to, 'https://x/confirm-email?token=t', 7, true)],
    ['password reset', passwordResetMail(to, 'https://x/reset-password?token=t')],
    ['password reset (no name)', passwordResetMail(anonymous, 'https://x/reset-password?token=t')],
    ['e-mail change notice', emailChangeNoticeMail(to, 'neu@test.craft')],
    ['e-mail change notice (no name, no address)', emailChangeNoticeMail(anonymous, null)],
    ['address taken', addressTakenMail(to)],
    ['party deleted (order)', partyDeletedMail(to, { type: 'order', id: 5, title: 'Fliesen legen' }, 'customer')],
    ['party deleted (offer)', partyDeletedMail(to, { type: 'offer', id: 6 }, 'craftsman')],
    ['new message', newMessageMail({ email: to.email, name: 'Jana', locale }, 'Fliesen Schmidt', 'Fliesen legen', 'https://x/messages/1')],
    ['new message (general)', newMessageMail({ email: to.email, name: 'Jana', locale }, 'Fliesen Schmidt', null, 'https://x/messages/1')],
    ['invoice', invoiceMail(to, { ...invoiceFacts, total: locale === 'de' ? '1.590,00 €' : '€1,590.00' }, samplePdf)],
    ['cancellation invoice', invoiceMail(to, { ...invoiceFacts, label: 'RE-00002', cancellation: true, cancels: 'RE-00001', total: '' }, samplePdf)],
    ['cheapest offer', cheapestOfferMail(to, 4, sampleAnswer, 'https://x/jobs?tab=requests')],
    ['cheapest offer (no seller name, cents)', cheapestOfferMail(to, 4, { ...sampleAnswer, seller_name: null, price: 12.5 }, 'https://x/jobs?tab=requests')],
    ['answer accepted', answerAcceptedMail(to, { firstname: 'Erika', lastname: 'Muster', email: 'erika@test.craft', phone: '0221 1234' }, 4, sampleAnswer, 'https://x/home/craftman?tab=buyer-offers')],
    ['quotation requests (one)', quotationRequestsMail({ ...to, name: 'Fliesen Schmidt' }, [{ id: 4, category: 'Fliesen', description: 'Bad, 8 m²' }], 'https://x/q')],
    [
      'quotation requests (two)',
      quotationRequestsMail({ ...to, name: 'Fliesen Schmidt' }, [{ id: 4, category: null, description: null }, { id: 5, category: 'Maler', description: `Flur ${'und Treppenhaus '.repeat(10)}` }], 'https://x/q'),
    ],
    ['quotation received', quotationReceivedMail(to, 4, 'https://x/jobs?tab=requests')],
    ['confirm quotation address', confirmQuotationAddressMail(to, 4, 'https://x/favorable/confirm?token=t')],
    ['report received (service)', reportReceivedMail(to, { reportId: 12, targetType: 'service' })],
    ['report received (visitor, message)', reportReceivedMail(anonymous, { reportId: 13, targetType: 'message' })],
    ['moderation decision (service removed)', decisionMail(to, { caseId: 7, targetType: 'service', action: 'remove', ground: 'illegal', statement: STATEMENTS[locale].removed, decidedAt: '2026-11-23T10:00:00.000Z' })],
    ['moderation decision (account suspended)', decisionMail(to, { caseId: 8, targetType: 'user', action: 'suspend', ground: 'terms', statement: STATEMENTS[locale].suspended, decidedAt: '2026-11-23T10:00:00.000Z' }, 'https://example.test/appeal/8?token=abc')],
    ['appeal received', appealReceivedMail(to, { caseId: 8 })],
    ['appeal decided (reinstated)', appealDecidedMail(to, { caseId: 7, outcome: 'reinstate', suspension: false, reason: STATEMENTS[locale].removed })],
    ['appeal decided (upheld, suspension)', appealDecidedMail(to, { caseId: 8, outcome: 'uphold', suspension: true, reason: STATEMENTS[locale].suspended })],
    ['report decided (kept)', reportDecidedMail(to, { reportId: 12, targetType: 'review', action: 'keep' })],
    ['report decided (visitor, removed)', reportDecidedMail(anonymous, { reportId: 13, targetType: 'service', action: 'remove' })],
    ['trader verified', traderDecisionMail(to, { company: 'Fliesen Schmidt GmbH', action: 'verify', message: null })],
    [
      'trader more info',
      traderDecisionMail(to, { company: 'Fliesen Schmidt GmbH', action: 'request_more', message: locale === 'de' ? 'Bitte ergänzen Sie das Registergericht.' : 'Please add the register court.' }),
    ],
  ];
  const variants = [
    ['by the other party, with price, title and reason', { byOtherParty: true, price: 1590, serviceTitle: 'Fliesen legen', reason: 'Termin passt nicht' }],
    ['by the system, no price, no title', { byOtherParty: false, price: null, serviceTitle: null, reason: null }],
  ] as const;
  for (const kind of jobKinds) {
    for (const [variant, facts] of variants) {
      const item = { type: kind.startsWith('offer_') ? ('direct_offer' as const) : ('order' as const), id: 9 };
      const recipient = kind === 'order_new' || kind === 'offer_new' || kind === 'review_received' ? 'seller' : 'buyer';
      const job: JobMail = { kind, to, recipient, item, buyerName: 'Erika Muster', sellerName: 'Fliesen Schmidt', link: 'https://x/jobs/9', ...facts };
      mails.push([`${kind} (${variant})`, jobMail(job)]);
      if (kind === 'order_placed') mails.push([`${kind} (${variant}, agreed in a price proposal)`, jobMail({ ...job, agreedInOffer: true })]);
      if (kind === 'order_cancelled' || kind === 'offer_accepted') mails.push([`${kind} (${variant}, to the craftsman)`, jobMail({ ...job, recipient: 'seller' })]);
    }
  }
  return mails;
}
