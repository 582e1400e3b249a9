import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, ButtonLink, ButtonRow, Card, directOfferQueries, downloadDirectOfferDocument, PageContainer, Price, type DirectOffer } from '@craft/shared';
import { ConfirmDialog } from '@craft/shared/confirm';
import { formatLongDate, formatPrice } from '@craft/shared/i18n';
import { JobHistory } from '@craft/shared/jobs';
import { queryClient } from '@craft/shared/query';
import { MessageAction } from '@craft/shared/messaging';
import { links } from '../../../config/paths';
import { Facts } from '@craft/shared/widgets';
import { QueryView } from '@craft/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import { useDownload } from '../../../hooks/use-download';
import { useDirectOfferFromQuery } from '../hooks/use-direct-offers';
import { useOfferSteps } from '../hooks/use-offer-steps';
import { useBuyerTexts, buyerText } from '../../../texts';

function OfferDetail({ offer, onChange }: { offer: DirectOffer; onChange: (offer: DirectOffer) => void }) {
  const t = useBuyerTexts('directOffers');
  const file = useDownload();
  const steps = useOfferSteps(onChange);
  const [asking, setAsking] = useState<'accept' | 'withdraw' | null>(null);
  const counterNote = [...offer.history].reverse().find((step) => step.event === 'countered')?.message ?? null;
  const reason = [...offer.history].reverse().find((step) => step.event === 'rejected' || step.event === 'withdrawn')?.message ?? null;
  return (
    <>
      <Facts>
        <dt>{t('provider')}</dt>
        <dd>{offer.seller_name ?? t('unknownProvider')}</dd>
        {offer.service_title && (
          <>
            <dt>{t('about')}</dt>
            <dd>{offer.service_title}</dd>
          </>
        )}
        <dt>{t('statusLabel')}</dt>
        <dd>
          <StatusBadge status={offer.status} label={t(`status.${offer.status}`)} />
        </dd>
        {offer.price !== null && (
          <>
            <dt>{t('proposed')}</dt>
            <dd>
              <Price amount={offer.price} />
            </dd>
          </>
        )}
        {offer.counter_price !== null && (
          <>
            <dt>{t('counter')}</dt>
            <dd>
              <Price amount={offer.counter_price} />
            </dd>
          </>
        )}
        {counterNote && (
          <>
            <dt>{t('counterNote')}</dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{counterNote}</dd>
          </>
        )}
        {offer.agreed_price !== null && (
          <>
            <dt>{t('agreed')}</dt>
            <dd>
              <Price amount={offer.agreed_price} />
            </dd>
          </>
        )}
        {reason && (
          <>
            <dt>{buyerText('orders.reason')}</dt>
            <dd>{reason}</dd>
          </>
        )}
        <dt>{t('sentOn')}</dt>
        <dd>{formatLongDate(offer.created_at)}</dd>
        <dt>{t('description')}</dt>
        <dd style={{ whiteSpace: 'pre-line' }}>{offer.description}</dd>
      </Facts>
      {offer.order_id !== null && (
        <Alert tone="success">
          {t('acceptedOrder')} <Link to={links.orderDetail(offer.order_id)}>{t('toOrder')}</Link>
        </Alert>
      )}
      <JobHistory
        id="offer-history"
        title={t('historyTitle')}
        steps={offer.history.map((step) => ({ ...step, note: step.message }))}
        reader="buyer"
        formatDate={formatLongDate}
      />
      {file.error && <Alert tone="error">{file.error}</Alert>}
      <ButtonRow>
        <ButtonLink to={links.jobs('offers')} variant="secondary">
          {buyerText('back')}
        </ButtonLink>
        {offer.has_document && (
          <Button variant="secondary" onClick={() => void file.download(() => downloadDirectOfferDocument(offer.id), `offer-${offer.id}`)}>
            {t('download')}
          </Button>
        )}
        <MessageAction
          to={{ seller_id: offer.seller_id, direct_offer_id: offer.id }}
          recipientName={offer.seller_name ?? t('unknownProvider')}
          about={`${t('messageAbout')} #${offer.id}`}
          linkTo={links.conversation}
        />
        {offer.status === 'pending' && <ButtonLink to={links.directOfferEdit(offer.id)}>{t('edit')}</ButtonLink>}
        {offer.status === 'countered' && offer.counter_price !== null && (
          <Button onClick={() => setAsking('accept')}>{t('acceptCounter', { price: formatPrice(offer.counter_price) })}</Button>
        )}
        {(offer.status === 'pending' || offer.status === 'countered') && (
          <Button variant="danger" onClick={() => setAsking('withdraw')}>
            {t('withdraw')}
          </Button>
        )}
      </ButtonRow>
      <ConfirmDialog
        open={asking === 'withdraw'}
        title={t('withdrawTitle')}
        confirmLabel={t('withdraw')}
        busyLabel={t('withdrawing')}
        cancelLabel={t('keep')}
        reason={{ label: t('reasonLabel'), hint: t('reasonHint') }}
        onConfirm={(text) => steps.withdraw(offer, text)}
        onClose={() => setAsking(null)}
      >
        <p>{t('withdrawBody')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'accept'}
        title={offer.counter_price !== null ? t('acceptCounter', { price: formatPrice(offer.counter_price) }) : t('agreed')}
        confirmLabel={offer.counter_price !== null ? t('acceptCounter', { price: formatPrice(offer.counter_price) }) : t('agreed')}
        busyLabel={t('accepting')}
        cancelLabel={t('keep')}
        tone="primary"
        onConfirm={() => steps.accept(offer)}
        onClose={() => setAsking(null)}
      >
        <p>{buyerText('paymentConfirm.howSteps')}</p>
      </ConfirmDialog>
    </>
  );
}

/** /favorable/document-buyer/detail/?id=ID */
export function DirectOfferDetailPage() {
  const t = useBuyerTexts('directOffers');
  const offer = useDirectOfferFromQuery();
  return (
    <PageContainer style={{ maxWidth: 760 }}>
      <Card>
        <h1 style={{ marginTop: 0 }}>{t('detailTitle')}</h1>
        <QueryView query={offer} notFound={t('notFound')} noId={t('noOfferId')}>
          {(data) => <OfferDetail offer={data} onChange={(changed) => queryClient.setQueryData(directOfferQueries.detail(changed.id).queryKey, changed)} />}
        </QueryView>
      </Card>
    </PageContainer>
  );
}
