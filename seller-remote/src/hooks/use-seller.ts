import { useAuth } from '@craft/shared';

/** The logged-in craftsman as seller pages need it: the id the spec reads from the stored user. */
export function useSeller() {
  const { token, user } = useAuth();
  const id = typeof user?.id === 'number' && user.id > 0 ? user.id : null;
  return { token, user, id, canWrite: Boolean(token) && id !== null };
}
