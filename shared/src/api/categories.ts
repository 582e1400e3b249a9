import { apiClient } from './client';
import type { CatalogueService, Category, Page } from './types';

/** GET /categories: each category with its newest services and the total count. */
export async function getCategories(): Promise<Category[]> {
  const { data } = await apiClient.get<Category[]>('/categories');
  return data;
}

/** GET /services/search?q=&category=&page=&size=: title, description or category name, case-insensitive. */
export async function searchServices(
  q: string,
  category?: number | string,
  page = 1,
  size = 24,
): Promise<Page<CatalogueService>> {
  const { data } = await apiClient.get<Page<CatalogueService>>('/services/search', {
    params: { q, page, size, ...(category !== undefined && category !== '' ? { category } : {}) },
  });
  return data;
}
