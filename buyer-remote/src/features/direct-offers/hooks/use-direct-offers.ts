import { useSearchParams } from 'react-router-dom';
import {
  deleteDirectOffer,
  getDirectOffer,
  getMyDirectOffers,
  getSellers,
  type DirectOffer,
  type SellerSummary,
} from '@craft/shared';
import { useRemovableList } from '../../../hooks/use-removable-list';
import { requireId, useResource } from '../../../lib/use-resource';
import { buyerTexts } from '@craft/shared/texts/buyer';

/** Every craftsman, for the provider dropdown. */
export function useSellers() {
  return useResource<SellerSummary[]>('sellers', getSellers);
}

/** The offer named by ?id= (detail and edit pages). */
export function useDirectOfferFromQuery() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return useResource<DirectOffer>(`direct-offer:${id}`, () => getDirectOffer(requireId(id)));
}

/** The buyer's own offers with delete (after confirmation). */
export function useMyDirectOffers() {
  const list = useRemovableList<DirectOffer>('my-direct-offers', getMyDirectOffers, buyerTexts.directOffers.deleteFailed);
  const remove = (offerId: number) => list.remove(() => deleteDirectOffer(offerId), (offer) => offer.id === offerId);
  return { resource: list.resource, remove, deleteError: list.removeError };
}
