import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@craft/shared';
import { links } from '../config/paths';

/**
 * Pages that only make sense with an account. The host guards these routes too; this keeps
 * the remote correct on its own (e.g. in its tests or behind another host).
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to={links.login(`${location.pathname}${location.search}`)} replace />;
  return <>{children}</>;
}
