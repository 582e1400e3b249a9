import { getMyOrders, type Order } from '@craft/shared';
import { useResource } from '../../../lib/use-resource';

/** The buyer's own orders, newest first (the API's order). */
export function useMyOrders() {
  return useResource<Order[]>('my-orders', getMyOrders);
}
