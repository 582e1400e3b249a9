import { Fragment, useState } from 'react';
import styled from 'styled-components';
import { Alert, Card, PageContainer, Select } from '@craft/shared';
import type { TraderQueueStatus, TraderReview } from '@craft/shared/moderation';
import { queryClient, useQuery } from '@craft/shared/query';
import { ConsoleNav } from '../../components/ConsoleNav';
import { Columns, QueueView, useDateTime } from '../../components/queue';
import { consoleQueries } from '../../lib/queries';
import { useAdminTexts } from '../../texts';
import { TraderDecisionForm } from './TraderDecisionForm';

const STATUSES: readonly TraderQueueStatus[] = ['submitted', 'more_info_requested', 'verified'];

/** Label beside value from a tablet up, stacked on a phone. */
const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px 16px;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 8px;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  @media (min-width: 600px) {
    grid-template-columns: max-content minmax(0, 1fr);
    dd {
      margin: 0;
    }
  }
`;

const Filter = styled.div`
  max-width: 320px;
`;

function TraderCard({ review, onDecided }: { review: TraderReview; onDecided: (review: TraderReview) => void }) {
  const t = useAdminTexts('traders');
  const date = useDateTime();
  const { details } = review;
  const headingId = `trader-${review.seller_id}`;
  const facts: Array<[string, string]> = [
    [t('legalName'), details.legal_name],
    [t('legalForm'), details.legal_form],
    [t('address'), `${details.street}\n${details.postcode} ${details.city}`],
    [t('phone'), details.phone],
    [t('email'), details.email],
    [t('register'), t(`registerTypes.${details.register_type}`)],
    [t('registerNumber'), details.register_number],
    ...(details.register_court ? ([[t('registerCourt'), details.register_court]] as Array<[string, string]>) : []),
    [t('vatId'), details.vat_id || t('none')],
    // The API takes the details only with the self-certification given, so every listed entry has it.
    [t('selfCertification'), t('selfCertified')],
    [t('submitted'), review.submitted_at ? date(review.submitted_at) : t('none')],
    ...(review.verified_at ? ([[t('verified'), date(review.verified_at)]] as Array<[string, string]>) : []),
    ...(review.message ? ([[t('message'), review.message]] as Array<[string, string]>) : []),
  ];
  return (
    <li>
      <Card as="article" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('trader', { name: review.display_name, id: review.seller_id })}</h2>
        <Columns>
          <section aria-label={t('details')}>
            <h3>{t('details')}</h3>
            <Details>
              {facts.map(([label, value]) => (
                <Fragment key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </Details>
          </section>
          {review.status === 'submitted' ? <TraderDecisionForm review={review} onDecided={onDecided} /> : <p>{t(`statuses.${review.status}`)}</p>}
        </Columns>
      </Card>
    </li>
  );
}

/**
 * /operator/traders: the craftsmen's trader details (EU DSA Art. 30) by status, submitted ones by
 * default, oldest first, each as entered and with a decision: verify, or ask for more.
 */
export function TradersQueuePage() {
  const t = useAdminTexts('traders');
  const [status, setStatus] = useState<TraderQueueStatus>('submitted');
  const traders = useQuery(consoleQueries.traders(status));
  const [decided, setDecided] = useState<TraderReview | null>(null);
  const onDecided = (review: TraderReview) => {
    setDecided(review);
    queryClient.setQueryData<TraderReview[]>(consoleQueries.traders('submitted').queryKey, (current) => current?.filter((item) => item.seller_id !== review.seller_id));
    void queryClient.invalidateQueries({ queryKey: consoleQueries.all });
  };
  return (
    <PageContainer>
      <ConsoleNav />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <Filter>
        <Select
          label={t('filter')}
          value={status}
          onChange={(event) => setStatus(event.target.value as TraderQueueStatus)}
          options={STATUSES.map((value) => ({ value, label: t(`filters.${value}`) }))}
        />
      </Filter>
      {decided && (
        <Alert tone="success">
          {t(decided.status === 'verified' ? 'decidedVerified' : 'decidedMore', { name: decided.details.legal_name })}
        </Alert>
      )}
      <QueueView query={traders} empty={t(`empty.${status}`)}>
        {(review) => <TraderCard key={review.seller_id} review={review} onDecided={onDecided} />}
      </QueueView>
    </PageContainer>
  );
}
