import { apiClient } from './client';
import type { PortfolioProject, PortfolioWrite, SellerProfile, SellerSummary } from './feature-types';

/** GET /sellers: every craftsman, for the provider dropdown. */
export async function getSellers(): Promise<SellerSummary[]> {
  const { data } = await apiClient.get<SellerSummary[]>('/sellers');
  return data;
}

/** GET /sellers/{id}: public page data (services, portfolio, rating). */
export async function getSellerProfile(id: number | string): Promise<SellerProfile> {
  const { data } = await apiClient.get<SellerProfile>(`/sellers/${id}`);
  return data;
}

/** GET /portfolio/seller/{sellerId} (public) */
export async function getSellerPortfolio(sellerId: number | string): Promise<PortfolioProject[]> {
  const { data } = await apiClient.get<PortfolioProject[]>(`/portfolio/seller/${sellerId}`);
  return data;
}

/** GET /portfolio/{id} (public) */
export async function getPortfolioProject(id: number | string): Promise<PortfolioProject> {
  const { data } = await apiClient.get<PortfolioProject>(`/portfolio/${id}`);
  return data;
}

/** POST /portfolio (seller) */
export async function createPortfolioProject(body: PortfolioWrite): Promise<PortfolioProject> {
  const { data } = await apiClient.post<PortfolioProject>('/portfolio', body);
  return data;
}

/** PUT /portfolio/{id} (its seller) */
export async function updatePortfolioProject(id: number | string, body: PortfolioWrite): Promise<PortfolioProject> {
  const { data } = await apiClient.put<PortfolioProject>(`/portfolio/${id}`, body);
  return data;
}

/** POST /portfolio/{id}/images (its seller, multipart {image}) */
export async function addPortfolioImage(id: number | string, image: File): Promise<PortfolioProject> {
  const form = new FormData();
  form.append('image', image);
  const { data } = await apiClient.post<PortfolioProject>(`/portfolio/${id}/images`, form);
  return data;
}
