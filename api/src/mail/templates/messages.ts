import type { MailMessage } from '../mailer';
import { composeMail, oneLine } from './layout';

/**
 * "You have a new message" (#17): who wrote and about what, and the link to the conversation.
 * Never the message itself or an attachment: the mail may be read where the site's login is not,
 * and a message is the other party's text.
 */
export function newMessageMail(
  to: { email: string; name: string },
  from: string,
  subjectTitle: string | null,
  link: string,
): MailMessage {
  const about = subjectTitle ? ` about "${oneLine(subjectTitle)}"` : '';
  return composeMail(to.email, `New message from ${oneLine(from)}`, [
    `Hello ${oneLine(to.name)},`,
    [`${oneLine(from)} sent you a message${about}. Read and answer it here:`, { href: link, label: 'Open the conversation' }],
    'We e-mail you at most once every 15 minutes per conversation while you are not on the site.',
  ]);
}
