import { getSellerServices, type Service } from '@craft/shared';
import { useResource } from '../lib/use-resource';
import { useSeller } from './use-seller';

/** The logged-in craftsman's services, newest first. */
export function useSellerServices() {
  const { id } = useSeller();
  return useResource<Service[]>(async () => {
    if (id === null) return [];
    const services = await getSellerServices(id);
    return [...services].sort((a, b) => b.created_at.localeCompare(a.created_at));
  }, id);
}
