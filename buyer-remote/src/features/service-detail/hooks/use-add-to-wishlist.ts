import { useState } from 'react';
import { addToWishlist, reportError, wishlistQueries } from '@craft/shared';
import { queryClient } from '@craft/shared/query';
import { useRequireAccount } from './use-require-account';
import { buyerTexts } from '@craft/shared/texts/buyer';

/** 'Add to Wishlist': logged-out buyers log in first; success opens the dialog. */
export function useAddToWishlist(serviceId: number) {
  const requireAccount = useRequireAccount();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    if (!requireAccount()) return;
    setBusy(true);
    setError(null);
    try {
      await addToWishlist(serviceId);
      // The wishlist tab loads it afresh next time it is open.
      void queryClient.invalidateQueries({ queryKey: wishlistQueries.all });
      setDialogOpen(true);
    } catch (failure) {
      reportError(failure, { action: 'Adding to the wishlist', app: 'buyer' });
      setError(buyerTexts.serviceDetail.wishlistFailed);
    } finally {
      setBusy(false);
    }
  };

  return { add, busy, error, dialogOpen, closeDialog: () => setDialogOpen(false) };
}
