import type { MailMessage } from '../mailer';
import { composeMail } from './layout';

/** The craftsman's decision on an order or a direct offer, to the buyer. */
export function decisionMail(to: { email: string; firstname: string }, what: string, decision: 'accepted' | 'rejected'): MailMessage {
  return composeMail(to.email, `Your ${what} was ${decision}`, [
    `Hello ${to.firstname},`,
    decision === 'accepted'
      ? `good news: your ${what} was accepted. The craftsman will contact you about the next steps.`
      : `your ${what} was rejected by the craftsman. You can look for another offer on the marketplace.`,
  ]);
}
