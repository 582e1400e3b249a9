import { apiClient } from './client';
import type { SearchPage, SearchParams, ServiceArea, ServiceAreaWrite } from './search-types';

/** GET /services/search: ranked, filtered, paged; undefined and empty parameters are left out. */
export async function search(params: SearchParams): Promise<SearchPage> {
  const query = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));
  const { data } = await apiClient.get<SearchPage>('/services/search', { params: query });
  return data;
}

/** GET /sellers/me/service-area (seller) */
export async function getServiceArea(): Promise<ServiceArea> {
  const { data } = await apiClient.get<ServiceArea>('/sellers/me/service-area');
  return data;
}

/** PUT /sellers/me/service-area (seller); 400 `Unknown postcode: 12345` for a postcode that does not exist. */
export async function updateServiceArea(body: ServiceAreaWrite): Promise<ServiceArea> {
  const { data } = await apiClient.put<ServiceArea>('/sellers/me/service-area', body);
  return data;
}
