import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { links, useAuth } from '@craft/shared';

/** Buyer screens need a login: visitors go to the login screen and come back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to={links.login(`${location.pathname}${location.search}`)} replace />;
  return <>{children}</>;
}
