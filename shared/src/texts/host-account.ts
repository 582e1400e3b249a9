/**
 * Texts of the host's account pages (#13): forgot password, set a new password, confirm the
 * e-mail address, and the banner asking an unconfirmed user to confirm. Imported from
 * '@craft/shared/texts/host-account' by the host's lazily loaded account chunks only, like
 * buyerTexts and sellerTexts: hostTexts ships in the shared singleton on the landing page,
 * whose script budget (150 KB compressed) these pages must not grow.
 */
export const hostAccountTexts = {
  forgot: {
    title: 'Forgot your password?',
    intro: 'Enter the e-mail address of your account. We send you a link to set a new password.',
    email: 'Email',
    submit: 'Send link',
    submitting: 'Sending...',
    /** The same answer whether the address has an account or not (#13). */
    sent: "If an account exists for that address, we've sent a link to set a new password. The link is valid for 30 minutes. Please also check your spam folder.",
    failed: 'The request could not be sent. Please check your connection and try again.',
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again later.',
    backToLogin: 'Back to login',
  },

  reset: {
    title: 'Set a new password',
    intro: 'Choose a new password for your account. Every device signed in with the old password is signed out.',
    password: 'New password',
    repeat: 'Repeat new password',
    passwordHint: 'At least 8 characters and not easy to guess: no common password, not your name or e-mail address',
    mismatch: 'The two passwords do not match.',
    submit: 'Save new password',
    submitting: 'Saving...',
    done: 'Your new password is saved. You can now log in with it.',
    login: 'Go to login',
    invalidLink: 'This link is not valid: it was already used, it has expired (after 30 minutes) or it is incomplete.',
    requestNew: 'Request a new link',
    failed: 'The new password could not be saved. Please check your connection and try again.',
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again later.',
  },

  confirm: {
    title: 'Confirm your e-mail address',
    pending: 'Confirming your e-mail address...',
    done: 'Thank you! Your e-mail address is confirmed.',
    toStart: 'Go to your start page',
    login: 'Go to login',
    invalidLink:
      'This confirmation link is not valid: it was already used, it has expired or it is incomplete. Log in and send yourself a new link with the button at the top of the page.',
    failed: 'Your e-mail address could not be confirmed right now. Please check your connection and try again.',
    retry: 'Try again',
  },

  banner: {
    label: 'E-mail confirmation',
    text: (email: string) =>
      `Please confirm your e-mail address ${email}: open the link in the mail we sent you. Some actions wait until it is confirmed.`,
    resend: 'Send the link again',
    resending: 'Sending...',
    resent: 'We have sent you a new confirmation link.',
    tooMany: 'A link was sent a moment ago. Please wait a few minutes before asking for another one.',
    failed: 'The link could not be sent. Please check your connection and try again.',
  },
} as const;
