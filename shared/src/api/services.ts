import { apiClient } from './client';
import type { CreatedId, Service, ServicePhoto, ServiceWrite, StoredPhoto } from './types';

/** Upload progress: the share of the file sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

const progressOf = (onProgress?: UploadProgress) =>
  onProgress ? { onUploadProgress: (event: { loaded: number; total?: number }) => onProgress(event.total ? Math.min(1, event.loaded / event.total) : 0) } : {};

/** GET /services/{id} */
export async function getService(id: number | string): Promise<Service> {
  const { data } = await apiClient.get<Service>(`/services/${id}`);
  return data;
}

/** GET /services/seller/{sellerId} */
export async function getSellerServices(sellerId: number | string): Promise<Service[]> {
  const { data } = await apiClient.get<Service[]>(`/services/seller/${sellerId}`);
  return data;
}

/** POST /services (bearer) */
export async function createService(body: ServiceWrite): Promise<CreatedId> {
  const { data } = await apiClient.post<CreatedId>('/services', body);
  return data;
}

/** PUT /services/{id} (bearer) */
export async function updateService(id: number | string, body: ServiceWrite): Promise<Service> {
  const { data } = await apiClient.put<Service>(`/services/${id}`, body);
  return data;
}

/** DELETE /services/{id} (bearer) */
export async function deleteService(id: number | string): Promise<void> {
  await apiClient.delete(`/services/${id}`);
}

/** POST /services/photos (bearer, multipart {service_id, photo}): adds it last; `onProgress` follows the upload. */
export async function uploadServicePhoto(serviceId: number, photo: File, onProgress?: UploadProgress): Promise<StoredPhoto> {
  const form = new FormData();
  form.append('service_id', String(serviceId));
  form.append('photo', photo);
  const { data } = await apiClient.post<StoredPhoto>('/services/photos', form, progressOf(onProgress));
  return data;
}

/** PUT /services/{id}/photos/order (bearer): every photo id of the service, the cover first. */
export async function orderServicePhotos(serviceId: number | string, photoIds: readonly number[]): Promise<Service> {
  const { data } = await apiClient.put<Service>(`/services/${serviceId}/photos/order`, { photo_ids: photoIds });
  return data;
}

/** DELETE /services/{id}/photos/{photoId} (bearer): one photo. */
export async function deleteOneServicePhoto(serviceId: number | string, photoId: number): Promise<void> {
  await apiClient.delete(`/services/${serviceId}/photos/${photoId}`);
}

/** PUT /services/photos/{serviceId} (bearer, multipart {photo}) */
export async function replaceServicePhoto(serviceId: number | string, photo: File): Promise<ServicePhoto> {
  const form = new FormData();
  form.append('photo', photo);
  const { data } = await apiClient.put<ServicePhoto>(`/services/photos/${serviceId}`, form);
  return data;
}

/** DELETE /services/photos/{serviceId} (bearer) */
export async function deleteServicePhoto(serviceId: number | string): Promise<void> {
  await apiClient.delete(`/services/photos/${serviceId}`);
}
