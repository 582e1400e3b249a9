import { type JobMailKind, type MailGroup, type NotificationKind, notificationKind } from '@craft/shared/api/notification-types';
import type { MailMessage } from '../mailer';
import { type Locale, formatPrice, quoted } from './i18n';
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

interface Wording {
  subject: string;
  /** The first sentence. */
  says: string;
  /** What the recipient can do next, before the link. */
  next: string;
}

/** The mail's facts, one-line names and its title already quoted; `buyer`, `seller`, `other` (the party who is not the recipient). */
interface Facts {
  mail: JobMail;
  buyer: string;
  seller: string;
  other: string;
  /** The service's title in quotes, or null. */
  title: string | null;
}

/** Everything of a job mail that depends on the language. */
interface JobTexts {
  wording(facts: Facts): Wording;
  /** "order #5" as the mail's subject and facts name it: lower case inside a sentence, capitalised at its start. */
  itemName(item: JobMail['item'], start: boolean): string;
  hello(firstname: string): string;
  service: string;
  customer: string;
  craftsman: string;
  price: string;
  reason: string;
  openLabel(item: JobMail['item']): string;
  groupNoun: Record<MailGroup, string>;
  footer(noun: string): string;
}

const en: JobTexts = {
  wording({ mail, buyer, seller, other, title: quotedTitle }) {
    const title = quotedTitle ?? 'a service';
    const what = en.itemName(mail.item, false);
    const What = en.itemName(mail.item, true);
    // Subjects name the item by number and service, so a mail says what it is about before it is opened.
    const named = quotedTitle ? `${what} for ${title}` : what;
    const Named = quotedTitle ? `${What} for ${title}` : What;
    const open = `Open the ${mail.item.type === 'order' ? 'order' : 'offer'} here:`;
    switch (mail.kind) {
      case 'order_new':
        return { subject: `New ${what} for ${title}`, says: `${buyer} ordered ${title} from you.`, next: 'Please accept or reject the order here:' };
      case 'order_placed':
        // The buyer's confirmation; an agreed direct offer places its order accepted already.
        return mail.agreedInOffer
          ? {
              subject: `Your ${named} with ${seller} is confirmed`,
              says: `you and ${seller} agreed on the price${mail.price === null ? '' : ` of ${formatPrice('en', mail.price)}`} in your direct offer, so your order of ${title} is placed and accepted. You now see each other's contact details in the order.`,
              next: open,
            }
          : {
              subject: `Your ${named} was sent to ${seller}`,
              says: `you ordered ${title} from ${seller}. ${seller} will accept or reject the order, and we will let you know.`,
              next: open,
            };
      case 'order_accepted':
        return { subject: `Your ${named} was accepted`, says: `good news: ${seller} accepted your order. You now see each other's contact details in the order.`, next: open };
      case 'order_rejected':
        return { subject: `Your ${named} was rejected`, says: `${seller} rejected your order. You can look for another offer on the marketplace.`, next: open };
      case 'order_cancelled':
        return { subject: `${Named} was cancelled`, says: mail.byOtherParty ? `${other} cancelled ${what}.` : `${what} was cancelled.`, next: open };
      case 'order_work_done':
        return {
          subject: `${Named} is done: please confirm`,
          says: `${seller} marked the work as done. Please check it and confirm; otherwise the order completes by itself after 14 days.`,
          next: 'Confirm it here:',
        };
      case 'order_completed':
        return {
          subject: `${Named} is completed`,
          says: mail.byOtherParty
            ? `${buyer} confirmed that the work is done: the order is completed.`
            : 'the order was completed automatically 14 days after the work was marked as done.',
          next: open,
        };
      case 'payment_received':
        return { subject: `Payment received: your ${named}`, says: `${seller} confirmed that your payment arrived.`, next: open };
      case 'offer_new':
        return { subject: `New ${named} from ${buyer}`, says: `${buyer} sent you a direct offer.`, next: 'Accept it, reject it or answer with your price here:' };
      case 'offer_changed':
        return {
          subject: `${buyer} changed the ${named}`,
          says: `${buyer} changed the direct offer${mail.price === null ? ', which now names no price' : `: the price is now ${formatPrice('en', mail.price)}`}. Please review it before you accept it; an acceptance of the earlier version is refused.`,
          next: 'Review it here:',
        };
      case 'offer_countered':
        return {
          subject: `${seller} answered your ${named} with a price`,
          says: `${seller} answered your direct offer${mail.price === null ? ' with a price of their own' : ` with a price of ${formatPrice('en', mail.price)}`}.`,
          next: 'Accept it or withdraw your offer here:',
        };
      case 'offer_accepted':
        return { subject: `${Named} was accepted`, says: `${other} accepted the direct offer.`, next: open };
      case 'offer_rejected':
        return { subject: `Your ${named} was rejected`, says: `${seller} rejected your direct offer. You can look for another offer on the marketplace.`, next: open };
      case 'offer_withdrawn':
        return { subject: `${Named} was withdrawn`, says: `${buyer} withdrew the direct offer.`, next: open };
      case 'review_received':
        return { subject: `${buyer} reviewed your ${named}`, says: `${buyer} reviewed your work on ${title}.`, next: 'Read it here:' };
    }
  },
  itemName(item, start) {
    const noun = item.type === 'order' ? 'order' : 'direct offer';
    return `${start ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)}` : noun} #${item.id}`;
  },
  hello: (firstname) => `Hello ${firstname},`,
  service: 'Service',
  customer: 'Customer',
  craftsman: 'Craftsman',
  price: 'Price',
  reason: 'Reason',
  openLabel: (item) => `Open ${en.itemName(item, false)}`,
  groupNoun: {
    orders: 'your orders',
    offers: 'your direct offers',
    reviews: 'reviews of your work',
    quotation_requests: 'new quotation requests',
    messages: 'new messages',
  },
  footer: (noun) => `You get these e-mails about ${noun}. You can switch them off in your account settings under "E-mail notifications".`,
};

