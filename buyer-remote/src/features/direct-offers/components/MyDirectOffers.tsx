import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, ButtonLink, ButtonRow, Card, Dialog, EmptyState, useSharedTexts, type DirectOffer } from '@craft/shared';
import { buyerPaths, links } from '../../../config/paths';
import { RowList } from '../../../components/RowList';
import { QueryView } from '@craft/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import { useMyDirectOffers } from '../hooks/use-direct-offers';
import { useBuyerTexts, buyerText } from '../../../texts';

const Row = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};

  & h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
  & p {
    margin: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** Long descriptions are cut in the list; the detail page shows all of it. */
const preview = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…` : text);

function OfferRow({ offer, onDelete }: { offer: DirectOffer; onDelete: () => void }) {
  const t = useBuyerTexts('directOffers');
  const name = offer.seller_name ?? t('unknownProvider');
  return (
    <Row as="li">
      <h3>{name}</h3>
      <div>
        <StatusBadge status={offer.status} label={t(`status.${offer.status}`)} />
      </div>
      <p>{preview(offer.description)}</p>
      <ButtonRow>
        <ButtonLink to={links.directOfferDetail(offer.id)} variant="secondary" size="sm" aria-label={t('detailLabel', { name })}>
          {t('detail')}
        </ButtonLink>
        {offer.status === 'pending' && (
          <ButtonLink to={links.directOfferEdit(offer.id)} variant="secondary" size="sm" aria-label={t('editLabel', { name })}>
            {t('edit')}
          </ButtonLink>
        )}
        <Button variant="ghost" size="sm" aria-label={t('deleteLabel', { name })} onClick={onDelete}>
          {t('delete')}
        </Button>
      </ButtonRow>
    </Row>
  );
}

/** The profile's 'Your Offers' tab: the buyer's direct offers with Add Offer, detail, edit, delete. */
export function MyDirectOffers() {
  const t = useBuyerTexts('directOffers');
  const common = useSharedTexts('common');
  const { query, remove, deleteError } = useMyDirectOffers();
  const [toDelete, setToDelete] = useState<DirectOffer | null>(null);

  const confirmDelete = () => {
    if (toDelete) void remove(toDelete.id);
    setToDelete(null);
  };

  return (
    <>
      <Header>
        <h2 style={{ margin: 0 }}>{buyerText('profile.tabs.offers')}</h2>
        <ButtonLink to={buyerPaths.favorableDocumentBuyer}>{t('addOffer')}</ButtonLink>
      </Header>
      {deleteError && <Alert tone="error">{deleteError}</Alert>}
      <QueryView query={query} notFound={t('empty')}>
        {(offers) =>
          offers.length === 0 ? (
            <EmptyState title={t('empty')} />
          ) : (
            <RowList>
              {offers.map((offer) => (
                <OfferRow key={offer.id} offer={offer} onDelete={() => setToDelete(offer)} />
              ))}
            </RowList>
          )
        }
      </QueryView>
      <Dialog
        open={toDelete !== null}
        title={t('deleteConfirm')}
        onClose={() => setToDelete(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              {common('cancel')}
            </Button>
            <Button variant="danger" onClick={confirmDelete}>
              {t('delete')}
            </Button>
          </>
        }
      />
    </>
  );
}
