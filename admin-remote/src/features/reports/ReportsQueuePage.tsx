import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Card, EmptyState, PageContainer, QueryView } from '@craft/shared';
import type { ModerationCase, ModerationDecision } from '@craft/shared/moderation';
import { formatNumber, formatPrice, useLanguage } from '@craft/shared/i18n';
import { queryClient, useQuery } from '@craft/shared/query';
import { ConsoleNav } from '../../components/ConsoleNav';
import { useAdminTexts } from '../../texts';
import { DecisionForm } from './DecisionForm';
import { consoleQueries } from '../../lib/queries';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Columns = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Quote = styled.blockquote`
  margin: 0;
  padding: 8px 12px;
  border-left: 4px solid #999;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 4px 0;
  font-size: 0.875rem;
`;

/** The reported record as the marketplace shows it to its users. */
function Target({ item }: { item: ModerationCase }) {
  const t = useAdminTexts('queue');
  const target = item.target;
  if (!target) return <p>{t('gone')}</p>;
  switch (target.kind) {
    case 'service':
      return (
        <>
          <h4>{target.title}</h4>
          <Quote>{target.description}</Quote>
          <Meta>{t('price', { price: formatPrice(target.price) })}</Meta>
          <Meta>{t('seller', { id: target.seller_id })}</Meta>
        </>
      );
    case 'review':
      return (
        <>
          <Meta>{t('rating', { rating: formatNumber(target.rating) })}</Meta>
          <Quote>{target.text}</Quote>
          <Meta>{t('author', { id: target.buyer_id })}</Meta>
        </>
      );
    case 'message':
      return (
        <>
          <Quote>{target.text}</Quote>
          <Meta>{t('author', { id: target.sender_id })}</Meta>
        </>
      );
    case 'user':
      return (
        <>
          <h4>
            {target.firstname} {target.lastname}
          </h4>
          <Meta>{t('role', { role: target.role })}</Meta>
          {target.company_name && <Meta>{t('company', { name: target.company_name })}</Meta>}
        </>
      );
  }
}

function CaseCard({ item, onDecided }: { item: ModerationCase; onDecided: (decision: ModerationDecision) => void }) {
  const t = useAdminTexts('queue');
  const language = useLanguage();
  const date = (iso: string) => new Date(iso).toLocaleString(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  const headingId = `case-${item.id}`;
  return (
    <li>
      <Card as="article" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('case', { id: item.id, type: t(`types.${item.target_type}`) })}</h2>
        <Meta>{t('reportedAt', { date: date(item.created_at) })}</Meta>
        <Columns>
          <section aria-label={t('target')}>
            <h3>{t('target')}</h3>
            <Target item={item} />
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
      <QueryView query={cases}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState title={t('empty')} />
          ) : (
            <List>
              {items.map((item) => (
                <CaseCard key={item.id} item={item} onDecided={onDecided} />
              ))}
            </List>
          )
        }
      </QueryView>
    </PageContainer>
  );
}
