import type { MailMessage } from '../../mail/mailer';

/** The requester's confirmation (SPEC §2: 'The Cheapest Offer will be sent', 'Check your email!'). */
export function quotationReceivedMail(to: { email: string; firstname: string }, quotationId: number): MailMessage {
  return {
    to: to.email,
    subject: `We received your request (#${quotationId})`,
    text: [
      `Hello ${to.firstname},`,
      '',
      `your request #${quotationId} was received. Craftsmen will now make their offers,`,
      'and the cheapest offer will be sent to you by e-mail.',
      '',
      'Craft Marketplace',
    ].join('\n'),
  };
}
