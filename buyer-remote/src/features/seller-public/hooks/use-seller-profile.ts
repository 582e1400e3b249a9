import { useParams } from 'react-router-dom';
import { sellerQueries } from '@craft/shared';
import { useQuery } from '@craft/shared/query';

/** /sellers/:id: the craftsman's public page data (services, portfolio, rating). */
export function useSellerProfile() {
  const { id } = useParams();
  return useQuery(sellerQueries.profile(id));
}
