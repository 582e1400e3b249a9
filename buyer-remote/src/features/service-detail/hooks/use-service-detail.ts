import {
  getService,
  getServiceReviews,
  getServiceStats,
  getUser,
  type Review,
  type Service,
  type ServiceStats,
  type User,
} from '@craft/shared';
import { requireId, useResource } from '../../../lib/use-resource';

export interface ServiceDetail {
  service: Service;
  /** null when the numbers could not be read: the page still shows the service. */
  stats: ServiceStats | null;
  reviews: Review[] | null;
  seller: User | null;
}

const settled = <T,>(result: PromiseSettledResult<T>): T | null =>
  result.status === 'fulfilled' ? result.value : null;

/** The service plus its real order count, rating, reviews and seller; only the service is essential. */
export function useServiceDetail(id: string | undefined) {
  return useResource<ServiceDetail>(`service:${id}`, async () => {
    const serviceId = requireId(id);
    const [service, extras] = await Promise.all([
      getService(serviceId),
      Promise.allSettled([getServiceStats(serviceId), getServiceReviews(serviceId)]),
    ]);
    const [seller] = await Promise.allSettled([getUser(service.seller_id)]);
    return { service, stats: settled(extras[0]), reviews: settled(extras[1]), seller: settled(seller) };
  });
}
