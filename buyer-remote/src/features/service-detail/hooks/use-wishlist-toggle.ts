import { useState } from 'react';
import { addToWishlist, removeFromWishlist, reportError, useAuth, wishlistQueries, type WishlistItem } from '@craft/shared';
import { queryClient, useQuery } from '@craft/shared/query';
import { useBuyerTexts } from '../../../texts';
import { useRequireAccount } from './use-require-account';

/**
 * The wishlist button: shows whether the service is in the buyer's wishlist and toggles it.
 * Logged-out visitors log in first; adding opens the spec's dialog. The list query is the same
 * one the Wishlist tab shows, so both stay in step without a refetch.
 */
export function useWishlistToggle(serviceId: number) {
  const t = useBuyerTexts('serviceDetail');
  const requireAccount = useRequireAccount();
  const { isLoggedIn, isSeller } = useAuth();
  const list = useQuery({ ...wishlistQueries.list(), enabled: isLoggedIn && !isSeller });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inWishlist = Boolean(list.data?.some((item) => item.service_id === serviceId));

  const toggle = async () => {
    if (!requireAccount() || busy) return;
    setBusy(true);
    setError(null);
    const key = wishlistQueries.list().queryKey;
    try {
      if (inWishlist) {
        await removeFromWishlist(serviceId);
        queryClient.setQueryData<WishlistItem[]>(key, (items) => items?.filter((item) => item.service_id !== serviceId));
      } else {
        const added = await addToWishlist(serviceId);
        queryClient.setQueryData<WishlistItem[]>(key, (items) => [added, ...(items ?? []).filter((item) => item.service_id !== serviceId)]);
        setDialogOpen(true);
      }
    } catch (failure) {
      reportError(failure, { action: inWishlist ? 'Removing from the wishlist' : 'Adding to the wishlist', app: 'buyer' });
      setError(inWishlist ? t('wishlistRemoveFailed') : t('wishlistFailed'));
    } finally {
      setBusy(false);
    }
  };

  return { toggle, inWishlist, busy, error, dialogOpen, closeDialog: () => setDialogOpen(false) };
}
