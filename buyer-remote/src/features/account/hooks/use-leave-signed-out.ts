import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { authStore } from '@craft/shared';

/**
 * Leaves this page for `to` and ends the session once the page is gone. Signing out first would
 * let the page's login guard redirect to the login with `?next=` back here: the router commits
 * navigations in a transition, while the store's sign-out renders at once.
 */
export function useLeaveSignedOut(): (to: string) => void {
  const navigate = useNavigate();
  const signOutOnLeave = useRef(false);
  useEffect(
    () => () => {
      if (signOutOnLeave.current) authStore.signOut();
    },
    [],
  );
  return useCallback(
    (to: string) => {
      signOutOnLeave.current = true;
      navigate(to, { replace: true });
    },
    [navigate],
  );
}
