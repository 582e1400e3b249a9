import { removeFromWishlist, wishlistQueries, type WishlistItem } from '@craft/shared';
import { useRemovableList } from '../../../hooks/use-removable-list';
import { buyerText } from '../../../texts';

/** The buyer's wishlist with remove. */
export function useWishlist() {
  const list = useRemovableList(wishlistQueries.list(), buyerText('wishlist.removeFailed'), 'Removing a wishlist item');
  const remove = (serviceId: number) =>
    list.remove(() => removeFromWishlist(serviceId), (item: WishlistItem) => item.service_id === serviceId);
  return { query: list.query, remove, removeError: list.removeError };
}
