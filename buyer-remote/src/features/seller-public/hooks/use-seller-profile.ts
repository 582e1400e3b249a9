import { useParams } from 'react-router-dom';
import { getSellerProfile, type SellerProfile } from '@craft/shared';
import { requireId, useResource } from '../../../lib/use-resource';

/** /sellers/:id: the craftsman's public page data (services, portfolio, rating). */
export function useSellerProfile() {
  const { id } = useParams();
  return useResource<SellerProfile>(`seller:${id}`, () => getSellerProfile(requireId(id)));
}
