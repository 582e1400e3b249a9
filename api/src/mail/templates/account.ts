import type { MailMessage } from '../mailer';
import { type Locale, quoted } from './i18n';
import { BRAND, type Paragraph, composeMail, oneLine } from './layout';

/**
 * The account e-mails: short plain sentences for craft customers, each with the one link
 * it is about, in the recipient's language.
 */
type To = { email: string; firstname: string; locale: Locale };
/**
 * To an address that may not have asked for the mail (a confirmation link, a reset asked for
 * anonymously, a notice to an address nobody confirmed): the first name is left out (null), since
 * whoever typed the address in also chose that name, and the mail would carry their words.
 */
type Unproven = { email: string; firstname: string | null; locale: Locale };

/** What a mail says: its subject and paragraphs (composeMail adds the signature). */
interface Content {
  subject: string;
  paragraphs: Paragraph[];
}

/** What a deletion notice is about: an order (with its service's title) or a direct offer. */
export type DeletedItem = { type: 'order'; id: number; title: string } | { type: 'offer'; id: number };

interface AccountTexts {
  confirmEmail(link: string, lifetimeDays: number, change: boolean): Content;
  passwordReset(firstname: string | null, link: string): Content;
  /** `newEmail` null: the old address was never confirmed, so it is not told what someone typed in. */
  emailChangeNotice(firstname: string | null, newEmail: string | null): Content;
  addressTaken(): Content;
  partyDeleted(firstname: string, item: DeletedItem, formerParty: 'customer' | 'craftsman'): Content;
}

const en: AccountTexts = {
  confirmEmail: (link, lifetimeDays, change) => ({
    subject: 'Please confirm your e-mail address',
    paragraphs: [
      'Hello,',
      [
        change ? `you asked to use this e-mail address for your ${BRAND} account from now on.` : `thank you for registering with ${BRAND}.`,
        'Please open this link to confirm that this e-mail address belongs to you:',
      ],
      { href: link, label: 'Confirm my e-mail address' },
      `The link works once and for ${lifetimeDays} days. If you did not ask for this, you can ignore this e-mail.`,
    ],
  }),
  passwordReset: (firstname, link) => ({
    subject: 'Set a new password',
    paragraphs: [
      firstname ? `Hello ${firstname},` : 'Hello,',
      [`someone asked to set a new password for your ${BRAND} account.`, 'Open this link to choose a new password:'],
      { href: link, label: 'Choose a new password' },
      ['The link works once and for 30 minutes. If you did not ask for a new password, ignore this e-mail:', 'your password stays as it is.'],
    ],
  }),
  emailChangeNotice: (firstname, newEmail) => ({
    subject: 'Your e-mail address is being changed',
    paragraphs: [
      firstname ? `Hello ${firstname},` : 'Hello,',
      [
        newEmail
          ? `someone asked to change the e-mail address of your ${BRAND} account to ${newEmail}.`
          : `someone asked to change the e-mail address of your ${BRAND} account.`,
        'The change takes effect once the link we sent to the new address is opened.',
      ],
      'If this was not you, please log in and change your password at once, or contact us.',
    ],
  }),
  addressTaken: () => ({
    subject: `Your e-mail address on ${BRAND}`,
    paragraphs: [
      'Hello,',
      [
        `someone asked to use this e-mail address for a ${BRAND} account.`,
        'This address already belongs to an account, so nothing was changed.',
        'If you have forgotten your password, you can set a new one on the login page.',
      ],
    ],
  }),
  partyDeleted: (firstname, item, formerParty) => {
    const what = item.type === 'order' ? `order #${item.id} for ${quoted('en', item.title)}` : `offer #${item.id}`;
    return {
      subject: `Your ${what} was cancelled`,
      paragraphs: [
        `Hello ${firstname},`,
        [
          `the ${formerParty} of your ${what} has deleted their account, so it was cancelled.`,
          'Your order history stays in your account. You can look for another offer on the marketplace.',
        ],
      ],
    };
  },
};

