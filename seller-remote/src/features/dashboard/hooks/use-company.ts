import { getUser, type User } from '@craft/shared';
import { useSeller } from '../../../hooks/use-seller';
import { useResource } from '../../../lib/use-resource';

/**
 * The craftsman's own record, fresh from the API; the stored user (from login) shows at once
 * and stays when the call fails, so the header never blanks.
 */
export function useCompany() {
  const { id, user } = useSeller();
  const fresh = useResource<User | null>(() => (id === null ? Promise.resolve(null) : getUser(id)), id);
  return (fresh.status === 'ready' && fresh.data) || user;
}
