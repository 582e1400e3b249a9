import { useState } from 'react';
import { useResource } from '../lib/use-resource';

/**
 * A list the buyer can delete from (wishlist, direct offers): a failed delete keeps the item
 * and says so; a successful one drops it without a reload.
 */
export function useRemovableList<T>(key: string, load: () => Promise<T[]>, failedText: string) {
  const resource = useResource<T[]>(key, load);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const remove = async (call: () => Promise<void>, isRemoved: (item: T) => boolean) => {
    setRemoveError(null);
    try {
      await call();
      // From the list as it is now: another remove may have answered meanwhile.
      resource.setData((items) => items.filter((item) => !isRemoved(item)));
    } catch {
      setRemoveError(failedText);
    }
  };

  return { resource, remove, removeError };
}
