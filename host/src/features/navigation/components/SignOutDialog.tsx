import { useNavigate } from 'react-router-dom';
import { authStore, Button, Dialog, hostPaths, hostTexts } from '@craft/shared';

/** 'Are you sure you want to logout?': Logout clears token and user and goes to '/'. */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const logout = () => {
    onClose();
    authStore.signOut();
    navigate(hostPaths.root);
  };
  return (
    <Dialog
      open={open}
      title={hostTexts.nav.logoutQuestion}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {hostTexts.nav.cancel}
          </Button>
          <Button variant="primary" onClick={logout}>
            {hostTexts.nav.logout}
          </Button>
        </>
      }
    />
  );
}
