import { useNavigate } from 'react-router-dom';
import { Alert, ButtonLink, Card, PageContainer, type DirectOffer } from '@craft/shared';
import { links } from '../../../config/paths';
import { QueryView } from '@craft/shared';
import { useDirectOfferFromQuery, useSellers } from '../hooks/use-direct-offers';
import { DirectOfferForm } from './DirectOfferForm';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.directOffers;

function EditForm({ offer }: { offer: DirectOffer }) {
  const navigate = useNavigate();
  const sellers = useSellers();
  const back = (
    <ButtonLink to={links.directOfferDetail(offer.id)} variant="secondary">
      {buyerTexts.back}
    </ButtonLink>
  );
  if (offer.status !== 'pending') {
    return (
      <>
        <Alert tone="info">{texts.notEditable}</Alert>
        {back}
      </>
    );
  }
  return (
    <QueryView query={sellers} notFound={texts.notFound}>
      {(list) => (
        <DirectOfferForm
          sellers={list}
          initial={{ seller_id: String(offer.seller_id), description: offer.description, price: offer.price === null ? '' : String(offer.price) }}
          service={offer.service_id !== null && offer.service_title ? { id: offer.service_id, title: offer.service_title } : undefined}
          submitLabel={texts.save}
          offerId={offer.id}
          fileNote={offer.has_document ? <p>{texts.hasDocument}</p> : null}
          secondaryAction={back}
          onSaved={(saved) => navigate(links.directOfferDetail(saved.id))}
        />
      )}
    </QueryView>
  );
}

/** /favorable/document-buyer/edit/?id=ID: change a pending offer. */
export function DirectOfferEditPage() {
  const offer = useDirectOfferFromQuery();
  return (
    <PageContainer style={{ maxWidth: 760 }}>
      <Card>
        <h1 style={{ marginTop: 0 }}>{texts.editTitle}</h1>
        <QueryView query={offer} notFound={texts.notFound} noId={texts.noOfferId}>
          {(data) => <EditForm offer={data} />}
        </QueryView>
      </Card>
    </PageContainer>
  );
}
