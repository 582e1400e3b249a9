import { useState } from 'react';
import { reportError } from '@craft/shared';
import { queryClient, useQuery, type UseQueryOptions } from '@craft/shared/query';


/**
 * A list the buyer can delete from (wishlist, direct offers): a failed delete keeps the item
 * and says so; a successful one drops it from the cached list without a reload.
 */
export function useRemovableList<T, K extends readonly unknown[]>(options: UseQueryOptions<T[], Error, T[], K> & { queryKey: K }, failedText: string, action: string) {
  const query = useQuery(options);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const remove = async (call: () => Promise<void>, isRemoved: (item: T) => boolean) => {
    setRemoveError(null);
    try {
      await call();
      // From the cached list as it is now: another remove may have answered meanwhile.
      queryClient.setQueryData<T[]>(options.queryKey, (items) => items?.filter((item) => !isRemoved(item)));
    } catch (error) {
      reportError(error, { action, app: 'buyer' });
      setRemoveError(failedText);
    }
  };

  return { query, remove, removeError };
}
