import { errorStatus, getService, type Service } from '@craft/shared';
import { useResource } from '../lib/use-resource';
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
  const resource = useResource<Service | null>(async () => {
    if (id === null) return null;
    try {
      return await getService(id);
    } catch (error) {
      if (errorStatus(error) === 404) return null;
      throw error;
    }
  }, id);

  if (resource.status === 'loading') return { status: 'loading' };
  if (resource.status === 'error') {
    return errorStatus(resource.error) === 403 ? { status: 'not-yours' } : { status: 'error', reload: resource.reload };
  }
  const service = resource.data;
  if (!service) return { status: 'not-found' };
  if (service.seller_id !== seller.id) return { status: 'not-yours' };
  return { status: 'ready', service };
}
