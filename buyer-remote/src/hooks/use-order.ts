import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cancelOrder, orderQueries, reportError, type Order } from '@craft/shared';
import { queryClient, useQuery } from '@craft/shared/query';

/** One of the buyer's orders, its id from the query string (`?order=` or `?id=`). */
export function useOrderFromQuery(param: 'order' | 'id') {
  const [params] = useSearchParams();
  const options = orderQueries.detail(params.get(param));
  const query = useQuery(options);
  /** The order as a write answered it (cancelled, reviewed), without a refetch. */
  const setData = (order: Order) => queryClient.setQueryData(options.queryKey, order);
  return { query, setData };
}

/** 'Cancel Offering' while pending; the page shows the cancelled order afterwards. */
export function useCancelOrder(onCancelled: (order: Order) => void, failedText: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = async (orderId: number) => {
    setBusy(true);
    setError(null);
    try {
      onCancelled(await cancelOrder(orderId));
      void queryClient.invalidateQueries({ queryKey: orderQueries.all, exact: false, refetchType: 'none' });
    } catch (failure) {
      reportError(failure, { action: 'Cancelling an order', app: 'buyer' });
      setError(failedText);
    } finally {
      setBusy(false);
    }
  };
  return { cancel, busy, error };
}
