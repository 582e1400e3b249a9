import type { ReportTargetType } from '../../db/types';
import type { MailMessage } from '../mailer';
import { type Locale, formatDate, hello, mailText } from './i18n';
import { composeMail, oneLine } from './layout';

/** The confirmation of a report, so the reporter knows it arrived, under which number, and what happens next. */
export function reportReceivedMail(to: { email: string; firstname: string | null; locale: Locale }, report: { reportId: number; targetType: ReportTargetType }): MailMessage {
  const { locale } = to;
  return composeMail(
    to.email,
    mailText(locale, 'moderation.reportReceived.subject', { id: report.reportId }),
    [hello(locale, to.firstname), mailText(locale, 'moderation.reportReceived.body', { id: report.reportId, target: report.targetType }), mailText(locale, 'moderation.reportReceived.next')],
    locale,
  );
}

/** What was decided, as the mails name it (the catalogues' `moderation.decision.action.*`). */
export type DecisionAction = 'remove' | 'suspend';
export type DecisionGround = 'illegal' | 'terms';

/**
 * The statement of reasons (EU DSA Art. 17) to the user whose content or account a decision
 * restricts: the case, what was decided, on which ground, the operator's reasons (facts and the
 * law or terms clause) in the operator's words, and how to contest it.
 */
export function decisionMail(
  to: { email: string; firstname: string; locale: Locale },
  decision: { caseId: number; targetType: ReportTargetType; action: DecisionAction; ground: DecisionGround; statement: string; decidedAt: string },
  appealLink?: string,
): MailMessage {
  const { locale } = to;
  const facts = { id: decision.caseId, target: decision.targetType, action: decision.action };
  return composeMail(
    to.email,
    mailText(locale, 'moderation.decision.subject', facts),
    [
      hello(locale, oneLine(to.firstname)),
      mailText(locale, 'moderation.decision.body', facts),
      [
        mailText(locale, 'moderation.decision.ground', { ground: decision.ground }),
        mailText(locale, 'moderation.decision.date', { date: formatDate(locale, decision.decidedAt) }),
      ],
      mailText(locale, 'moderation.decision.reasonsHeading'),
      decision.statement,
      mailText(locale, 'moderation.decision.automated'),
      mailText(locale, 'moderation.decision.redress'),
      ...(appealLink ? [[mailText(locale, 'moderation.decision.appeal'), { href: appealLink, label: mailText(locale, 'moderation.decision.appealButton') }]] : []),
    ],
    locale,
  );
}

/** The confirmation of an appeal, so the appellant knows it arrived, under which case number, and who decides next. */
export function appealReceivedMail(to: { email: string; firstname: string; locale: Locale }, appeal: { caseId: number }): MailMessage {
  const { locale } = to;
  return composeMail(
    to.email,
    mailText(locale, 'moderation.appealReceived.subject', { id: appeal.caseId }),
    [hello(locale, oneLine(to.firstname)), mailText(locale, 'moderation.appealReceived.body', { id: appeal.caseId }), mailText(locale, 'moderation.appealReceived.next')],
    locale,
  );
}

/**
 * The answer to an appeal: whether the decision stands or was reversed (and what is back), the
 * second operator's reasons, and where to turn next.
 */
export function appealDecidedMail(
  to: { email: string; firstname: string; locale: Locale },
  appeal: { caseId: number; outcome: 'uphold' | 'reinstate'; suspension: boolean; reason: string },
): MailMessage {
  const { locale } = to;
  const facts = { id: appeal.caseId, outcome: appeal.outcome, target: appeal.suspension ? 'user' : 'content' };
  return composeMail(
    to.email,
    mailText(locale, 'moderation.appealDecided.subject', facts),
    [
      hello(locale, oneLine(to.firstname)),
      mailText(locale, 'moderation.appealDecided.body', facts),
      mailText(locale, 'moderation.appealDecided.reasonsHeading'),
      appeal.reason,
      mailText(locale, 'moderation.appealDecided.redress'),
    ],
    locale,
  );
}

/** To a reporter: the case of the report was decided, and how; nothing about the other side, whose data is not the reporter's. */
export function reportDecidedMail(to: { email: string; firstname: string | null; locale: Locale }, report: { reportId: number; targetType: ReportTargetType; action: DecisionAction | 'keep' }): MailMessage {
  const { locale } = to;
  const facts = { id: report.reportId, target: report.targetType, action: report.action };
  return composeMail(
    to.email,
    mailText(locale, 'moderation.reportDecided.subject', facts),
    [hello(locale, to.firstname), mailText(locale, 'moderation.reportDecided.body', facts), mailText(locale, 'moderation.reportDecided.closing')],
    locale,
  );
}
