import { useSearchParams } from 'react-router-dom';
import { getService, type Service } from '@craft/shared';
import { requireId, useResource } from '../../../lib/use-resource';

/** The service being ordered, from /payment?service=ID. */
export function usePaymentService() {
  const [params] = useSearchParams();
  const serviceParam = params.get('service');
  return useResource<Service>(`payment-service:${serviceParam}`, () => getService(requireId(serviceParam)));
}
