import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { authStore, links, useAuth } from '@craft/shared';
import { SessionEndedDialog } from './SessionEndedDialog';

/**
 * Buyer screens need a login: visitors go to the login screen and come back afterwards. A page
 * that was open when the session ended elsewhere (another tab, a revoked token) stays, with what was typed into it, and a
 * login dialog on top; this tab's own Sign Out leaves for the start page as before.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  // Children only ever render for a logged-in user, so the first render says whether they were shown.
  const [shownLoggedIn] = useState(isLoggedIn);
  const endedElsewhere = !isLoggedIn && shownLoggedIn && authStore.lastChangeFromElsewhere();
  if (!isLoggedIn && !endedElsewhere) return <Navigate to={links.login(`${location.pathname}${location.search}`)} replace />;
  return (
    <>
      {children}
      {endedElsewhere && <SessionEndedDialog />}
    </>
  );
}
