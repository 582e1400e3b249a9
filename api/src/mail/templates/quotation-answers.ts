import type { MailMessage } from '../mailer';
import type { QuotationAnswer } from '@craft/shared/api/feature-types';
import { type Locale, formatPrice } from './i18n';
import { type Paragraph, composeMail, oneLine } from './layout';

type Content = { subject: string; paragraphs: Paragraph[] };
type Requester = { firstname: string; lastname: string; email: string; phone: string };

interface AnswerTexts {
  cheapestOffer(firstname: string, quotationId: number, answer: QuotationAnswer): Content;
  answerAccepted(firstname: string, requester: Requester, quotationId: number, answer: QuotationAnswer): Content;
}

const en: AnswerTexts = {
  cheapestOffer: (firstname, quotationId, answer) => ({
    subject: `The cheapest offer for your request #${quotationId}: ${formatPrice('en', answer.price)}`,
    paragraphs: [
      `Hello ${firstname},`,
      `the cheapest offer for your request #${quotationId} so far is ${formatPrice('en', answer.price)} from ${answer.seller_name ?? 'a craftsman'}:`,
      answer.message,
      'Log in and open "Offers" to see every offer and accept one.',
    ],
  }),
  answerAccepted: (firstname, requester, quotationId, answer) => ({
    subject: `Your offer for request #${quotationId} was accepted`,
    paragraphs: [
      `Hello ${firstname},`,
      [
        `the requester accepted your offer of ${formatPrice('en', answer.price)} for request #${quotationId}.`,
        // The requester gave these details on the contact form for exactly this step.
        `Please get in touch with ${oneLine(`${requester.firstname} ${requester.lastname}`)} about the next steps:`,
        `e-mail ${requester.email}, phone ${oneLine(requester.phone)}.`,
      ],
    ],
  }),
};

const de: AnswerTexts = {
  cheapestOffer: (firstname, quotationId, answer) => ({
    subject: `Das günstigste Angebot für Ihre Anfrage #${quotationId}: ${formatPrice('de', answer.price)}`,
    paragraphs: [
      `Hallo ${firstname},`,
      `das bisher günstigste Angebot für Ihre Anfrage #${quotationId} liegt bei ${formatPrice('de', answer.price)} und kommt von ${answer.seller_name ?? 'einem Handwerker'}:`,
      answer.message,
      'Melden Sie sich an und öffnen Sie „Angebote“, um alle Angebote zu sehen und eines davon anzunehmen.',
    ],
  }),
  answerAccepted: (firstname, requester, quotationId, answer) => ({
    subject: `Ihr Angebot für die Anfrage #${quotationId} wurde angenommen`,
    paragraphs: [
      `Hallo ${firstname},`,
      [
        `der Kunde hat Ihr Angebot über ${formatPrice('de', answer.price)} für die Anfrage #${quotationId} angenommen.`,
        `Bitte nehmen Sie wegen der nächsten Schritte Kontakt mit ${oneLine(`${requester.firstname} ${requester.lastname}`)} auf:`,
        `E-Mail ${requester.email}, Telefon ${oneLine(requester.phone)}.`,
      ],
    ],
  }),
};

const TEXTS: Record<Locale, AnswerTexts> = { de, en };

/** To the requester: the cheapest offer so far (sent on the first answer and on every cheaper one). */
export function cheapestOfferMail(to: { email: string; firstname: string; locale: Locale }, quotationId: number, answer: QuotationAnswer): MailMessage {
  const { subject, paragraphs } = TEXTS[to.locale].cheapestOffer(oneLine(to.firstname), quotationId, answer);
  return composeMail(to.email, subject, paragraphs, to.locale);
}

/** To the craftsman whose answer the requester accepted. */
export function answerAcceptedMail(to: { email: string; firstname: string; locale: Locale }, requester: Requester, quotationId: number, answer: QuotationAnswer): MailMessage {
  const { subject, paragraphs } = TEXTS[to.locale].answerAccepted(oneLine(to.firstname), requester, quotationId, answer);
  return composeMail(to.email, subject, paragraphs, to.locale);
}
