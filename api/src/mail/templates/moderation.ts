import type { ReportTargetType } from '../../db/types';
import type { MailMessage } from '../mailer';
import { type Locale, hello, mailText } from './i18n';
import { composeMail } from './layout';

/** The confirmation of a report (DSA Art. 16(4)): it arrived, under which number, and what happens next. */
export function reportReceivedMail(to: { email: string; firstname: string | null; locale: Locale }, report: { reportId: number; targetType: ReportTargetType }): MailMessage {
  const { locale } = to;
  return composeMail(
    to.email,
    mailText(locale, 'moderation.reportReceived.subject', { id: report.reportId }),
    [hello(locale, to.firstname), mailText(locale, 'moderation.reportReceived.body', { id: report.reportId, target: report.targetType }), mailText(locale, 'moderation.reportReceived.next')],
    locale,
  );
}
