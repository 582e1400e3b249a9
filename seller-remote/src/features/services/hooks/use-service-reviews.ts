import { getServiceReviews, getServiceStats, type Review, type ServiceStats } from '@craft/shared';
import { useResource } from '../../../lib/use-resource';

/** A service's real reviews, newest first. */
export function useServiceReviews(serviceId: number) {
  return useResource<Review[]>(async () => {
    const reviews = await getServiceReviews(serviceId);
    return [...reviews].sort((a, b) => b.created_at.localeCompare(a.created_at));
  }, serviceId);
}

/** Order count and rating of a service. */
export function useServiceStats(serviceId: number) {
  return useResource<ServiceStats>(() => getServiceStats(serviceId), serviceId);
}
