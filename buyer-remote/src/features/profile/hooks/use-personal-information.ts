import { getUser, useAuth, type User } from '@craft/shared';
import { NotFoundError, useResource } from '../../../lib/use-resource';

/** The logged-in user's own record (contact details included with their token). */
export function usePersonalInformation() {
  const { user } = useAuth();
  const id = user?.id;
  return useResource<User>(`me:${id}`, () => (id ? getUser(id) : Promise.reject(new NotFoundError('no user'))));
}
