import { userQueries, type User } from '@craft/shared';
import { useQuery } from '@craft/shared/query';
import { useSeller } from '../../../hooks/use-seller';

/**
 * The craftsman's own record, fresh from the API; the stored user (from login) shows at once
 * and stays when the call fails, so the header never blanks.
 */
export function useCompany() {
  const { id, user } = useSeller();
  const fresh = useQuery({ ...userQueries.detail(id ?? 0), enabled: id !== null });
  return (fresh.data as User | undefined) || user;
}
