import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, ButtonLink, ButtonRow, Card, directOfferQueries, downloadDirectOfferDocument, PageContainer, Price, type DirectOffer } from '@craft/shared';
import { ConfirmDialog } from '@craft/shared/confirm';
import { JobHistory } from '@craft/shared/jobs';
import { queryClient } from '@craft/shared/query';
import { MessageAction } from '@craft/shared/messaging';
import { links } from '../../../config/paths';
import { Facts } from '../../../components/Facts';
import { QueryView } from '@craft/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import { useDownload } from '../../../hooks/use-download';
import { formatDate } from '../../../lib/format';
import { useDirectOfferFromQuery } from '../hooks/use-direct-offers';
import { useOfferSteps } from '../hooks/use-offer-steps';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.directOffers;

function OfferDetail({ offer, onChange }: { offer: DirectOffer; onChange: (offer: DirectOffer) => void }) {
  const file = useDownload();
  const steps = useOfferSteps(onChange);
  const [asking, setAsking] = useState<'accept' | 'withdraw' | null>(null);
  const counterNote = [...offer.history].reverse().find((step) => step.event === 'countered')?.message ?? null;
  const reason = [...offer.history].reverse().find((step) => step.event === 'rejected' || step.event === 'withdrawn')?.message ?? null;
  return (
    <>
      <Facts>
        <dt>{texts.provider}</dt>
        <dd>{offer.seller_name ?? texts.unknownProvider}</dd>
        {offer.service_title && (
          <>
            <dt>{texts.about}</dt>
            <dd>{offer.service_title}</dd>
          </>
        )}
        <dt>{texts.statusLabel}</dt>
        <dd>
          <StatusBadge status={offer.status} label={texts.status[offer.status]} />
        </dd>
        {offer.price !== null && (
          <>
            <dt>{texts.proposed}</dt>
            <dd>
              <Price amount={offer.price} />
            </dd>
          </>
        )}
        {offer.counter_price !== null && (
          <>
            <dt>{texts.counter}</dt>
            <dd>
              <Price amount={offer.counter_price} />
            </dd>
          </>
        )}
        {counterNote && (
          <>
            <dt>{texts.counterNote}</dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{counterNote}</dd>
          </>
        )}
        {offer.agreed_price !== null && (
          <>
            <dt>{texts.agreed}</dt>
            <dd>
              <Price amount={offer.agreed_price} />
            </dd>
          </>
        )}
        {reason && (
          <>
            <dt>{buyerTexts.orders.reason}</dt>
            <dd>{reason}</dd>
          </>
        )}
        <dt>{texts.sentOn}</dt>
        <dd>{formatDate(offer.created_at)}</dd>
        <dt>{texts.description}</dt>
        <dd style={{ whiteSpace: 'pre-line' }}>{offer.description}</dd>
      </Facts>
      {offer.order_id !== null && (
        <Alert tone="success">
          {texts.acceptedOrder} <Link to={links.orderDetail(offer.order_id)}>{texts.toOrder}</Link>
        </Alert>
      )}
      <JobHistory
        id="offer-history"
        title={texts.historyTitle}
        steps={offer.history.map((step) => ({ ...step, note: step.message }))}
        reader="buyer"
        formatDate={formatDate}
      />
      {file.error && <Alert tone="error">{file.error}</Alert>}
      <ButtonRow>
        <ButtonLink to={links.jobs('offers')} variant="secondary">
          {buyerTexts.back}
        </ButtonLink>
        {offer.has_document && (
          <Button variant="secondary" onClick={() => void file.download(() => downloadDirectOfferDocument(offer.id), `offer-${offer.id}`)}>
            {texts.download}
          </Button>
        )}
        <MessageAction
          to={{ seller_id: offer.seller_id, direct_offer_id: offer.id }}
          recipientName={offer.seller_name ?? texts.unknownProvider}
          about={`${texts.messageAbout} #${offer.id}`}
          linkTo={links.conversation}
        />
        {offer.status === 'pending' && <ButtonLink to={links.directOfferEdit(offer.id)}>{texts.edit}</ButtonLink>}
        {offer.status === 'countered' && offer.counter_price !== null && (
          <Button onClick={() => setAsking('accept')}>{texts.acceptCounter(offer.counter_price)}</Button>
        )}
        {(offer.status === 'pending' || offer.status === 'countered') && (
          <Button variant="danger" onClick={() => setAsking('withdraw')}>
            {texts.withdraw}
          </Button>
        )}
      </ButtonRow>
      <ConfirmDialog
        open={asking === 'withdraw'}
        title={texts.withdrawTitle}
        confirmLabel={texts.withdraw}
        busyLabel={texts.withdrawing}
        cancelLabel={texts.keep}
        reason={{ label: texts.reasonLabel, hint: texts.reasonHint }}
        onConfirm={(text) => steps.withdraw(offer, text)}
        onClose={() => setAsking(null)}
      >
        <p>{texts.withdrawBody}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'accept'}
        title={offer.counter_price !== null ? texts.acceptCounter(offer.counter_price) : texts.agreed}
        confirmLabel={offer.counter_price !== null ? texts.acceptCounter(offer.counter_price) : texts.agreed}
        busyLabel={texts.accepting}
        cancelLabel={texts.keep}
        tone="primary"
        onConfirm={() => steps.accept(offer)}
        onClose={() => setAsking(null)}
      >
        <p>{buyerTexts.paymentConfirm.howSteps}</p>
      </ConfirmDialog>
    </>
  );
}

/** /favorable/document-buyer/detail/?id=ID */
export function DirectOfferDetailPage() {
  const offer = useDirectOfferFromQuery();
  return (
    <PageContainer style={{ maxWidth: 760 }}>
      <Card>
        <h1 style={{ marginTop: 0 }}>{texts.detailTitle}</h1>
        <QueryView query={offer} notFound={texts.notFound} noId={texts.noOfferId}>
          {(data) => <OfferDetail offer={data} onChange={(changed) => queryClient.setQueryData(directOfferQueries.detail(changed.id).queryKey, changed)} />}
        </QueryView>
      </Card>
    </PageContainer>
  );
}
