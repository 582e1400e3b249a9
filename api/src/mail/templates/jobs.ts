import type { MailGroup, NotificationKind } from '@craft/shared/api/notification-types';
import type { MailMessage } from '../mailer';
import { type Paragraph, composeMail, euros, oneLine } from './layout';

/** Every kind but quotation requests, which are mailed in hourly lists (quotation-requests.ts). */
export type JobKind = Exclude<NotificationKind, 'quotation_request'>;

/** What a job mail says: both parties, the service, the price where there is one, and the link. */
export interface JobMail {
  kind: JobKind;
  to: { email: string; firstname: string };
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

/**
 * Subject and sentences per kind; `buyer`, `seller` and `other` (the party who is not the recipient)
 * are one-line names. Subjects name the item by number and service (`named`), so a mail says what
 * it is about before it is opened (#15: "Your offer #1 was accepted" named nothing).
 */
function wording(mail: JobMail, names: { buyer: string; seller: string; other: string }, what: string, What: string): Wording {
  const { buyer, seller, other } = names;
  const title = mail.serviceTitle ? `"${oneLine(mail.serviceTitle)}"` : 'a service';
  const named = mail.serviceTitle ? `${what} for ${title}` : what;
  const Named = mail.serviceTitle ? `${What} for ${title}` : What;
  const open = `Open the ${mail.item.type === 'order' ? 'order' : 'offer'} here:`;
  switch (mail.kind) {
    case 'order_new':
      return { subject: `New ${what} for ${title}`, says: `${buyer} ordered ${title} from you.`, next: 'Please accept or reject the order here:' };
    case 'order_placed':
      // The buyer's confirmation; an agreed direct offer places its order accepted already.
      return mail.agreedInOffer
        ? {
            subject: `Your ${named} with ${seller} is confirmed`,
            says: `you and ${seller} agreed on the price${mail.price === null ? '' : ` of ${euros(mail.price)}`} in your direct offer, so your order of ${title} is placed and accepted. You now see each other's contact details in the order.`,
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
    case 'offer_countered':
      return {
        subject: `${seller} answered your ${named} with a price`,
        says: `${seller} answered your direct offer${mail.price === null ? ' with a price of their own' : ` with a price of ${euros(mail.price)}`}.`,
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
}

/** The mail group a kind belongs to (what the user can switch off). */
export function mailGroupOf(kind: NotificationKind): MailGroup {
  if (kind === 'quotation_request') return 'quotation_requests';
  if (kind === 'review_received') return 'reviews';
  return kind.startsWith('offer_') ? 'offers' : 'orders';
}

const GROUP_NOUN: Record<MailGroup, string> = {
  orders: 'your orders',
  offers: 'your direct offers',
  reviews: 'reviews of your work',
  quotation_requests: 'new quotation requests',
  messages: 'new messages',
};

/** The footer of every notification mail: why it came and how to stop it. */
export function preferencesFooter(group: MailGroup): string {
  return `You get these e-mails about ${GROUP_NOUN[group]}. You can switch them off in your account settings under "E-mail notifications".`;
}

/** A notification's mail (#15). Names and titles are user text: one line each, escaped in the HTML part. */
export function jobMail(mail: JobMail): MailMessage {
  const buyer = oneLine(mail.buyerName);
  const seller = oneLine(mail.sellerName);
  const noun = mail.item.type === 'order' ? 'order' : 'direct offer';
  const what = `${noun} #${mail.item.id}`;
  const What = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} #${mail.item.id}`;
  const words = wording(mail, { buyer, seller, other: mail.recipient === 'buyer' ? seller : buyer }, what, What);
  const facts: string[] = [
    What,
    ...(mail.serviceTitle ? [`Service: ${oneLine(mail.serviceTitle)}`] : []),
    `Customer: ${buyer}`,
    `Craftsman: ${seller}`,
    ...(mail.price !== null ? [`Price: ${euros(mail.price)}`] : []),
    ...(mail.reason ? [`Reason: ${oneLine(mail.reason)}`] : []),
  ];
  const paragraphs: Paragraph[] = [
    `Hello ${oneLine(mail.to.firstname)},`,
    words.says,
    facts,
    [words.next, { href: mail.link, label: `Open ${what}` }],
    preferencesFooter(mailGroupOf(mail.kind)),
  ];
  return composeMail(mail.to.email, words.subject, paragraphs);
}
