import type { MailMessage } from '../mailer';
import { preferencesFooter } from './jobs';
import { type Line, composeMail, oneLine } from './layout';

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
 * an hour, #15). The requesters are not named: they are private people until they accept an offer.
 */
export function quotationRequestsMail(to: { email: string; firstname: string; name: string }, requests: RequestLine[], link: string): MailMessage {
  const one = requests.length === 1;
  const items: Line[] = requests.map(
    (r) => `Request #${r.id}${r.category ? ` (${oneLine(r.category)})` : ''}${r.description ? `: ${excerpt(r.description)}` : ': a document is attached'}`,
  );
  return composeMail(to.email, one ? 'A new quotation request in your category' : `${requests.length} new quotation requests in your categories`, [
    `Hello ${oneLine(to.firstname)},`,
    `customers are looking for a craftsman like ${oneLine(to.name)}. ${one ? 'This request is' : 'These requests are'} new on the marketplace:`,
    { items },
    ['Answer with your price here:', { href: link, label: 'Open the quotation requests' }],
    `We send at most one such e-mail an hour. ${preferencesFooter('quotation_requests')}`,
  ]);
}
