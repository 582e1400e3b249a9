import type { MailMessage } from '../mailer';
import { type Locale } from './i18n';
import { preferencesFooter } from './jobs';
import { type Line, type Paragraph, composeMail, oneLine } from './layout';

export interface RequestLine {
  id: number;
  category: string | null;
  description: string | null;
}

/** How much of a request's description the list shows; the rest is on the site. */
const EXCERPT = 120;

function excerpt(description: string): string {
  const text = oneLine(description);
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
}

type Facts = { firstname: string; name: string; requests: RequestLine[]; link: string; footer: string };

const TEXTS: Record<Locale, (facts: Facts) => { subject: string; paragraphs: Paragraph[] }> = {
  en: ({ firstname, name, requests, link, footer }) => {
    const one = requests.length === 1;
    const items: Line[] = requests.map(
      (r) => `Request #${r.id}${r.category ? ` (${oneLine(r.category)})` : ''}${r.description ? `: ${excerpt(r.description)}` : ': a document is attached'}`,
    );
    return {
      subject: one ? 'A new quotation request in your category' : `${requests.length} new quotation requests in your categories`,
      paragraphs: [
        `Hello ${firstname},`,
        `customers are looking for a craftsman like ${name}. ${one ? 'This request is' : 'These requests are'} new on the marketplace:`,
        { items },
        ['Answer with your price here:', { href: link, label: 'Open the quotation requests' }],
        `We send at most one such e-mail an hour. ${footer}`,
      ],
    };
  },
  de: ({ firstname, name, requests, link, footer }) => {
    const one = requests.length === 1;
    const items: Line[] = requests.map(
      (r) => `Anfrage #${r.id}${r.category ? ` (${oneLine(r.category)})` : ''}${r.description ? `: ${excerpt(r.description)}` : ': Dokument angehängt'}`,
    );
    return {
      subject: one ? 'Eine neue Angebotsanfrage in Ihrer Kategorie' : `${requests.length} neue Angebotsanfragen in Ihren Kategorien`,
      paragraphs: [
        `Hallo ${firstname},`,
        `Kunden suchen einen Handwerker wie ${name}. ${one ? 'Diese Anfrage ist' : 'Diese Anfragen sind'} neu auf dem Marktplatz:`,
        { items },
        ['Hier können Sie mit Ihrem Preis antworten:', { href: link, label: 'Angebotsanfragen öffnen' }],
        `Wir senden Ihnen höchstens eine solche E-Mail pro Stunde. ${footer}`,
      ],
    };
  },
};

/**
 * To a craftsman: the quotation requests in their categories since the last such mail (at most one
 * an hour), in their language. The requesters are not named: they are private people
 * until they accept an offer.
 */
export function quotationRequestsMail(to: { email: string; firstname: string; name: string; locale: Locale }, requests: RequestLine[], link: string): MailMessage {
  const { subject, paragraphs } = TEXTS[to.locale]({
    firstname: oneLine(to.firstname),
    name: oneLine(to.name),
    requests,
    link,
    footer: preferencesFooter('quotation_requests', to.locale),
  });
  return composeMail(to.email, subject, paragraphs, to.locale);
}
