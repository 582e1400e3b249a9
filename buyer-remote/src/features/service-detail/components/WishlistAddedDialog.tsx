import { useNavigate } from 'react-router-dom';
import { Button, Dialog } from '@craft/shared';
import { links } from '../../../config/paths';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.wishlist;

/** 'Services Succsessfully added to wislist' with Back (stay) and the way to the wishlist. */
export function WishlistAddedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      title={texts.added}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {texts.back}
          </Button>
          <Button onClick={() => navigate(links.profileTab('wishlist'))}>{texts.continue}</Button>
        </>
      }
    />
  );
}
