import type { MailMessage } from '../mailer';
import { type Locale, hello, mailText } from './i18n';
import { preferencesFooter } from './jobs';
import { composeMail, oneLine } from './layout';

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

/**
 * To a craftsman: the quotation requests in their categories since the last such mail (at most one
 * an hour), in their language. The requesters are not named: they are private people
 * until they accept an offer.
 */
export function quotationRequestsMail(to: { email: string; firstname: string; name: string; locale: Locale }, requests: RequestLine[], link: string): MailMessage {
  const { locale } = to;
  const count = requests.length;
  const items = requests.map((r) =>
    mailText(locale, 'quotationRequests.item', {
      id: r.id,
      withCategory: Boolean(r.category),
      category: r.category ? oneLine(r.category) : '',
      withDescription: Boolean(r.description),
      description: r.description ? excerpt(r.description) : '',
    }),
  );
  return composeMail(
    to.email,
    mailText(locale, 'quotationRequests.subject', { count }),
    [
      hello(locale, oneLine(to.firstname)),
      mailText(locale, 'quotationRequests.intro', { count, name: oneLine(to.name) }),
      { items },
      [mailText(locale, 'quotationRequests.answer'), { href: link, label: mailText(locale, 'quotationRequests.button') }],
      mailText(locale, 'quotationRequests.frequency', { footer: preferencesFooter('quotation_requests', locale) }),
    ],
    locale,
  );
}
