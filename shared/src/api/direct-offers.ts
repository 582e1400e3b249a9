import { apiClient, isApiCallError } from './client';
import type { DirectOffer, DirectOfferAccept, DirectOfferConflict, DirectOfferCounter, DirectOfferWrite, ReasonWrite } from './feature-types';

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

/**
 * POST /direct-offers/{id}/accept: the seller while pending (the customer's price), the buyer while
 * countered (the counter price). With a service and a price the answer names the new order.
 * The accept sends the `version` of the offer as shown (the craftsman must): an offer changed since
 * answers 409 with the current offer (see changedOffer). /reject: the seller while pending, with an
 * optional reason.
 */
export async function decideDirectOffer(id: number | string, decision: 'accept', body?: DirectOfferAccept): Promise<DirectOffer>;
export async function decideDirectOffer(id: number | string, decision: 'reject', body?: ReasonWrite): Promise<DirectOffer>;
export async function decideDirectOffer(id: number | string, decision: 'accept' | 'reject', body: DirectOfferAccept | ReasonWrite = {}): Promise<DirectOffer> {
  const { data } = await apiClient.post<DirectOffer>(`/direct-offers/${id}/${decision}`, body);
  return data;
}

/** The offer as it is now, when an accept failed because it changed since it was loaded (409 `offer.changed`); else null. */
export function changedOffer(error: unknown): DirectOffer | null {
  if (!isApiCallError(error) || error.response?.status !== 409) return null;
  const body = error.response.data as Partial<DirectOfferConflict> | undefined;
  return body?.code === 'offer.changed' && body.offer ? body.offer : null;
}

/** POST /direct-offers/{id}/counter (its seller, while pending): the craftsman's price. */
export async function counterDirectOffer(id: number | string, body: DirectOfferCounter): Promise<DirectOffer> {
  const { data } = await apiClient.post<DirectOffer>(`/direct-offers/${id}/counter`, body);
  return data;
}

/** POST /direct-offers/{id}/withdraw (its buyer, while pending or countered), with an optional reason. */
export async function withdrawDirectOffer(id: number | string, body: ReasonWrite = {}): Promise<DirectOffer> {
  const { data } = await apiClient.post<DirectOffer>(`/direct-offers/${id}/withdraw`, body);
  return data;
}

/** GET /direct-offers/{id}/document (its buyer or its seller) */
export async function downloadDirectOfferDocument(id: number | string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(`/direct-offers/${id}/document`, { responseType: 'blob' });
  return data;
}
