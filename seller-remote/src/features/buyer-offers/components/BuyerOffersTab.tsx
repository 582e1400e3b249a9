import { useCallback, type ReactElement } from 'react';
import styled from 'styled-components';
import { Alert, ButtonLink, ButtonRow, directOfferQueries, orderQueries, Price, Section } from '@craft/shared';
import { links } from '../../../config/paths';
import { CardItem, CardList } from '../../../components/lists';
import { Empty, Failed, Pending } from '../../../components/status';
import { longDate, preview } from '../../../lib/format';
import { queryClient, useQuery } from '@craft/shared/query';
import { fromDirectOffer, fromOrder, type BuyerOffer } from '../hooks/buyer-offer';
import { useJobSteps } from '../hooks/use-job-steps';
import { JobActions } from './JobActions';
import { sellerTexts } from '@craft/shared/texts/seller';

const t = sellerTexts.offers;

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

interface Received {
  orders: BuyerOffer[];
  offers: BuyerOffer[];
}

const receivedKey = [...orderQueries.all, 'buyer-offers-tab'] as const;

async function loadReceived(): Promise<Received> {
  const [orders, offers] = await Promise.all([queryClient.fetchQuery(orderQueries.received()), queryClient.fetchQuery(directOfferQueries.received())]);
  return { orders: orders.map(fromOrder), offers: offers.map(fromDirectOffer) };
}

function OfferList({ items, empty, render }: { items: BuyerOffer[]; empty: string; render: (o: BuyerOffer) => ReactElement }) {
  return items.length === 0 ? <Empty>{empty}</Empty> : <CardList>{items.map(render)}</CardList>;
}

/** Dashboard tab 'Buyer Offer': orders and direct offers sent to this craftsman, with the steps each allows now (#15). */
export function BuyerOffersTab() {
  const received = useQuery({ queryKey: receivedKey, queryFn: loadReceived });
  // From the cached lists as they are when the decision answers: another may have answered meanwhile.
  const replace = useCallback(
    (updated: BuyerOffer) =>
      queryClient.setQueryData<Received>(receivedKey, (current) => {
        if (!current) return current;
        const key = updated.kind === 'order' ? 'orders' : 'offers';
        return { ...current, [key]: current[key].map((o) => (o.id === updated.id ? updated : o)) };
      }),
    [],
  );
  const { run, feedback, isBusy } = useJobSteps(replace);

  if (received.status === 'pending') return <Pending />;
  if (received.status === 'error') return <Failed onRetry={() => void received.refetch()} />;

  const row = (offer: BuyerOffer) => {
    const titleId = `offer-${offer.kind}-${offer.id}`;
    return (
      <Row key={titleId} aria-labelledby={titleId}>
        <h4 id={titleId}>{offer.serviceTitle ?? t.from(offer.buyerName)}</h4>
        <p>
          {offer.serviceTitle && `${t.from(offer.buyerName)} · `}
          {longDate(offer.createdAt)} · {t.status(offer.status)}
          {offer.paymentStatus && offer.status !== 'pending' && offer.status !== 'rejected' && offer.status !== 'cancelled' && ` · ${t.paymentStatus[offer.paymentStatus]}`}
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
            {t.viewDetail}
          </ButtonLink>
        </ButtonRow>
      </Row>
    );
  };

  return (
    <div>
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
      <Section aria-labelledby="buyer-orders">
        <h3 id="buyer-orders">{t.ordersHeading}</h3>
        <OfferList items={received.data.orders} empty={t.noOrders} render={row} />
      </Section>
      <Section aria-labelledby="buyer-direct-offers">
        <h3 id="buyer-direct-offers">{t.directHeading}</h3>
        <OfferList items={received.data.offers} empty={t.noDirect} render={row} />
      </Section>
    </div>
  );
}
