import type { MailMessage } from '../mailer';
import { type Locale } from './i18n';
import { BRAND, type Paragraph, composeMail, oneLine } from './layout';

type Content = { subject: string; paragraphs: Paragraph[] };

interface QuotationTexts {
  received(firstname: string, quotationId: number): Content;
  confirmAddress(quotationId: number, link: string): Content;
}

const en: QuotationTexts = {
  received: (firstname, quotationId) => ({
    subject: `We received your request (#${quotationId})`,
    paragraphs: [
      `Hello ${firstname},`,
      [`your request #${quotationId} was received. Craftsmen will now make their offers,`, 'and the cheapest offer will be sent to you by e-mail.'],
    ],
  }),
  confirmAddress: (quotationId, link) => ({
    subject: `Please confirm your request (#${quotationId})`,
    paragraphs: [
      'Hello,',
      [
        `a request for offers from craftsmen (#${quotationId}) was sent to ${BRAND} with this e-mail address.`,
        'If it was you, please open this link to confirm the address; offers are sent to you only after that:',
      ],
      { href: link, label: 'Confirm my request' },
      'If it was not you, ignore this mail: nothing more will be sent to you.',
    ],
  }),
};

const de: QuotationTexts = {
  received: (firstname, quotationId) => ({
    subject: `Wir haben Ihre Anfrage erhalten (#${quotationId})`,
    paragraphs: [
      `Hallo ${firstname},`,
      [`Ihre Anfrage #${quotationId} ist bei uns eingegangen. Handwerker erstellen jetzt ihre Angebote,`, 'und das günstigste Angebot senden wir Ihnen per E-Mail zu.'],
    ],
  }),
  confirmAddress: (quotationId, link) => ({
    subject: `Bitte bestätigen Sie Ihre Anfrage (#${quotationId})`,
    paragraphs: [
      'Guten Tag,',
      [
        `mit dieser E-Mail-Adresse wurde bei ${BRAND} eine Anfrage nach Angeboten von Handwerkern gestellt (#${quotationId}).`,
        'Wenn Sie das waren, bestätigen Sie die Adresse bitte über diesen Link; erst danach senden wir Ihnen Angebote zu:',
      ],
      { href: link, label: 'Anfrage bestätigen' },
      'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail einfach: Sie erhalten dann nichts weiter von uns.',
    ],
  }),
};

const TEXTS: Record<Locale, QuotationTexts> = { de, en };

/** The requester's confirmation (the spec: 'The Cheapest Offer will be sent', 'Check your email!'), to a confirmed address. */
export function quotationReceivedMail(to: { email: string; firstname: string; locale: Locale }, quotationId: number): MailMessage {
  const { subject, paragraphs } = TEXTS[to.locale].received(oneLine(to.firstname), quotationId);
  return composeMail(to.email, subject, paragraphs, to.locale);
}

/**
 * To an address nobody has confirmed: only this fixed text and the link, nothing the sender typed
 * (not even the name), so the form cannot relay a message from our domain. In the
 * language of the address's account, else of the request.
 */
export function confirmQuotationAddressMail(to: { email: string; locale: Locale }, quotationId: number, link: string): MailMessage {
  const { subject, paragraphs } = TEXTS[to.locale].confirmAddress(quotationId, link);
  return composeMail(to.email, subject, paragraphs, to.locale);
}
