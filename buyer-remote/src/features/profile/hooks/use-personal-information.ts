import { NotFoundError, useAuth, userQueries } from '@craft/shared';
import { useQuery } from '@craft/shared/query';

/** The logged-in user's own record (contact details included with their token). */
export function usePersonalInformation() {
  const { user } = useAuth();
  const id = user?.id ?? 0;
  return useQuery({
    ...userQueries.detail(id),
    queryFn: id ? userQueries.detail(id).queryFn : () => Promise.reject(new NotFoundError('no user')),
  });
}
