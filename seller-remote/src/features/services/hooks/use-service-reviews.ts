import { serviceQueries, type Review } from '@craft/shared';
import { useQuery } from '@craft/shared/query';

const newestFirst = (reviews: Review[]) => [...reviews].sort((a, b) => b.created_at.localeCompare(a.created_at));

/** A service's real reviews, newest first. */
export function useServiceReviews(serviceId: number) {
  return useQuery({ ...serviceQueries.reviews(serviceId), select: newestFirst });
}

/** Order count and rating of a service. */
export function useServiceStats(serviceId: number) {
  return useQuery(serviceQueries.stats(serviceId));
}
