import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cancelOrder, getOrder, type Order } from '@craft/shared';
import { requireId, useResource } from '../lib/use-resource';

/** One of the buyer's orders, its id from the query string (`?order=` or `?id=`). */
export function useOrderFromQuery(param: 'order' | 'id') {
  const [params] = useSearchParams();
  const value = params.get(param);
  return useResource<Order>(`order:${value}`, () => getOrder(requireId(value)));
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
    } catch {
      setError(failedText);
    } finally {
      setBusy(false);
    }
  };
  return { cancel, busy, error };
}
