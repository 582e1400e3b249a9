import { useState } from 'react';
import { addToWishlist } from '@craft/shared';
import { useRequireAccount } from '../../../lib/use-require-account';
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
      setDialogOpen(true);
    } catch {
      setError(buyerTexts.serviceDetail.wishlistFailed);
    } finally {
      setBusy(false);
    }
  };

  return { add, busy, error, dialogOpen, closeDialog: () => setDialogOpen(false) };
}