const de: JobTexts = {
  wording({ mail, buyer, seller, other, title }) {
    const id = `#${mail.item.id}`;
    // Betreffzeilen nennen Nummer und Leistung.
    const about = title ? ` für ${title}` : '';
    const open = mail.item.type === 'order' ? 'Hier können Sie den Auftrag öffnen:' : 'Hier können Sie das Direktangebot öffnen:';
    switch (mail.kind) {
      case 'order_new':
        return {
          subject: `Neuer Auftrag ${id} für ${title ?? 'eine Leistung'}`,
          says: `${buyer} hat ${title ?? 'eine Leistung'} bei Ihnen beauftragt.`,
          next: 'Bitte nehmen Sie den Auftrag hier an oder lehnen Sie ihn ab:',
        };
      case 'order_placed':
        if (mail.agreedInOffer)
          return {
            subject: `Ihr Auftrag ${id}${about} bei ${seller} ist bestätigt`,
            says: `Sie und ${seller} haben sich im Direktangebot auf ${mail.price === null ? 'einen Preis' : `einen Preis von ${formatPrice('de', mail.price)}`} geeinigt. Ihr Auftrag über ${title ?? 'die Leistung'} ist damit erteilt und angenommen. Ab jetzt sehen Sie beide im Auftrag die Kontaktdaten des jeweils anderen.`,
            next: open,
          };
        return {
          subject: `Ihr Auftrag ${id}${about} wurde an ${seller} übermittelt`,
          says: `Sie haben ${title ?? 'eine Leistung'} bei ${seller} beauftragt. ${seller} nimmt den Auftrag an oder lehnt ihn ab – wir geben Ihnen dann Bescheid.`,
          next: open,
        };
      case 'order_accepted':
        return {
          subject: `Ihr Auftrag ${id}${about} wurde angenommen`,
          says: `gute Nachrichten: ${seller} hat Ihren Auftrag angenommen. Ab jetzt sehen Sie beide im Auftrag die Kontaktdaten des jeweils anderen.`,
          next: open,
        };
      case 'order_rejected':
        return {
          subject: `Ihr Auftrag ${id}${about} wurde abgelehnt`,
          says: `${seller} hat Ihren Auftrag abgelehnt. Auf dem Marktplatz finden Sie weitere Angebote.`,
          next: open,
        };
      case 'order_cancelled':
        return {
          subject: `Auftrag ${id}${about} wurde storniert`,
          says: mail.byOtherParty ? `${other} hat den Auftrag ${id} storniert.` : `der Auftrag ${id} wurde storniert.`,
          next: open,
        };
      case 'order_work_done':
        return {
          subject: `Auftrag ${id}${about} ist erledigt – bitte bestätigen Sie`,
          says: `${seller} hat die Arbeit als erledigt gemeldet. Bitte prüfen und bestätigen Sie sie; andernfalls wird der Auftrag nach 14 Tagen automatisch abgeschlossen.`,
          next: 'Hier können Sie bestätigen:',
        };
      case 'order_completed':
        return {
          subject: `Auftrag ${id}${about} ist abgeschlossen`,
          says: mail.byOtherParty
            ? `${buyer} hat bestätigt, dass die Arbeit erledigt ist: Der Auftrag ist abgeschlossen.`
            : 'der Auftrag wurde 14 Tage nach der Meldung „erledigt“ automatisch abgeschlossen.',
          next: open,
        };
      case 'payment_received':
        return { subject: `Zahlung für Ihren Auftrag ${id}${about} erhalten`, says: `${seller} hat bestätigt, dass Ihre Zahlung eingegangen ist.`, next: open };
      case 'offer_new':
        return {
          subject: `Neues Direktangebot ${id}${about} von ${buyer}`,
          says: `${buyer} hat Ihnen ein Direktangebot geschickt.`,
          next: 'Hier können Sie es annehmen, ablehnen oder mit Ihrem eigenen Preis antworten:',
        };
      case 'offer_changed':
        return {
          subject: `${buyer} hat das Direktangebot ${id}${about} geändert`,
          says:
            mail.price === null
              ? `${buyer} hat das Direktangebot geändert; es nennt jetzt keinen Preis mehr. Bitte prüfen Sie es, bevor Sie es annehmen; eine Annahme der früheren Fassung wird abgelehnt.`
              : `${buyer} hat das Direktangebot geändert: Der Preis beträgt jetzt ${formatPrice('de', mail.price)}. Bitte prüfen Sie es, bevor Sie es annehmen; eine Annahme der früheren Fassung wird abgelehnt.`,
          next: 'Hier können Sie es prüfen:',
        };
      case 'offer_countered':
        return {
          subject: `${seller} hat Ihnen zum Direktangebot ${id}${about} ein Gegenangebot gemacht`,
          says:
            mail.price === null
              ? `${seller} hat auf Ihr Direktangebot mit einem eigenen Preis geantwortet.`
              : `${seller} hat auf Ihr Direktangebot mit einem Preis von ${formatPrice('de', mail.price)} geantwortet.`,
          next: 'Hier können Sie das Gegenangebot annehmen oder Ihr Direktangebot zurückziehen:',
        };
      case 'offer_accepted':
        return { subject: `Direktangebot ${id}${about} wurde angenommen`, says: `${other} hat das Direktangebot angenommen.`, next: open };
      case 'offer_rejected':
        return {
          subject: `Ihr Direktangebot ${id}${about} wurde abgelehnt`,
          says: `${seller} hat Ihr Direktangebot abgelehnt. Auf dem Marktplatz finden Sie weitere Angebote.`,
          next: open,
        };
      case 'offer_withdrawn':
        return { subject: `Direktangebot ${id}${about} wurde zurückgezogen`, says: `${buyer} hat das Direktangebot zurückgezogen.`, next: open };
      case 'review_received':
        return {
          subject: `${buyer} hat Ihren Auftrag ${id}${about} bewertet`,
          says: title ? `${buyer} hat Ihre Arbeit an ${title} bewertet.` : `${buyer} hat Ihre Arbeit bewertet.`,
          next: 'Hier können Sie die Bewertung lesen:',
        };
    }
  },
  itemName: (item) => `${item.type === 'order' ? 'Auftrag' : 'Direktangebot'} #${item.id}`,
  hello: (firstname) => `Hallo ${firstname},`,
  service: 'Leistung',
  customer: 'Kunde',
  craftsman: 'Handwerker',
  price: 'Preis',
  reason: 'Grund',
  openLabel: (item) => `${de.itemName(item, true)} öffnen`,
  groupNoun: {
    orders: 'Ihren Aufträgen',
    offers: 'Ihren Direktangeboten',
    reviews: 'Bewertungen Ihrer Arbeit',
    quotation_requests: 'neuen Angebotsanfragen',
    messages: 'neuen Nachrichten',
  },
  footer: (noun) => `Sie erhalten diese E-Mails zu ${noun}. Sie können sie in Ihren Kontoeinstellungen unter „E-Mail-Benachrichtigungen“ deaktivieren.`,
};

