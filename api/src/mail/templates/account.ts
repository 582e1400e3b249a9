import type { MailMessage } from '../mailer';
import { type Locale, hello, mailText, quoted } from './i18n';
import { type Paragraph, composeMail, oneLine } from './layout';

/**
 * The account e-mails: short plain sentences for craft customers, each with the one link
 * it is about, in the recipient's language (words: `account` in mail/locales).
 */
type To = { email: string; firstname: string; locale: Locale };
/**
 * To an address that may not have asked for the mail (a confirmation link, a reset asked for
 * anonymously, a notice to an address nobody confirmed): the first name is left out (null), since
 * whoever typed the address in also chose that name, and the mail would carry their words.
 */
type Unproven = { email: string; firstname: string | null; locale: Locale };

/** What a deletion notice is about: an order (with its service's title) or a direct offer. */
export type DeletedItem = { type: 'order'; id: number; title: string } | { type: 'offer'; id: number };

const mail = (to: { email: string; locale: Locale }, subject: string, paragraphs: Paragraph[]): MailMessage => composeMail(to.email, subject, paragraphs, to.locale);

/** To an address not yet proven: only words the product wrote, never a name the asker typed in. */
export function confirmEmailMail(to: { email: string; locale: Locale }, link: string, lifetimeDays: number, change: boolean): MailMessage {
  const { locale } = to;
  return mail(to, mailText(locale, 'account.confirmEmail.subject'), [
    hello(locale, null),
    mailText(locale, 'account.confirmEmail.intro', { change }),
    { href: link, label: mailText(locale, 'account.confirmEmail.button') },
    mailText(locale, 'account.confirmEmail.validity', { days: lifetimeDays }),
  ]);
}

export function passwordResetMail(to: Unproven, link: string): MailMessage {
  const { locale } = to;
  return mail(to, mailText(locale, 'account.passwordReset.subject'), [
    hello(locale, to.firstname),
    mailText(locale, 'account.passwordReset.intro'),
    { href: link, label: mailText(locale, 'account.passwordReset.button') },
    mailText(locale, 'account.passwordReset.validity'),
  ]);
}

/** To the old address when someone asks to move the account to a new one; `newEmail` null for an unconfirmed old address, which is not told what someone typed in. */
export function emailChangeNoticeMail(to: Unproven, newEmail: string | null): MailMessage {
  const { locale } = to;
  return mail(to, mailText(locale, 'account.emailChangeNotice.subject'), [
    hello(locale, to.firstname),
    mailText(locale, 'account.emailChangeNotice.intro', { withAddress: Boolean(newEmail), newEmail: newEmail ?? '' }),
    mailText(locale, 'account.emailChangeNotice.notYou'),
  ]);
}

/** To a new address that already has an account (in its owner's language): no link, and the asker learns nothing from the answer. */
export function addressTakenMail(to: { email: string; locale: Locale }): MailMessage {
  const { locale } = to;
  return mail(to, mailText(locale, 'account.addressTaken.subject'), [hello(locale, null), mailText(locale, 'account.addressTaken.body')]);
}

/** To the other party of an order or offer that was open when its customer or craftsman deleted their account. */
export function partyDeletedMail(to: To, item: DeletedItem, formerParty: 'customer' | 'craftsman'): MailMessage {
  const { locale } = to;
  const values = { type: item.type, id: item.id, title: item.type === 'order' ? quoted(locale, oneLine(item.title)) : '', party: formerParty };
  return mail(to, mailText(locale, 'account.partyDeleted.subject', values), [hello(locale, to.firstname), mailText(locale, 'account.partyDeleted.body', values)]);
}
