import type { MailMessage } from '../mailer';
import { BRAND, composeMail, oneLine } from './layout';

/** The requester's confirmation (SPEC §2: 'The Cheapest Offer will be sent', 'Check your email!'), to a confirmed address. */
export function quotationReceivedMail(to: { email: string; firstname: string }, quotationId: number): MailMessage {
  return composeMail(to.email, `We received your request (#${quotationId})`, [
    `Hello ${oneLine(to.firstname)},`,
    [`your request #${quotationId} was received. Craftsmen will now make their offers,`, 'and the cheapest offer will be sent to you by e-mail.'],
  ]);
}

/**
 * To an address nobody has confirmed: only this fixed text and the link, nothing the sender typed
 * (not even the name), so the form cannot relay a message from our domain (#14 finding 6).
 */
export function confirmQuotationAddressMail(email: string, quotationId: number, link: string): MailMessage {
  return composeMail(email, `Please confirm your request (#${quotationId})`, [
    'Hello,',
    [
      `a request for offers from craftsmen (#${quotationId}) was sent to ${BRAND} with this e-mail address.`,
      'If it was you, please open this link to confirm the address; offers are sent to you only after that:',
    ],
    { href: link, label: 'Confirm my request' },
    'If it was not you, ignore this mail: nothing more will be sent to you.',
  ]);
}
