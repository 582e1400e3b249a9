import { getWishlist, removeFromWishlist, type WishlistItem } from '@craft/shared';
import { useRemovableList } from '../../../hooks/use-removable-list';
import { buyerTexts } from '@craft/shared/texts/buyer';

/** The buyer's wishlist with remove. */
export function useWishlist() {
  const list = useRemovableList<WishlistItem>('wishlist', getWishlist, buyerTexts.wishlist.removeFailed);
  const remove = (serviceId: number) =>
    list.remove(() => removeFromWishlist(serviceId), (item) => item.service_id === serviceId);
  return { resource: list.resource, remove, removeError: list.removeError };
}
