import type { RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { authStore, Button, Dialog, hostPaths } from '@craft/shared';
import { useHostTexts } from '../../../texts';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Where focus returns on Cancel or Escape: the menu entry that opened the dialog is gone by then. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** 'Are you sure you want to logout?': Logout clears token and user and goes to '/'. */
export function SignOutDialog({ open, onClose, returnFocusTo }: Props) {
  const navigate = useNavigate();
  const t = useHostTexts('nav');
  const logout = () => {
    onClose();
    authStore.signOut();
    navigate(hostPaths.root);
  };
  return (
    <Dialog
      open={open}
      title={t('logoutQuestion')}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="primary" onClick={logout}>
            {t('logout')}
          </Button>
        </>
      }
    />
  );
}
