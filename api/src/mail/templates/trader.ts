import type { MailMessage } from '../mailer';
import { type Locale, hello, mailText } from './i18n';
import { composeMail, oneLine } from './layout';

/** To the craftsman: an operator verified his trader details, or asked for more (the message in the operator's words). */
export function traderDecisionMail(
  to: { email: string; firstname: string; locale: Locale },
  decision: { company: string; action: 'verify' | 'request_more'; message: string | null },
): MailMessage {
  const { locale } = to;
  const facts = { company: oneLine(decision.company) };
  if (decision.action === 'verify') {
    return composeMail(
      to.email,
      mailText(locale, 'trader.verified.subject', facts),
      [hello(locale, oneLine(to.firstname)), mailText(locale, 'trader.verified.body', facts), mailText(locale, 'trader.verified.edit')],
      locale,
    );
  }
  return composeMail(
    to.email,
    mailText(locale, 'trader.moreInfo.subject', facts),
    [hello(locale, oneLine(to.firstname)), mailText(locale, 'trader.moreInfo.body', facts), decision.message ?? '', mailText(locale, 'trader.moreInfo.next')],
    locale,
  );
}
