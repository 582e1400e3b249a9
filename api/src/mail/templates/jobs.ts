import { type JobMailKind, type MailGroup, NOTIFICATION_KIND_TABLE, type NotificationKind, notificationKind } from '@craft/shared/api/notification-types';
import type { MailMessage } from '../mailer';
import { type Locale, formatPrice, hello, mailText, quoted } from './i18n';
import { type Line, type Paragraph, composeMail, oneLine } from './layout';

/** The kinds mailed one by one; the others (quotation requests) are mailed in hourly lists (quotation-requests.ts). */
export type JobKind = JobMailKind;

/** What a job mail says: both parties, the service, the price where there is one, and the link. */
export interface JobMail {
  kind: JobKind;
  to: { email: string; firstname: string; locale: Locale };
  /** The recipient's side of the job. */
  recipient: 'buyer' | 'seller';
  /** The order or direct offer the mail is about (a review's: its order). */
  item: { type: 'order' | 'direct_offer'; id: number };
  buyerName: string;
  sellerName: string;
  serviceTitle: string | null;
  price: number | null;
  reason: string | null;
  /** The other party did it; false: the system (an automatic completion or cancellation). */
  byOtherParty: boolean;
  /** An order placed by accepting a direct offer: accepted at once, at the agreed price. */
  agreedInOffer?: boolean;
  link: string;
}

/** Kinds whose mail says what to do next in words of its own; the others say "open the order/offer here". */
const OWN_NEXT = ['order_new', 'order_work_done', 'offer_new', 'offer_changed', 'offer_countered', 'review_received'] as const satisfies readonly JobKind[];
const hasOwnNext = (kind: JobKind): kind is (typeof OWN_NEXT)[number] => (OWN_NEXT as readonly JobKind[]).includes(kind);

/** The mail group a kind belongs to (what the user can switch off); null: mailed whatever the preferences. */
export function mailGroupOf(kind: NotificationKind): MailGroup | null {
  return notificationKind(kind).mailGroup;
}

/** A job mail's group: every job kind has one (the table's types say so). */
const jobMailGroup = (kind: JobKind): MailGroup => NOTIFICATION_KIND_TABLE[kind].mailGroup;

/** The footer of every notification mail: why it came and how to stop it. */
export function preferencesFooter(group: MailGroup, locale: Locale): string {
  return mailText(locale, 'preferences.footer', { topic: mailText(locale, `preferences.topics.${group}`) });
}

/**
 * A notification's mail, in the recipient's language (words: `jobs` in mail/locales). Names and
 * titles are user text: one line each, escaped in the HTML part. Every message of a kind gets the
 * same facts; `what` names the item inside a sentence, `What` at its start.
 */
export function jobMail(mail: JobMail): MailMessage {
  const { locale } = mail.to;
  const { item } = mail;
  const buyer = oneLine(mail.buyerName);
  const seller = oneLine(mail.sellerName);
  const service = mail.serviceTitle ? oneLine(mail.serviceTitle) : null;
  const price = mail.price === null ? null : formatPrice(locale, mail.price);
  const values = {
    what: mailText(locale, `jobs.item.${item.type}`, { id: item.id }),
    What: mailText(locale, `jobs.itemStart.${item.type}`, { id: item.id }),
    buyer,
    seller,
    other: mail.recipient === 'buyer' ? seller : buyer,
    withTitle: service !== null,
    title: service === null ? '' : quoted(locale, service),
    withPrice: price !== null,
    price: price ?? '',
    byOtherParty: mail.byOtherParty,
  };
  // An agreed direct offer places its order accepted already: the buyer's confirmation says so.
  const wording = mail.kind === 'order_placed' && mail.agreedInOffer ? 'order_placed_agreed' : mail.kind;
  const facts: Line[] = [
    values.What,
    ...(service !== null ? [mailText(locale, 'jobs.facts.service', { value: service })] : []),
    mailText(locale, 'jobs.facts.customer', { value: buyer }),
    mailText(locale, 'jobs.facts.craftsman', { value: seller }),
    ...(price !== null ? [mailText(locale, 'jobs.facts.price', { value: price })] : []),
    ...(mail.reason ? [mailText(locale, 'jobs.facts.reason', { value: oneLine(mail.reason) })] : []),
  ];
  const next = hasOwnNext(mail.kind) ? mailText(locale, `jobs.kinds.${mail.kind}.next`) : mailText(locale, `jobs.open.${item.type}`);
  const paragraphs: Paragraph[] = [
    hello(locale, oneLine(mail.to.firstname)),
    mailText(locale, `jobs.kinds.${wording}.says`, values),
    facts,
    [next, { href: mail.link, label: mailText(locale, `jobs.openButton.${item.type}`, { id: item.id }) }],
    preferencesFooter(jobMailGroup(mail.kind), locale),
  ];
  return composeMail(mail.to.email, mailText(locale, `jobs.kinds.${wording}.subject`, values), paragraphs, locale);
}
