import { apiClient } from './client';
import type { Order, OrderCreate, ReasonWrite, Review, ReviewWrite, ServiceStats } from './feature-types';

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

/** POST /orders/{id}/cancel: the buyer while pending, accepted or work_done; the seller while accepted or work_done. */
export async function cancelOrder(id: number | string, body: ReasonWrite = {}): Promise<Order> {
  const { data } = await apiClient.post<Order>(`/orders/${id}/cancel`, body);
  return data;
}

/** POST /orders/{id}/accept | /reject (its seller, while pending); reject takes an optional reason. */
export async function decideOrder(id: number | string, decision: 'accept' | 'reject', body: ReasonWrite = {}): Promise<Order> {
  const { data } = await apiClient.post<Order>(`/orders/${id}/${decision}`, decision === 'reject' ? body : undefined);
  return data;
}

/** POST /orders/{id}/work-done (its seller, while accepted) */
export async function markOrderWorkDone(id: number | string): Promise<Order> {
  const { data } = await apiClient.post<Order>(`/orders/${id}/work-done`);
  return data;
}

/** POST /orders/{id}/confirm (its buyer, while work_done): the order is completed. */
export async function confirmOrder(id: number | string): Promise<Order> {
  const { data } = await apiClient.post<Order>(`/orders/${id}/confirm`);
  return data;
}

/** POST /orders/{id}/payment-received (its seller; accepted, work_done or completed; once) */
export async function markOrderPaymentReceived(id: number | string): Promise<Order> {
  const { data } = await apiClient.post<Order>(`/orders/${id}/payment-received`);
  return data;
}

/** GET /orders/{id}/document: the file the buyer attached (buyer or seller of the order). */
export async function downloadOrderDocument(id: number | string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(`/orders/${id}/document`, { responseType: 'blob' });
  return data;
}

/** PUT /orders/{id}/review (buyer of a completed order; creates the one review, edits it within 14 days) */
export async function saveReview(orderId: number | string, body: ReviewWrite): Promise<Review> {
  const { data } = await apiClient.put<Review>(`/orders/${orderId}/review`, body);
  return data;
}

/** GET /services/{id}/reviews (public) */
export async function getServiceReviews(serviceId: number | string): Promise<Review[]> {
  const { data } = await apiClient.get<Review[]>(`/services/${serviceId}/reviews`);
  return data;
}

/**
 * GET /services/{id}/stats (public): order count and rating; for the service's craftsman also
 * `weekly`, the last `weeks` ISO weeks (default 12) of views, requests, orders and revenue.
 */
export async function getServiceStats(serviceId: number | string, weeks?: number): Promise<ServiceStats> {
  const { data } = await apiClient.get<ServiceStats>(`/services/${serviceId}/stats`, weeks === undefined ? undefined : { params: { weeks } });
  return data;
}

/** GET /reviews/received (seller: reviews of the seller's services) */
export async function getReceivedReviews(): Promise<Review[]> {
  const { data } = await apiClient.get<Review[]>('/reviews/received');
  return data;
}
