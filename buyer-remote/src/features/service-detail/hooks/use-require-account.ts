import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@craft/shared';
import { links } from '../../../config/paths';

/**
 * For actions that need an account: returns a check that sends a logged-out visitor to log in
 * and brings them back to this page afterwards.
 */
export function useRequireAccount(): () => boolean {
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (isLoggedIn) return true;
    navigate(links.login(`${location.pathname}${location.search}`));
    return false;
  }, [isLoggedIn, navigate, location.pathname, location.search]);
}
