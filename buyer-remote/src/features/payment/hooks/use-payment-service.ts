import { useSearchParams } from 'react-router-dom';
import { serviceQueries } from '@craft/shared';
import { useQuery } from '@craft/shared/query';

/** The service being ordered, from /payment?service=ID. */
export function usePaymentService() {
  const [params] = useSearchParams();
  return useQuery(serviceQueries.detail(params.get('service')));
}
