import { apiClient } from './client';
import type { WishlistItem } from './feature-types';

/** GET /wishlist (buyer token) */
export async function getWishlist(): Promise<WishlistItem[]> {
  const { data } = await apiClient.get<WishlistItem[]>('/wishlist');
  return data;
}

/** POST /wishlist {service_id}: adding twice keeps one. */
export async function addToWishlist(serviceId: number): Promise<WishlistItem> {
  const { data } = await apiClient.post<WishlistItem>('/wishlist', { service_id: serviceId });
  return data;
}

/** DELETE /wishlist/{serviceId} */
export async function removeFromWishlist(serviceId: number): Promise<void> {
  await apiClient.delete(`/wishlist/${serviceId}`);
}
