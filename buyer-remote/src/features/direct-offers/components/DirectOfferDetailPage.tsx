import { Alert, Button, ButtonLink, ButtonRow, Card, downloadDirectOfferDocument, PageContainer, type DirectOffer } from '@craft/shared';
import { MessageAction } from '@craft/shared/messaging';
import { links } from '../../../config/paths';
import { Facts } from '../../../components/Facts';
import { QueryView } from '@craft/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import { useDownload } from '../../../hooks/use-download';
import { formatDate } from '../../../lib/format';
import { useDirectOfferFromQuery } from '../hooks/use-direct-offers';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.directOffers;

function OfferDetail({ offer }: { offer: DirectOffer }) {
  const file = useDownload();
  return (
    <>
      <Facts>
        <dt>{texts.provider}</dt>
        <dd>{offer.seller_name ?? texts.unknownProvider}</dd>
        <dt>{texts.statusLabel}</dt>
        <dd>
          <StatusBadge status={offer.status} label={texts.status[offer.status]} />
        </dd>
        <dt>{texts.sentOn}</dt>
        <dd>{formatDate(offer.created_at)}</dd>
        <dt>{texts.description}</dt>
        <dd style={{ whiteSpace: 'pre-line' }}>{offer.description}</dd>
      </Facts>
      {file.error && <Alert tone="error">{file.error}</Alert>}
      <ButtonRow>
        <ButtonLink to={links.profileTab('offers')} variant="secondary">
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
      </ButtonRow>
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
          {(data) => <OfferDetail offer={data} />}
        </QueryView>
      </Card>
    </PageContainer>
  );
}
