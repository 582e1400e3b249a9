import { errorStatus, getService, serviceQueries, type Service } from '@craft/shared';
import { useQuery } from '@craft/shared/query';
import { useSeller } from './use-seller';

export type OwnServiceState =
  | { status: 'loading' }
  | { status: 'error'; reload: () => void }
  | { status: 'not-found' }
  | { status: 'not-yours' }
  | { status: 'ready'; service: Service };

/**
 * Loads a service for the craftsman's own pages. Another seller's service is refused here,
 * before any form or data is shown (the API answers 403 to writes as well).
 */
export function useOwnService(id: number | null): OwnServiceState {
  const seller = useSeller();
  const query = useQuery({
    queryKey: [...serviceQueries.detail(id).queryKey, 'own'],
    queryFn: async (): Promise<Service | null> => {
      if (id === null) return null;
      try {
        return await getService(id);
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
  });

  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'error') {
    return errorStatus(query.error) === 403 ? { status: 'not-yours' } : { status: 'error', reload: () => void query.refetch() };
  }
  const service = query.data;
  if (!service) return { status: 'not-found' };
  if (service.seller_id !== seller.id) return { status: 'not-yours' };
  return { status: 'ready', service };
}