const TEXTS: Record<Locale, JobTexts> = { de, en };

/** The mail group a kind belongs to (what the user can switch off). */
export function mailGroupOf(kind: NotificationKind): MailGroup {
  return notificationKind(kind).mailGroup;
}

/** The footer of every notification mail: why it came and how to stop it. */
export function preferencesFooter(group: MailGroup, locale: Locale): string {
  const texts = TEXTS[locale];
  return texts.footer(texts.groupNoun[group]);
}

/** A notification's mail, in the recipient's language. Names and titles are user text: one line each, escaped in the HTML part. */
export function jobMail(mail: JobMail): MailMessage {
  const { locale } = mail.to;
  const texts = TEXTS[locale];
  const buyer = oneLine(mail.buyerName);
  const seller = oneLine(mail.sellerName);
  const title = mail.serviceTitle ? quoted(locale, oneLine(mail.serviceTitle)) : null;
  const words = texts.wording({ mail, buyer, seller, other: mail.recipient === 'buyer' ? seller : buyer, title });
  const facts: Line[] = [
    texts.itemName(mail.item, true),
    ...(mail.serviceTitle ? [`${texts.service}: ${oneLine(mail.serviceTitle)}`] : []),
    `${texts.customer}: ${buyer}`,
    `${texts.craftsman}: ${seller}`,
    ...(mail.price !== null ? [`${texts.price}: ${formatPrice(locale, mail.price)}`] : []),
    ...(mail.reason ? [`${texts.reason}: ${oneLine(mail.reason)}`] : []),
  ];
  const paragraphs: Paragraph[] = [
    texts.hello(oneLine(mail.to.firstname)),
    words.says,
    facts,
    [words.next, { href: mail.link, label: texts.openLabel(mail.item) }],
    preferencesFooter(mailGroupOf(mail.kind), locale),
  ];
  return composeMail(mail.to.email, words.subject, paragraphs, locale);
}
