import { apiClient } from './client';
import type { CreatedId, Service, ServicePhoto, ServiceWrite } from './types';

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

/** POST /services/photos (bearer, multipart {service_id, photo}) */
export async function uploadServicePhoto(serviceId: number, photo: File): Promise<ServicePhoto> {
  const form = new FormData();
  form.append('service_id', String(serviceId));
  form.append('photo', photo);
  const { data } = await apiClient.post<ServicePhoto>('/services/photos', form);
  return data;
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
