import { useEffect } from 'react';
import { authStore, getUser, type PrivateUser } from '@craft/shared';

/**
 * Re-reads the logged-in user once (GET /users/{id} with the token, SPEC §7), so the menu shows
 * current details; a revoked token ends the session through the client's 401 handling.
 * Failures are console-only (SPEC §8).
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
      (error: unknown) => console.error('Could not refresh the user', error),
    );
    return () => {
      active = false;
    };
  }, [id]);
}
