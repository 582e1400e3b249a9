import type { MailMessage } from '../mailer';
import type { QuotationAnswer } from '../../wire';
import { composeMail, oneLine } from './layout';

/** To the requester: the cheapest offer so far (sent on the first answer and on every cheaper one). */
export function cheapestOfferMail(to: { email: string; firstname: string }, quotationId: number, answer: QuotationAnswer): MailMessage {
  return composeMail(to.email, `The cheapest offer for your request #${quotationId}: ${answer.price} €`, [
    `Hello ${oneLine(to.firstname)},`,
    `the cheapest offer for your request #${quotationId} so far is ${answer.price} € from ${answer.seller_name ?? 'a craftsman'}:`,
    answer.message,
    'Log in and open "Offers" to see every offer and accept one.',
  ]);
}

/** To the craftsman whose answer the requester accepted. */
export function answerAcceptedMail(
  to: { email: string; firstname: string },
  requester: { firstname: string; lastname: string; email: string; phone: string },
  quotationId: number,
  answer: QuotationAnswer,
): MailMessage {
  return composeMail(to.email, `Your offer for request #${quotationId} was accepted`, [
    `Hello ${oneLine(to.firstname)},`,
    [
      `the requester accepted your offer of ${answer.price} € for request #${quotationId}.`,
      // The requester gave these details on the contact form for exactly this step.
      `Please get in touch with ${oneLine(`${requester.firstname} ${requester.lastname}`)} about the next steps:`,
      `e-mail ${requester.email}, phone ${oneLine(requester.phone)}.`,
    ],
  ]);
}
