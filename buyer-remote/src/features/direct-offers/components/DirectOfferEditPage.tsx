import { useNavigate } from 'react-router-dom';
import { Alert, ButtonLink, Card, PageContainer, type DirectOffer } from '@craft/shared';
import { formatPriceInput } from '@craft/shared/i18n';
import { links } from '../../../config/paths';
import { QueryView } from '@craft/shared';
import { useDirectOfferFromQuery, useSellers } from '../hooks/use-direct-offers';
import { DirectOfferForm } from './DirectOfferForm';
import { useBuyerTexts, buyerText } from '../../../texts';

function EditForm({ offer }: { offer: DirectOffer }) {
  const t = useBuyerTexts('directOffers');
  const navigate = useNavigate();
  const sellers = useSellers();
  const back = (
    <ButtonLink to={links.directOfferDetail(offer.id)} variant="secondary">
      {buyerText('back')}
    </ButtonLink>
  );
  if (offer.status !== 'pending') {
    return (
      <>
        <Alert tone="info">{t('notEditable')}</Alert>
        {back}
      </>
    );
  }
  return (
    <QueryView query={sellers} notFound={t('notFound')}>
      {(list) => (
        <>
          <p>{t('editNotice')}</p>
          <DirectOfferForm
            sellers={list}
            initial={{ seller_id: String(offer.seller_id), description: offer.description, price: offer.price === null ? '' : formatPriceInput(offer.price) }}
            service={offer.service_id !== null && offer.service_title ? { id: offer.service_id, title: offer.service_title } : undefined}
            submitLabel={t('save')}
            offerId={offer.id}
            fileNote={offer.has_document ? <p>{t('hasDocument')}</p> : null}
            secondaryAction={back}
            onSaved={(saved) => navigate(links.directOfferDetail(saved.id))}
          />
        </>
      )}
    </QueryView>
  );
}

/** /favorable/document-buyer/edit/?id=ID: change a pending offer. */
export function DirectOfferEditPage() {
  const t = useBuyerTexts('directOffers');
  const offer = useDirectOfferFromQuery();
  return (
    <PageContainer style={{ maxWidth: 760 }}>
      <Card>
        <h1 style={{ marginTop: 0 }}>{t('editTitle')}</h1>
        <QueryView query={offer} notFound={t('notFound')} noId={t('noOfferId')}>
          {(data) => <EditForm offer={data} />}
        </QueryView>
      </Card>
    </PageContainer>
  );
}
