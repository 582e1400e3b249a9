import { useNavigate } from 'react-router-dom';
import { Button, Dialog } from '@craft/shared';
import { links } from '../../../config/paths';
import { useBuyerTexts } from '../../../texts';

/** 'Services Succsessfully added to wislist' with Back (stay) and the way to the wishlist. */
export function WishlistAddedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useBuyerTexts('wishlist');
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      title={t('added')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('back')}
          </Button>
          <Button onClick={() => navigate(links.profileTab('wishlist'))}>{t('continue')}</Button>
        </>
      }
    />
  );
}
