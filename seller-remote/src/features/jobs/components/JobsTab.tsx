import { useCallback, type ReactElement } from 'react';
import styled from 'styled-components';
import { Alert, ButtonLink, ButtonRow, directOfferQueries, orderQueries, Price, quotationQueries, reportError, Section, useCategoryLabel, type AnsweredQuotation } from '@craft/shared';
import { links } from '../../../config/paths';
import { ContactFacts } from '../../../components/ContactFacts';
import { CardItem, CardList } from '../../../components/lists';
import { Empty, Failed, Pending } from '../../../components/status';
import { preview } from '../../../lib/format';
import { formatLongDate } from '@craft/shared/i18n';
import { queryClient, useQuery } from '@craft/shared/query';
import { fromDirectOffer, fromOrder, stageOf, type BuyerOffer, type JobStage } from '../hooks/buyer-offer';
import { useJobSteps } from '../hooks/use-job-steps';
import { JobActions } from './JobActions';
import { useSellerTexts } from '../../../texts';

const Row = styled(CardItem)`
  h4 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** One row of a stage: an order or direct offer, or a quotation request the craftsman answered. */
type Job = { kind: 'offer'; offer: BuyerOffer } | { kind: 'quotation'; quotation: AnsweredQuotation };

interface Received {
  offers: BuyerOffer[];
  /** Null when the answered requests failed to load: the rest still shows, with a word about it. */
  quotations: AnsweredQuotation[] | null;
}

const receivedKey = [...orderQueries.all, 'jobs-tab'] as const;

async function loadReceived(): Promise<Received> {
  const [orders, offers, quotations] = await Promise.all([
    queryClient.fetchQuery(orderQueries.received()),
    queryClient.fetchQuery(directOfferQueries.received()),
    queryClient.fetchQuery(quotationQueries.answered()).catch((error: unknown) => {
      reportError(error, { action: 'Loading the answered quotation requests', app: 'seller' });
      return null;
    }),
  ]);
  return { offers: [...orders.map(fromOrder), ...offers.map(fromDirectOffer)], quotations };
}

function quotationStage(quotation: AnsweredQuotation): JobStage {
  if (quotation.outcome === 'won') return 'won';
  return quotation.outcome === 'waiting' ? 'active' : 'done';
}

const createdAt = (job: Job) => (job.kind === 'offer' ? job.offer.createdAt : job.quotation.created_at);

/** Every job by stage, newest first within each. */
function byStage({ offers, quotations }: Received): Record<JobStage, Job[]> {
  const stages: Record<JobStage, Job[]> = { incoming: [], active: [], won: [], done: [] };
  for (const offer of offers) stages[stageOf(offer)].push({ kind: 'offer', offer });
  for (const quotation of quotations ?? []) stages[quotationStage(quotation)].push({ kind: 'quotation', quotation });
  for (const jobs of Object.values(stages)) jobs.sort((a, b) => createdAt(b).localeCompare(createdAt(a)));
  return stages;
}

function QuotationRow({ quotation }: { quotation: AnsweredQuotation }) {
  const jt = useSellerTexts('jobs');
  const categoryLabel = useCategoryLabel();
  const titleId = `job-quotation-${quotation.id}`;
  return (
    <Row aria-labelledby={titleId}>
      <h4 id={titleId}>{quotation.category_name
          ? jt('quotationTitleWithCategory', { id: String(quotation.id), category: categoryLabel(quotation.category_name) })
          : jt('quotationTitle', { id: String(quotation.id) })}</h4>
      <p>
        {formatLongDate(quotation.created_at)} · {jt('yourQuote')}: <Price amount={quotation.answer.price} /> · {jt(`outcome.${quotation.outcome}`)}
      </p>
      {quotation.description && <p>{preview(quotation.description, 120)}</p>}
      {quotation.requester && (
        <section aria-labelledby={`${titleId}-contact`}>
          <h5 id={`${titleId}-contact`}>{jt('contactTitle')}</h5>
          <p>{jt('contactHint')}</p>
          <ContactFacts contact={quotation.requester} />
        </section>
      )}
      {quotation.outcome === 'waiting' && (
        <ButtonLink to={links.sellerDashboardTab('quotations')} variant="ghost" size="sm">
          {jt('changeQuote')}
        </ButtonLink>
      )}
    </Row>
  );
}

/**
 * The dashboard's Buyer Offer tab, the craftsman's "Jobs": orders, direct offers and the
 * quotation requests they answered, as incoming / active / won / done, each with the steps it
 * allows now. A won request stays here with the customer's contact.
 */
export function JobsTab() {
  const t = useSellerTexts('offers');
  const jt = useSellerTexts('jobs');
  const received = useQuery({ queryKey: receivedKey, queryFn: loadReceived });
  // From the cached lists as they are when the decision answers: another may have answered meanwhile.
  const replace = useCallback(
    (updated: BuyerOffer) =>
      queryClient.setQueryData<Received>(receivedKey, (current) =>
        current && { ...current, offers: current.offers.map((o) => (o.kind === updated.kind && o.id === updated.id ? updated : o)) },
      ),
    [],
  );
  const { run, feedback, isBusy } = useJobSteps(replace);

  if (received.status === 'pending') return <Pending />;
  if (received.status === 'error') return <Failed onRetry={() => void received.refetch()} />;

  const from = (offer: BuyerOffer) => (offer.buyerName ? t('from', { name: offer.buyerName }) : t('fromUnknown'));
  const offerRow = (offer: BuyerOffer) => {
    const titleId = `offer-${offer.kind}-${offer.id}`;
    return (
      <Row key={titleId} aria-labelledby={titleId}>
        <h4 id={titleId}>{offer.serviceTitle ?? from(offer)}</h4>
        <p>
          {offer.serviceTitle && `${from(offer)} · `}
          {formatLongDate(offer.createdAt)} · {t('status', { status: offer.status })}
          {offer.paymentStatus && offer.status !== 'pending' && offer.status !== 'rejected' && offer.status !== 'cancelled' && ` · ${t(`paymentStatus.${offer.paymentStatus}`)}`}
          {offer.amount !== null && (
            <>
              {' · '}
              <Price amount={offer.amount} />
            </>
          )}
        </p>
        {offer.description && <p>{preview(offer.description, 120)}</p>}
        <ButtonRow>
          <JobActions offer={offer} busy={isBusy(offer)} run={run} />
          <ButtonLink to={links.sellerBuyerOffer(offer.kind, offer.id)} variant="ghost" size="sm">
            {t('viewDetail')}
          </ButtonLink>
        </ButtonRow>
      </Row>
    );
  };
  const row = (job: Job): ReactElement =>
    job.kind === 'offer' ? offerRow(job.offer) : <QuotationRow key={`quotation-${job.quotation.id}`} quotation={job.quotation} />;

  const stages = byStage(received.data);
  return (
    <div>
      <h2>{jt('title')}</h2>
      <p>{jt('intro')}</p>
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
      {received.data.quotations === null && <Alert tone="error">{jt('quotationsFailed')}</Alert>}
      {(Object.keys(stages) as JobStage[]).map((stage) => (
        <Section key={stage} aria-labelledby={`jobs-${stage}`}>
          <h3 id={`jobs-${stage}`}>{jt(`stages.${stage}.heading`)}</h3>
          {stages[stage].length === 0 ? <Empty>{jt(`stages.${stage}.empty`)}</Empty> : <CardList>{stages[stage].map(row)}</CardList>}
        </Section>
      ))}
    </div>
  );
}
