import type { MailMessage } from '../mailer';
import { type Locale, hello, mailText, quoted } from './i18n';
import { composeMail, oneLine } from './layout';

/**
 * "You have a new message": who wrote and about what, and the link to the conversation, in
 * the recipient's language. Never the message itself or an attachment: the mail may be read
 * where the site's login is not, and a message is the other party's text.
 */
export function newMessageMail(
  to: { email: string; name: string; locale: Locale },
  from: string,
  subjectTitle: string | null,
  link: string,
): MailMessage {
  const { locale } = to;
  const sender = oneLine(from);
  const about = subjectTitle ? oneLine(subjectTitle) : '';
  return composeMail(
    to.email,
    mailText(locale, 'newMessage.subject', { from: sender }),
    [
      hello(locale, oneLine(to.name)),
      [
        mailText(locale, 'newMessage.body', { from: sender, withSubject: about !== '', about: about && quoted(locale, about) }),
        { href: link, label: mailText(locale, 'newMessage.button') },
      ],
      mailText(locale, 'newMessage.frequency'),
    ],
    locale,
  );
}
