import type { MailMessage } from '../mailer';
import { type Locale, quoted } from './i18n';
import { type Paragraph, composeMail, oneLine } from './layout';

/** The sender's name and the conversation's subject title, one line each. */
type Facts = { name: string; from: string; about: string | null; link: string };

const TEXTS: Record<Locale, (facts: Facts) => { subject: string; paragraphs: Paragraph[] }> = {
  en: ({ name, from, about, link }) => ({
    subject: `New message from ${from}`,
    paragraphs: [
      `Hello ${name},`,
      [`${from} sent you a message${about ? ` about ${quoted('en', about)}` : ''}. Read and answer it here:`, { href: link, label: 'Open the conversation' }],
      'We e-mail you at most once every 15 minutes per conversation while you are not on the site.',
    ],
  }),
  de: ({ name, from, about, link }) => ({
    subject: `Neue Nachricht von ${from}`,
    paragraphs: [
      `Hallo ${name},`,
      [`${from} hat Ihnen eine Nachricht${about ? ` zu ${quoted('de', about)}` : ''} geschickt. Hier können Sie sie lesen und beantworten:`, { href: link, label: 'Unterhaltung öffnen' }],
      'Solange Sie nicht auf der Website sind, benachrichtigen wir Sie pro Unterhaltung höchstens alle 15 Minuten per E-Mail.',
    ],
  }),
};

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
  const { subject, paragraphs } = TEXTS[to.locale]({ name: oneLine(to.name), from: oneLine(from), about: subjectTitle ? oneLine(subjectTitle) : null, link });
  return composeMail(to.email, subject, paragraphs, to.locale);
}
