import { useParams, useSearchParams } from 'react-router-dom';
import { apiErrorMessage, cancelOrder, confirmOrder, errorStatus, orderQueries, reportError, type Order, unreachableMessage } from '@craft/shared';
import { queryClient, useQuery } from '@craft/shared/query';
import { buyerText } from '../texts';

/** One of the buyer's orders, its id from the path (/jobs/orders/:id) or the query string (`?order=` or `?id=`). */
export function useOrderFromQuery(param: 'order' | 'id') {
  const [params] = useSearchParams();
  const { id: pathId } = useParams();
  const options = orderQueries.detail(pathId ?? params.get(param));
  const query = useQuery(options);
  /** The order as a write answered it (cancelled, reviewed), without a refetch. */
  const setData = (order: Order) => queryClient.setQueryData(options.queryKey, order);
  return { query, setData };
}

/**
 * The buyer's steps on an order: cancel (with a reason the craftsman reads) and confirm the
 * finished work. Each resolves to null, or to the message the confirmation dialog shows (the
 * API's own on a 409, e.g. when the craftsman acted first).
 */
export function useBuyerOrderSteps(onChange: (order: Order) => void) {
  const run = async (action: string, step: () => Promise<Order>): Promise<string | null> => {
    try {
      onChange(await step());
      void queryClient.invalidateQueries({ queryKey: orderQueries.all, exact: false, refetchType: 'none' });
      return null;
    } catch (failure) {
      reportError(failure, { action, app: 'buyer' });
      return unreachableMessage(failure) ?? (errorStatus(failure) === 409 ? (apiErrorMessage(failure) ?? buyerText('orders.stepFailed')) : buyerText('orders.stepFailed'));
    }
  };
  return {
    cancel: (order: Order, reason: string) => run('Cancelling an order', () => cancelOrder(order.id, reason ? { reason } : {})),
    confirmDone: (order: Order) => run('Confirming an order as done', () => confirmOrder(order.id)),
  };
}
