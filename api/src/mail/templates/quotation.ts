import type { MailMessage } from '../mailer';
import { type Locale, hello, mailText } from './i18n';
import { composeMail, oneLine } from './layout';

/**
 * The requester's confirmation, to a confirmed address, with the link to their requests (where
 * the offers arrive).
 */
export function quotationReceivedMail(to: { email: string; firstname: string; locale: Locale }, quotationId: number, link: string): MailMessage {
  const { locale } = to;
  return composeMail(
    to.email,
    mailText(locale, 'quotation.received.subject', { id: quotationId }),
    [
      hello(locale, oneLine(to.firstname)),
      mailText(locale, 'quotation.received.body', { id: quotationId }),
      { href: link, label: mailText(locale, 'quotation.received.button') },
    ],
    locale,
  );
}

/**
 * To an address nobody has confirmed: only this fixed text and the link, nothing the sender typed
 * (not even the name), so the form cannot relay a message from our domain. In the
 * language of the address's account, else of the request.
 */
export function confirmQuotationAddressMail(to: { email: string; locale: Locale }, quotationId: number, link: string): MailMessage {
  const { locale } = to;
  return composeMail(
    to.email,
    mailText(locale, 'quotation.confirmAddress.subject', { id: quotationId }),
    [
      hello(locale, null),
      mailText(locale, 'quotation.confirmAddress.body', { id: quotationId }),
      { href: link, label: mailText(locale, 'quotation.confirmAddress.button') },
      mailText(locale, 'quotation.confirmAddress.notYou'),
    ],
    locale,
  );
}
