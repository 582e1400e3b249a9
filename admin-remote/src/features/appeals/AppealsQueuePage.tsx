import { useState } from 'react';
import { Alert, Card, PageContainer } from '@craft/shared';
import type { AppealDecision, ModerationAppeal } from '@craft/shared/moderation';
import { queryClient, useQuery } from '@craft/shared/query';
import { ConsoleNav } from '../../components/ConsoleNav';
import { Columns, Meta, QueueView, Quote, useDateTime } from '../../components/queue';
import { ReportedTarget } from '../../components/ReportedTarget';
import { consoleQueries } from '../../lib/queries';
import { useAdminTexts } from '../../texts';
import { AppealDecisionForm } from './AppealDecisionForm';

function AppealCard({ appeal, onDecided }: { appeal: ModerationAppeal; onDecided: (decision: AppealDecision) => void }) {
  const t = useAdminTexts('appeals');
  const queue = useAdminTexts('queue');
  const decisionText = useAdminTexts('decision');
  const date = useDateTime();
  const { decision } = appeal;
  const headingId = `appeal-${appeal.id}`;
  return (
    <li>
      <Card as="article" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('appeal', { id: appeal.case_id, type: queue(`types.${decision.target_type}`) })}</h2>
        <Meta>{t('filedAt', { date: date(appeal.created_at), user: appeal.user_id })}</Meta>
        <Columns>
          <div>
            <section aria-labelledby={`${headingId}-decision`}>
              <h3 id={`${headingId}-decision`}>{t('decision')}</h3>
              <Meta>{t('action', { action: decisionText(`actions.${decision.action}`) })}</Meta>
              <Meta>{t('ground', { ground: decisionText(`grounds.${decision.ground}`) })}</Meta>
              <Meta>{t('decidedBy', { id: decision.decided_by, date: decision.decided_at ? date(decision.decided_at) : '' })}</Meta>
              <h4>{t('explanation')}</h4>
              <Quote>{decision.reason}</Quote>
            </section>
            <section aria-labelledby={`${headingId}-target`}>
              <h3 id={`${headingId}-target`}>{t('target')}</h3>
              <ReportedTarget target={appeal.target} />
            </section>
            <section aria-labelledby={`${headingId}-text`}>
              <h3 id={`${headingId}-text`}>{t('text')}</h3>
              <Quote>{appeal.text}</Quote>
            </section>
          </div>
          <AppealDecisionForm appealId={appeal.id} caseId={appeal.case_id} onDecided={onDecided} />
        </Columns>
      </Card>
    </li>
  );
}

/** /operator/appeals: the open appeals, oldest first, each with the decision it contests, the appellant's words and an answer form. */
export function AppealsQueuePage() {
  const t = useAdminTexts('appeals');
  const appeals = useQuery(consoleQueries.appeals());
  const [decided, setDecided] = useState<AppealDecision | null>(null);
  const onDecided = (decision: AppealDecision) => {
    setDecided(decision);
    queryClient.setQueryData<ModerationAppeal[]>(consoleQueries.appeals().queryKey, (current) => current?.filter((item) => item.id !== decision.id));
    void queryClient.invalidateQueries({ queryKey: consoleQueries.all });
  };
  return (
    <PageContainer>
      <ConsoleNav />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {decided && <Alert tone="success">{t(decided.outcome === 'reinstate' ? 'decidedReinstate' : 'decidedUphold', { id: decided.case_id })}</Alert>}
      <QueueView query={appeals} empty={t('empty')}>
        {(appeal) => <AppealCard key={appeal.id} appeal={appeal} onDecided={onDecided} />}
      </QueueView>
    </PageContainer>
  );
}
