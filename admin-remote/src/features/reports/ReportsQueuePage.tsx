import { useState } from 'react';
import { Alert, Card, PageContainer } from '@craft/shared';
import type { ModerationCase, ModerationDecision } from '@craft/shared/moderation';
import { queryClient, useQuery } from '@craft/shared/query';
import { ConsoleNav } from '../../components/ConsoleNav';
import { Columns, Meta, QueueView, Quote, useDateTime } from '../../components/queue';
import { ReportedTarget } from '../../components/ReportedTarget';
import { useAdminTexts } from '../../texts';
import { DecisionForm } from './DecisionForm';
import { consoleQueries } from '../../lib/queries';

function CaseCard({ item, onDecided }: { item: ModerationCase; onDecided: (decision: ModerationDecision) => void }) {
  const t = useAdminTexts('queue');
  const date = useDateTime();
  const headingId = `case-${item.id}`;
  return (
    <li>
      <Card as="article" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('case', { id: item.id, type: t(`types.${item.target_type}`) })}</h2>
        <Meta>{t('reportedAt', { date: date(item.created_at) })}</Meta>
        <Columns>
          <section aria-label={t('target')}>
            <h3>{t('target')}</h3>
            <ReportedTarget target={item.target} />
            <h3>{t('reports', { count: item.reports.length })}</h3>
            <ul>
              {item.reports.map((report) => (
                <li key={report.id}>
                  <strong>{t(`reasons.${report.reason}`)}</strong> ({date(report.created_at)})
                  <Quote>{report.text}</Quote>
                  <Meta>{report.reporter_id === null ? t('visitor') : t('reporter', { id: report.reporter_id })}</Meta>
                </li>
              ))}
            </ul>
          </section>
          <DecisionForm caseId={item.id} onDecided={onDecided} />
        </Columns>
      </Card>
    </li>
  );
}

/** /operator/reports: the open cases, oldest first, each with the target as users see it and a decision form. */
export function ReportsQueuePage() {
  const t = useAdminTexts('queue');
  const decisionText = useAdminTexts('decision');
  const cases = useQuery(consoleQueries.cases());
  const [decided, setDecided] = useState<number | null>(null);
  const onDecided = (decision: ModerationDecision) => {
    setDecided(decision.case_id);
    queryClient.setQueryData<ModerationCase[]>(consoleQueries.cases().queryKey, (current) => current?.filter((item) => item.id !== decision.case_id));
    void queryClient.invalidateQueries({ queryKey: consoleQueries.all });
  };
  return (
    <PageContainer>
      <ConsoleNav />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {decided !== null && (
        <Alert tone="success">
          {decisionText('decided', { id: decided })}
        </Alert>
      )}
      <QueueView query={cases} empty={t('empty')}>
        {(item) => <CaseCard key={item.id} item={item} onDecided={onDecided} />}
      </QueueView>
    </PageContainer>
  );
}
