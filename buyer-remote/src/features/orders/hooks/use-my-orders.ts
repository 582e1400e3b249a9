import { orderQueries } from '@craft/shared';
import { useQuery } from '@craft/shared/query';

/** The buyer's own orders, newest first (the API's order). */
export function useMyOrders() {
  return useQuery(orderQueries.mine());
}
