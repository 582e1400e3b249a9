import { useParams, useSearchParams } from 'react-router-dom';
import { deleteDirectOffer, directOfferQueries, sellerQueries, type DirectOffer } from '@craft/shared';
import { useQuery } from '@craft/shared/query';
import { useRemovableList } from '../../../hooks/use-removable-list';
import { buyerText } from '../../../texts';

/** Every craftsman, for the provider dropdown. */
export function useSellers() {
  return useQuery(sellerQueries.list());
}

/** The offer named by the path (/jobs/offers/:id) or by ?id= (detail and edit pages). */
export function useDirectOfferFromQuery() {
  const [params] = useSearchParams();
  const { id: pathId } = useParams();
  return useQuery(directOfferQueries.detail(pathId ?? params.get('id')));
}

/** The buyer's own offers with delete (after confirmation). */
export function useMyDirectOffers() {
  const list = useRemovableList(directOfferQueries.mine(), buyerText('directOffers.deleteFailed'), 'Deleting a direct offer');
  const remove = (offerId: number) => list.remove(() => deleteDirectOffer(offerId), (offer: DirectOffer) => offer.id === offerId);
  return { query: list.query, remove, deleteError: list.removeError };
}
