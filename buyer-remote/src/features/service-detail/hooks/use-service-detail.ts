import { queryOptions, requireId, serviceQueries, userQueries, type Review, type Service, type ServiceStats, type User } from '@craft/shared';
import { queryClient, useQuery } from '@craft/shared/query';

export interface ServiceDetail {
  service: Service;
  /** null when the numbers could not be read: the page still shows the service. */
  stats: ServiceStats | null;
  reviews: Review[] | null;
  seller: User | null;
}

const settled = <T,>(result: PromiseSettledResult<T>): T | null =>
  result.status === 'fulfilled' ? result.value : null;

/**
 * The service plus its real order count, rating, reviews and seller; only the service is essential.
 * The page's query, and what the server prefetches before rendering the page (app/register.tsx).
 */
export const serviceDetailQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: [...serviceQueries.detail(id).queryKey, 'page'],
    queryFn: async (): Promise<ServiceDetail> => {
      const serviceId = requireId(id);
      // Each part is its own cache entry, so the payment page finds the service already loaded.
      const [service, extras] = await Promise.all([
        queryClient.fetchQuery(serviceQueries.detail(serviceId)),
        Promise.allSettled([queryClient.fetchQuery(serviceQueries.stats(serviceId)), queryClient.fetchQuery(serviceQueries.reviews(serviceId))]),
      ]);
      const [seller] = await Promise.allSettled([queryClient.fetchQuery(userQueries.detail(service.seller_id))]);
      return { service, stats: settled(extras[0]), reviews: settled(extras[1]), seller: settled(seller) };
    },
  });

export function useServiceDetail(id: string | undefined) {
  return useQuery(serviceDetailQuery(id));
}
