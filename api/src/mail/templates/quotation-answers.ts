import type { MailMessage } from '../mailer';
import type { QuotationAnswer } from '@craft/shared/api/feature-types';
import { type Locale, formatPrice, hello, mailText } from './i18n';
import { composeMail, oneLine } from './layout';

type Requester = { firstname: string; lastname: string; email: string; phone: string };

/** To the requester: the cheapest offer so far (sent on the first answer and on every cheaper one), with the link to compare them. */
export function cheapestOfferMail(to: { email: string; firstname: string; locale: Locale }, quotationId: number, answer: QuotationAnswer, link: string): MailMessage {
  const { locale } = to;
  const price = formatPrice(locale, answer.price);
  return composeMail(
    to.email,
    mailText(locale, 'quotationAnswers.cheapestOffer.subject', { id: quotationId, price }),
    [
      hello(locale, oneLine(to.firstname)),
      mailText(locale, 'quotationAnswers.cheapestOffer.intro', { id: quotationId, price, withSeller: answer.seller_name !== null, seller: answer.seller_name ?? '' }),
      answer.message,
      [mailText(locale, 'quotationAnswers.cheapestOffer.next'), { href: link, label: mailText(locale, 'quotationAnswers.cheapestOffer.button') }],
    ],
    locale,
  );
}

/** To the craftsman whose answer the requester accepted, with the link to where the job goes on. */
export function answerAcceptedMail(
  to: { email: string; firstname: string; locale: Locale },
  requester: Requester,
  quotationId: number,
  answer: QuotationAnswer,
  link: string,
): MailMessage {
  const { locale } = to;
  return composeMail(
    to.email,
    mailText(locale, 'quotationAnswers.answerAccepted.subject', { id: quotationId }),
    [
      hello(locale, oneLine(to.firstname)),
      // The requester gave these details on the contact form for exactly this step.
      mailText(locale, 'quotationAnswers.answerAccepted.body', {
        id: quotationId,
        price: formatPrice(locale, answer.price),
        requester: oneLine(`${requester.firstname} ${requester.lastname}`),
        email: requester.email,
        phone: oneLine(requester.phone),
      }),
      { href: link, label: mailText(locale, 'quotationAnswers.answerAccepted.button') },
    ],
    locale,
  );
}
