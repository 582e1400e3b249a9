import type { MailMessage } from '../mailer';
import { BRAND, composeMail } from './layout';

/**
 * The account e-mails (#13): short plain sentences for craft customers, each with the one link
 * it is about. English for now; the German texts come with the German issue.
 */
type To = { email: string; firstname: string };

export function confirmEmailMail(to: To, link: string, lifetime: string, change: boolean): MailMessage {
  return composeMail(to.email, 'Please confirm your e-mail address', [
    `Hello ${to.firstname},`,
    [
      change ? `you asked to use this e-mail address for your ${BRAND} account from now on.` : `thank you for registering with ${BRAND}.`,
      'Please open this link to confirm that this e-mail address belongs to you:',
    ],
    { href: link, label: 'Confirm my e-mail address' },
    `The link works once and for ${lifetime}. If you did not ask for this, you can ignore this e-mail.`,
  ]);
}

export function passwordResetMail(to: To, link: string): MailMessage {
  return composeMail(to.email, 'Set a new password', [
    `Hello ${to.firstname},`,
    [`someone asked to set a new password for your ${BRAND} account.`, 'Open this link to choose a new password:'],
    { href: link, label: 'Choose a new password' },
    ['The link works once and for 30 minutes. If you did not ask for a new password, ignore this e-mail:', 'your password stays as it is.'],
  ]);
}

/** To the old address when someone asks to move the account to a new one. */
export function emailChangeNoticeMail(to: To, newEmail: string): MailMessage {
  return composeMail(to.email, 'Your e-mail address is being changed', [
    `Hello ${to.firstname},`,
    [
      `someone asked to change the e-mail address of your ${BRAND} account to ${newEmail}.`,
      'The change takes effect once the link we sent to the new address is opened.',
    ],
    'If this was not you, please log in and change your password at once, or contact us.',
  ]);
}

/** To a new address that already has an account: no link, and the asker learns nothing from the answer. */
export function addressTakenMail(to: string): MailMessage {
  return composeMail(to, `Your e-mail address on ${BRAND}`, [
    'Hello,',
    [
      `someone asked to use this e-mail address for a ${BRAND} account.`,
      'This address already belongs to an account, so nothing was changed.',
      'If you have forgotten your password, you can set a new one on the login page.',
    ],
  ]);
}

/** To the other party of an order or offer that was open when its customer or craftsman deleted their account. */
export function partyDeletedMail(to: To, what: string, formerParty: string): MailMessage {
  return composeMail(to.email, `Your ${what} was cancelled`, [
    `Hello ${to.firstname},`,
    [
      `the ${formerParty.toLowerCase()} of your ${what} has deleted their account, so it was cancelled.`,
      'Your order history stays in your account. You can look for another offer on the marketplace.',
    ],
  ]);
}
