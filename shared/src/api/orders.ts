import { apiClient } from './client';
import type { Order, OrderCreate, Review, ReviewWrite, ServiceStats } from './feature-types';

/** POST /orders (buyer): status starts pending. */
export async function createOrder(body: OrderCreate): Promise<Order> {
  const { data } = await apiClient.post<Order>('/orders', body);
  return data;
}

/** GET /orders (buyer's own, newest first) */
export async function getMyOrders(): Promise<Order[]> {
  const { data } = await apiClient.get<Order[]>('/orders');
  return data;
}

/** GET /orders/received (seller: orders for the seller's services) */
export async function getReceivedOrders(): Promise<Order[]> {
  const { data } = await apiClient.get<Order[]>('/orders/received');
  return data;
}

/** GET /orders/{id} (its buyer or its seller) */
export async function getOrder(id: number | string): Promise<Order> {
  const { data } = await apiClient.get<Order>(`/orders/${id}`);
  return data;
}

/** POST /orders/{id}/cancel (buyer, while pending) */
export async function cancelOrder(id: number | string): Promise<Order> {
  const { data } = await apiClient.post<Order>(`/orders/${id}/cancel`);
  return data;
}

/** POST /orders/{id}/accept | /reject (its seller, once; e-mails the buyer) */
export async function decideOrder(id: number | string, decision: 'accept' | 'reject'): Promise<Order> {
  const { data } = await apiClient.post<Order>(`/orders/${id}/${decision}`);
  return data;
}

/** GET /orders/{id}/document: the file the buyer attached (buyer or seller of the order). */
export async function downloadOrderDocument(id: number | string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(`/orders/${id}/document`, { responseType: 'blob' });
  return data;
}

/** PUT /orders/{id}/review (buyer of an accepted order; creates or edits the one review) */
export async function saveReview(orderId: number | string, body: ReviewWrite): Promise<Review> {
  const { data } = await apiClient.put<Review>(`/orders/${orderId}/review`, body);
  return data;
}

/** GET /services/{id}/reviews (public) */
export async function getServiceReviews(serviceId: number | string): Promise<Review[]> {
  const { data } = await apiClient.get<Review[]>(`/services/${serviceId}/reviews`);
  return data;
}

/** GET /services/{id}/stats (public): order count and rating. */
export async function getServiceStats(serviceId: number | string): Promise<ServiceStats> {
  const { data } = await apiClient.get<ServiceStats>(`/services/${serviceId}/stats`);
  return data;
}

/** GET /reviews/received (seller: reviews of the seller's services) */
export async function getReceivedReviews(): Promise<Review[]> {
  const { data } = await apiClient.get<Review[]>('/reviews/received');
  return data;
}
