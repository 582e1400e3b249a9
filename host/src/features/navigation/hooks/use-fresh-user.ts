import { useEffect } from 'react';
import { authStore, getUser, reportError, type PrivateUser } from '@craft/shared';

/**
 * Re-reads the logged-in user once (GET /users/{id} with the token), so the menu shows
 * current details; a revoked token ends the session through the client's 401 handling.
 * Failures are only reported: the stored details stay on screen.
 */
export function useFreshUser(user: PrivateUser | null): void {
  const id = user?.id;
  useEffect(() => {
    if (id === undefined) return;
    let active = true;
    getUser(id).then(
      (fresh) => {
        const current = authStore.getSession().user;
        if (active && current && current.id === fresh.id) authStore.updateUser({ ...current, ...fresh });
      },
      (error: unknown) => reportError(error, { action: 'Refreshing the logged-in user', app: 'host' }),
    );
    return () => {
      active = false;
    };
  }, [id]);
}
