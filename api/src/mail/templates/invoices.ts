import type { MailMessage } from '../mailer';
import { type Locale, quoted } from './i18n';
import { type Paragraph, composeMail, oneLine } from './layout';

/** What the invoice mail names; amounts already written in the recipient's language. */
interface Facts {
  firstname: string;
  seller: string;
  title: string;
  label: string;
  cancellation: boolean;
  cancels: string | null;
  total: string;
  link: string;
}

const TEXTS: Record<Locale, (facts: Facts) => { subject: string; paragraphs: Paragraph[] }> = {
  en: ({ firstname, seller, title, label, cancellation, cancels, total, link }) => ({
    subject: cancellation ? `Cancellation invoice ${label} from ${seller}` : `Invoice ${label} from ${seller} for ${quoted('en', title)}`,
    paragraphs: [
      `Hello ${firstname},`,
      cancellation
        ? `${seller} cancelled invoice ${cancels ?? ''} for ${quoted('en', title)}. The cancellation invoice ${label} is attached as a PDF.`
        : `${seller} sent you invoice ${label} for ${quoted('en', title)} over ${total}. It is attached as a PDF.`,
      [cancellation ? 'You find all invoices of the order here:' : 'The order shows the bank details and a GiroCode to pay by transfer:', { href: link, label: 'Open the order' }],
    ],
  }),
  de: ({ firstname, seller, title, label, cancellation, cancels, total, link }) => ({
    subject: cancellation ? `Stornorechnung ${label} von ${seller}` : `Rechnung ${label} von ${seller} für ${quoted('de', title)}`,
    paragraphs: [
      `Hallo ${firstname},`,
      cancellation
        ? `${seller} hat die Rechnung ${cancels ?? ''} für ${quoted('de', title)} storniert. Die Stornorechnung ${label} finden Sie im Anhang als PDF.`
        : `${seller} hat Ihnen die Rechnung ${label} für ${quoted('de', title)} über ${total} gestellt. Sie finden sie im Anhang als PDF.`,
      [cancellation ? 'Alle Rechnungen des Auftrags finden Sie hier:' : 'Im Auftrag finden Sie die Bankverbindung und einen GiroCode für die Überweisung:', { href: link, label: 'Auftrag öffnen' }],
    ],
  }),
};

/** The customer's mail with an invoice (or cancellation invoice) attached, in the customer's language. */
export function invoiceMail(
  to: { email: string; firstname: string; locale: Locale },
  facts: Omit<Facts, 'firstname'>,
  pdf: { filename: string; content: Buffer },
): MailMessage {
  const { subject, paragraphs } = TEXTS[to.locale]({ ...facts, firstname: oneLine(to.firstname), seller: oneLine(facts.seller), title: oneLine(facts.title) });
  return {
    ...composeMail(to.email, subject, paragraphs, to.locale),
    attachments: [{ filename: pdf.filename, contentType: 'application/pdf', contentBase64: pdf.content.toString('base64') }],
  };
}
