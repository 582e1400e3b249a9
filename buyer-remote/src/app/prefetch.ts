import { categoryQueries, sellerQueries, type RoutePrefetch } from '@craft/shared';
import { queryClient } from '@craft/shared/query';
import type { BuyerRouteId } from '../config/paths';
import { serviceDetailQuery } from '../features/service-detail/hooks/use-service-detail';

/**
 * What the server-rendered pages read, fetched before their first render with the same query
 * options as the pages' hooks, so the pages find the answers. The service page names its trade in
 * its head from the categories' names, which it never fetches itself (the names alone: the whole
 * list would put every category's newest services into the page's state, 40 KB of its 70).
 */
export const prefetch: Partial<Record<BuyerRouteId, RoutePrefetch>> = {
  serviceDetail: ({ id }) => Promise.all([queryClient.prefetchQuery(serviceDetailQuery(id)), queryClient.prefetchQuery(categoryQueries.names())]),
  sellerPublic: ({ id }) => queryClient.prefetchQuery(sellerQueries.profile(id)),
};
