import { useState, type ReactElement } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, ButtonLink, ButtonRow, downloadDirectOfferDocument, directOfferQueries, downloadOrderDocument, errorStatus, getDirectOffer, getOrder, orderQueries, PageContainer, Price, reportError, saveBlob } from '@craft/shared';
import { JobHistory } from '@craft/shared/jobs';
import { MessageAction } from '@craft/shared/messaging';
import { links } from '../../../config/paths';
import { ContactFacts } from '../../../components/ContactFacts';
import { DetailCard } from '../../../components/DetailCard';
import { Failed, Pending, Refusal } from '../../../components/status';
import { parseId } from '@craft/shared';
import { formatLongDate } from '@craft/shared/i18n';
import { queryClient, useQuery } from '@craft/shared/query';
import { fromDirectOffer, fromOrder, type BuyerOffer, type OfferKind } from '../hooks/buyer-offer';
import { useJobSteps } from '../hooks/use-job-steps';
import { JobActions } from './JobActions';
import { OrderInvoices } from './OrderInvoices';
import { useSellerTexts } from '../../../texts';

const FileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Text = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

async function loadOffer(kind: OfferKind, id: number): Promise<BuyerOffer> {
  return kind === 'order' ? fromOrder(await getOrder(id)) : fromDirectOffer(await getDirectOffer(id));
}

/** One order or offer as last read or as the last step answered; a newer read (the other party's step) shows at once. */
function Detail({ offer, onChange }: { offer: BuyerOffer; onChange: (offer: BuyerOffer) => void }) {
  const t = useSellerTexts('offers');
  const jobs = useSellerTexts('jobs');
  const { run, feedback, isBusy } = useJobSteps(onChange);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const download = async () => {
    setDownloadFailed(false);
    try {
      const blob = offer.kind === 'order' ? await downloadOrderDocument(offer.id) : await downloadDirectOfferDocument(offer.id);
      saveBlob(blob, t('attachment', { id: String(offer.id) }));
    } catch (error) {
      reportError(error, { action: 'Downloading a buyer offer document', app: 'seller' });
      setDownloadFailed(true);
    }
  };

  return (
    <DetailCard as="article" aria-labelledby="offer-title">
      <h1 id="offer-title">{offer.serviceTitle ?? t('detailTitle')}</h1>
      <p>
        {offer.buyerName ? t('from', { name: offer.buyerName }) : t('fromUnknown')} · {formatLongDate(offer.createdAt)} · {t('status', { status: offer.status })}
      </p>
      {offer.amount !== null && (
        <p>
          {t('amount')}: <Price amount={offer.amount} />
          {offer.paymentStatus && ` · ${t(`paymentStatus.${offer.paymentStatus}`)}`}
        </p>
      )}
      {offer.reason && (
        <p>
          {t('reason')}: {offer.reason}
        </p>
      )}
      {offer.contact && (
        <section aria-labelledby="offer-contact">
          <h2 id="offer-contact">{jobs('contactTitle')}</h2>
          <p>{jobs('orderContactHint')}</p>
          <ContactFacts contact={offer.contact} />
        </section>
      )}
      <h2>{t('description')}</h2>
      <Text>{offer.description || t('noDescription')}</Text>
      <FileRow>
        <span>
          <strong>{t('file')}: </strong>
          {offer.hasDocument ? t('attachment', { id: String(offer.id) }) : t('noFile')}
        </span>
        {offer.hasDocument && (
          <Button variant="secondary" size="sm" onClick={() => void download()}>
            {t('download')}
          </Button>
        )}
      </FileRow>
      {offer.kind === 'order' && offer.status === 'completed' && <OrderInvoices orderId={offer.id} />}
      <JobHistory id="offer-history" title={t('historyTitle')} steps={offer.history} reader="seller" formatDate={formatLongDate} />
      {downloadFailed && <Alert tone="error">{t('downloadFailed')}</Alert>}
      {offer.orderId !== null && (
        <Alert tone="success">
          {t('acceptedOrder')} <Link to={links.sellerJobOrder(offer.orderId)}>{t('toOrder')}</Link>
        </Alert>
      )}
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
      <ButtonRow>
        <ButtonLink to={links.sellerDashboardTab('buyer-offers')} variant="secondary">
          {t('back')}
        </ButtonLink>
        <MessageAction
          to={offer.kind === 'order' ? { buyer_id: offer.buyerId, order_id: offer.id } : { buyer_id: offer.buyerId, direct_offer_id: offer.id }}
          recipientName={offer.buyerName ?? t('theCustomer')}
          about={offer.serviceTitle ?? t('detailTitle')}
          linkTo={links.sellerConversation}
        />
        <JobActions offer={offer} busy={isBusy(offer)} run={run} size="md" />
      </ButtonRow>
    </DetailCard>
  );
}

/**
 * /home/craftman/buyer/confirm-product?type=order|offer&id=: one order or offer, its history and
 * the steps it allows now. `kind` set: the same page at /home/craftman/jobs/orders/:id or
 * /jobs/offers/:id, where notifications and e-mails lead.
 */
export function BuyerOfferPage({ kind: fixedKind }: { kind?: OfferKind } = {}) {
  const t = useSellerTexts('offers');
  const [params] = useSearchParams();
  const { id: pathId } = useParams();
  const type = fixedKind ?? params.get('type');
  const kind: OfferKind | null = type === 'order' || type === 'offer' ? type : null;
  const id = parseId(pathId ?? params.get('id'));
  const queryKey = [...(kind === 'offer' ? directOfferQueries.all : orderQueries.all), 'buyer-offer', String(id)];
  const offer = useQuery({
    queryKey,
    queryFn: () => (kind && id ? loadOffer(kind, id) : Promise.reject(new Error('bad link'))),
    enabled: kind !== null && id !== null,
  });

  let body: ReactElement;
  if (!kind || !id) body = <Refusal>{t('badLink')}</Refusal>;
  else if (offer.status === 'pending') body = <Pending />;
  else if (offer.status === 'success') body = <Detail key={`${kind}-${id}`} offer={offer.data} onChange={(changed) => queryClient.setQueryData(queryKey, changed)} />;
  else if (errorStatus(offer.error) === 403) body = <Refusal>{t('notYours')}</Refusal>;
  else if (errorStatus(offer.error) === 404) body = <Refusal>{t('notFound')}</Refusal>;
  else body = <Failed onRetry={() => void offer.refetch()} />;

  return <PageContainer>{body}</PageContainer>;
}

export const JobOrderPage = () => <BuyerOfferPage kind="order" />;
export const JobOfferPage = () => <BuyerOfferPage kind="offer" />;