const de: AccountTexts = {
  confirmEmail: (link, lifetimeDays, change) => ({
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    paragraphs: [
      'Guten Tag,',
      [
        change
          ? `Sie möchten diese E-Mail-Adresse ab sofort für Ihr Konto bei ${BRAND} verwenden.`
          : `vielen Dank für Ihre Registrierung bei ${BRAND}.`,
        'Bitte öffnen Sie diesen Link, um zu bestätigen, dass diese E-Mail-Adresse Ihnen gehört:',
      ],
      { href: link, label: 'E-Mail-Adresse bestätigen' },
      `Der Link ist ${lifetimeDays} Tage lang gültig und funktioniert nur einmal. Falls Sie das nicht angefordert haben, können Sie diese E-Mail einfach ignorieren.`,
    ],
  }),
  passwordReset: (firstname, link) => ({
    subject: 'Neues Passwort festlegen',
    paragraphs: [
      firstname ? `Hallo ${firstname},` : 'Guten Tag,',
      [`für Ihr Konto bei ${BRAND} wurde ein neues Passwort angefordert.`, 'Über diesen Link können Sie ein neues Passwort wählen:'],
      { href: link, label: 'Neues Passwort wählen' },
      [
        'Der Link ist 30 Minuten lang gültig und funktioniert nur einmal. Falls Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail bitte:',
        'Ihr bisheriges Passwort bleibt dann unverändert.',
      ],
    ],
  }),
  emailChangeNotice: (firstname, newEmail) => ({
    subject: 'Ihre E-Mail-Adresse wird geändert',
    paragraphs: [
      firstname ? `Hallo ${firstname},` : 'Guten Tag,',
      [
        newEmail
          ? `für Ihr Konto bei ${BRAND} wurde beantragt, die E-Mail-Adresse in ${newEmail} zu ändern.`
          : `für Ihr Konto bei ${BRAND} wurde beantragt, die E-Mail-Adresse zu ändern.`,
        'Die Änderung wird wirksam, sobald der Link geöffnet wird, den wir an die neue Adresse geschickt haben.',
      ],
      'Falls Sie das nicht waren, melden Sie sich bitte an und ändern Sie umgehend Ihr Passwort, oder wenden Sie sich an uns.',
    ],
  }),
  addressTaken: () => ({
    subject: `Ihre E-Mail-Adresse bei ${BRAND}`,
    paragraphs: [
      'Guten Tag,',
      [
        `jemand wollte diese E-Mail-Adresse für ein Konto bei ${BRAND} verwenden.`,
        'Zu dieser Adresse gibt es bereits ein Konto, deshalb wurde nichts geändert.',
        'Falls Sie Ihr Passwort vergessen haben, können Sie auf der Anmeldeseite ein neues festlegen.',
      ],
    ],
  }),
  partyDeleted: (firstname, item, formerParty) => {
    const what = item.type === 'order' ? `Ihr Auftrag #${item.id} für ${quoted('de', item.title)}` : `Ihr Direktangebot #${item.id}`;
    const whose = formerParty === 'customer' ? 'des Kunden' : 'des Handwerkers';
    return {
      subject: `${what} wurde storniert`,
      paragraphs: [
        `Hallo ${firstname},`,
        [
          `${what} wurde storniert, weil das Konto ${whose} gelöscht wurde.`,
          'Ihr bisheriger Verlauf bleibt in Ihrem Konto erhalten. Auf dem Marktplatz finden Sie weitere Angebote.',
        ],
      ],
    };
  },
};

const TEXTS: Record<Locale, AccountTexts> = { de, en };

const mail = (to: { email: string; locale: Locale }, content: Content): MailMessage => composeMail(to.email, content.subject, content.paragraphs, to.locale);

/** To an address not yet proven: only words the product wrote, never a name the asker typed in. */
export function confirmEmailMail(to: { email: string; locale: Locale }, link: string, lifetimeDays: number, change: boolean): MailMessage {
  return mail(to, TEXTS[to.locale].confirmEmail(link, lifetimeDays, change));
}

export function passwordResetMail(to: Unproven, link: string): MailMessage {
  return mail(to, TEXTS[to.locale].passwordReset(to.firstname, link));
}

/** To the old address when someone asks to move the account to a new one; `newEmail` null for an unconfirmed old address. */
export function emailChangeNoticeMail(to: Unproven, newEmail: string | null): MailMessage {
  return mail(to, TEXTS[to.locale].emailChangeNotice(to.firstname, newEmail));
}

/** To a new address that already has an account (in its owner's language): no link, and the asker learns nothing from the answer. */
export function addressTakenMail(to: { email: string; locale: Locale }): MailMessage {
  return mail(to, TEXTS[to.locale].addressTaken());
}

/** To the other party of an order or offer that was open when its customer or craftsman deleted their account. */
export function partyDeletedMail(to: To, item: DeletedItem, formerParty: 'customer' | 'craftsman'): MailMessage {
  const named = item.type === 'order' ? { ...item, title: oneLine(item.title) } : item;
  return mail(to, TEXTS[to.locale].partyDeleted(to.firstname, named, formerParty));
}
