import type { MailMessage } from '../../mail/mailer';

/** A name as one line: a line break in a form field must not become a line of our mail (#14 finding 6). */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The requester's confirmation (SPEC §2: 'The Cheapest Offer will be sent', 'Check your email!'), to a confirmed address. */
export function quotationReceivedMail(to: { email: string; firstname: string }, quotationId: number): MailMessage {
  return {
    to: to.email,
    subject: `We received your request (#${quotationId})`,
    text: [
      `Hello ${oneLine(to.firstname)},`,
      '',
      `your request #${quotationId} was received. Craftsmen will now make their offers,`,
      'and the cheapest offer will be sent to you by e-mail.',
      '',
      'Craft Marketplace',
    ].join('\n'),
  };
}

/**
 * To an address nobody has confirmed: only this fixed text and the link, nothing the sender typed
 * (not even the name), so the form cannot relay a message from our domain (#14 finding 6).
 */
export function confirmQuotationAddressMail(email: string, quotationId: number, link: string): MailMessage {
  return {
    to: email,
    subject: `Please confirm your request (#${quotationId})`,
    text: [
      'Hello,',
      '',
      `a request for offers from craftsmen (#${quotationId}) was sent to Craft Marketplace with this e-mail address.`,
      'If it was you, please open this link to confirm the address; offers are sent to you only after that:',
      '',
      link,
      '',
      'If it was not you, ignore this mail: nothing more will be sent to you.',
      '',
      'Craft Marketplace',
    ].join('\n'),
  };
}
