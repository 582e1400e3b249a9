import { apiClient } from './client';
import type { DirectOffer, DirectOfferWrite } from './feature-types';

/** POST /direct-offers (buyer): an offer sent straight to one craftsman. */
export async function createDirectOffer(body: DirectOfferWrite): Promise<DirectOffer> {
  const { data } = await apiClient.post<DirectOffer>('/direct-offers', body);
  return data;
}

/** GET /direct-offers (buyer's own) */
export async function getMyDirectOffers(): Promise<DirectOffer[]> {
  const { data } = await apiClient.get<DirectOffer[]>('/direct-offers');
  return data;
}

/** GET /direct-offers/received (seller) */
export async function getReceivedDirectOffers(): Promise<DirectOffer[]> {
  const { data } = await apiClient.get<DirectOffer[]>('/direct-offers/received');
  return data;
}

/** GET /direct-offers/{id} (its buyer or its seller) */
export async function getDirectOffer(id: number | string): Promise<DirectOffer> {
  const { data } = await apiClient.get<DirectOffer>(`/direct-offers/${id}`);
  return data;
}

/** PUT /direct-offers/{id} (its buyer, while pending) */
export async function updateDirectOffer(id: number | string, body: DirectOfferWrite): Promise<DirectOffer> {
  const { data } = await apiClient.put<DirectOffer>(`/direct-offers/${id}`, body);
  return data;
}

/** DELETE /direct-offers/{id} (its buyer) */
export async function deleteDirectOffer(id: number | string): Promise<void> {
  await apiClient.delete(`/direct-offers/${id}`);
}

/** POST /direct-offers/{id}/accept | /reject (its seller, once; e-mails the buyer) */
export async function decideDirectOffer(id: number | string, decision: 'accept' | 'reject'): Promise<DirectOffer> {
  const { data } = await apiClient.post<DirectOffer>(`/direct-offers/${id}/${decision}`);
  return data;
}

/** GET /direct-offers/{id}/document (its buyer or its seller) */
export async function downloadDirectOfferDocument(id: number | string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(`/direct-offers/${id}/document`, { responseType: 'blob' });
  return data;
}
