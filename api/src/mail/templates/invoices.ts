import type { MailMessage } from '../mailer';
import { type Locale, hello, mailText, quoted } from './i18n';
import { composeMail, oneLine } from './layout';

/** What the invoice mail names; amounts already written in the recipient's language. */
interface Facts {
  seller: string;
  title: string;
  label: string;
  cancellation: boolean;
  cancels: string | null;
  total: string;
  link: string;
}

/** The customer's mail with an invoice (or cancellation invoice) attached, in the customer's language. */
export function invoiceMail(to: { email: string; firstname: string; locale: Locale }, facts: Facts, pdf: { filename: string; content: Buffer }): MailMessage {
  const { locale } = to;
  const kind = facts.cancellation ? 'cancellation' : 'invoice';
  const values = { seller: oneLine(facts.seller), title: quoted(locale, oneLine(facts.title)), label: facts.label, cancels: facts.cancels ?? '', total: facts.total };
  const mail = composeMail(
    to.email,
    mailText(locale, `invoices.${kind}.subject`, values),
    [
      hello(locale, oneLine(to.firstname)),
      mailText(locale, `invoices.${kind}.body`, values),
      [mailText(locale, `invoices.${kind}.next`), { href: facts.link, label: mailText(locale, 'invoices.openButton') }],
    ],
    locale,
  );
  return { ...mail, attachments: [{ filename: pdf.filename, contentType: 'application/pdf', contentBase64: pdf.content.toString('base64') }] };
}
