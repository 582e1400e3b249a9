import type { MailMessage } from '../../mail/mailer';
import type { QuotationAnswer } from '../../wire';
import { oneLine } from '../quotation/mail';

/** To the requester: the cheapest offer so far (sent on the first answer and on every cheaper one). */
export function cheapestOfferMail(to: { email: string; firstname: string }, quotationId: number, answer: QuotationAnswer): MailMessage {
  return {
    to: to.email,
    subject: `The cheapest offer for your request #${quotationId}: ${answer.price} €`,
    text: [
      `Hello ${oneLine(to.firstname)},`,
      '',
      `the cheapest offer for your request #${quotationId} so far is ${answer.price} € from ${answer.seller_name ?? 'a craftsman'}:`,
      '',
      answer.message,
      '',
      'Log in and open "Offers" to see every offer and accept one.',
      '',
      'Craft Marketplace',
    ].join('\n'),
  };
}

/** To the craftsman whose answer the requester accepted. */
export function answerAcceptedMail(
  to: { email: string; firstname: string },
  requester: { firstname: string; lastname: string; email: string; phone: string },
  quotationId: number,
  answer: QuotationAnswer,
): MailMessage {
  return {
    to: to.email,
    subject: `Your offer for request #${quotationId} was accepted`,
    text: [
      `Hello ${oneLine(to.firstname)},`,
      '',
      `the requester accepted your offer of ${answer.price} € for request #${quotationId}.`,
      // The requester gave these details on the contact form for exactly this step.
      `Please get in touch with ${oneLine(`${requester.firstname} ${requester.lastname}`)} about the next steps:`,
      `e-mail ${requester.email}, phone ${oneLine(requester.phone)}.`,
      '',
      'Craft Marketplace',
    ].join('\n'),
  };
}
