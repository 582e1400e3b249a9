import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, ButtonLink, ButtonRow, commonTexts, Card, Dialog, EmptyState, type DirectOffer } from '@craft/shared';
import { buyerPaths, links } from '../../../config/paths';
import { RowList } from '../../../components/Facts';
import { QueryView } from '@craft/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import { useMyDirectOffers } from '../hooks/use-direct-offers';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.directOffers;

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
  const name = offer.seller_name ?? texts.unknownProvider;
  return (
    <Row as="li">
      <h3>{name}</h3>
      <div>
        <StatusBadge status={offer.status} label={texts.status[offer.status]} />
      </div>
      <p>{preview(offer.description)}</p>
      <ButtonRow>
        <ButtonLink to={links.directOfferDetail(offer.id)} variant="secondary" size="sm" aria-label={texts.detailLabel(name)}>
          {texts.detail}
        </ButtonLink>
        {offer.status === 'pending' && (
          <ButtonLink to={links.directOfferEdit(offer.id)} variant="secondary" size="sm" aria-label={texts.editLabel(name)}>
            {texts.edit}
          </ButtonLink>
        )}
        <Button variant="ghost" size="sm" aria-label={texts.deleteLabel(name)} onClick={onDelete}>
          {texts.delete}
        </Button>
      </ButtonRow>
    </Row>
  );
}

/** The profile's 'Your Offers' tab: the buyer's direct offers with Add Offer, detail, edit, delete. */
export function MyDirectOffers() {
  const { query, remove, deleteError } = useMyDirectOffers();
  const [toDelete, setToDelete] = useState<DirectOffer | null>(null);

  const confirmDelete = () => {
    if (toDelete) void remove(toDelete.id);
    setToDelete(null);
  };

  return (
    <>
      <Header>
        <h2 style={{ margin: 0 }}>{buyerTexts.profile.tabs.offers}</h2>
        <ButtonLink to={buyerPaths.favorableDocumentBuyer}>{texts.addOffer}</ButtonLink>
      </Header>
      {deleteError && <Alert tone="error">{deleteError}</Alert>}
      <QueryView query={query} notFound={texts.empty}>
        {(offers) =>
          offers.length === 0 ? (
            <EmptyState title={texts.empty} />
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
        title={texts.deleteConfirm}
        onClose={() => setToDelete(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              {commonTexts.cancel}
            </Button>
            <Button variant="danger" onClick={confirmDelete}>
              {texts.delete}
            </Button>
          </>
        }
      />
    </>
  );
}
