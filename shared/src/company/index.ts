/**
 * `@craft/shared/company`: the craftsman's own company profile and first-day checklist.
 * Its own entry, not part of the `@craft/shared` singleton: only the seller's dashboard uses it,
 * and the landing page's script must not grow.
 */
import { apiClient } from '@craft/shared';
import type { CompanyProfile, CompanyProfileWrite, Onboarding, TraderDetailsWrite, TraderProfile } from '../api/feature-types';

export type { CompanyProfile, CompanyProfileWrite, Onboarding, OnboardingItemId, TraderDetails, TraderDetailsWrite, TraderProfile, TraderStatus } from '../api/feature-types';
export { LEGAL_FORMS, REGISTER_TYPES } from '../schemas/trader';

/** GET /sellers/me/onboarding (craftsman): each checklist item done or not, as the server sees it. */
export async function getOnboarding(): Promise<Onboarding> {
  const { data } = await apiClient.get<Onboarding>('/sellers/me/onboarding');
  return data;
}

/** GET /sellers/me/company (craftsman) */
export async function getCompanyProfile(): Promise<CompanyProfile> {
  const { data } = await apiClient.get<CompanyProfile>('/sellers/me/company');
  return data;
}

/** PUT /sellers/me/company (craftsman): description, Meisterbetrieb, founding year. */
export async function saveCompanyProfile(body: CompanyProfileWrite): Promise<CompanyProfile> {
  const { data } = await apiClient.put<CompanyProfile>('/sellers/me/company', body);
  return data;
}

/** PUT /sellers/me/logo (craftsman, multipart {image}): replaces the logo. */
export async function uploadCompanyLogo(file: File): Promise<CompanyProfile> {
  const form = new FormData();
  form.append('image', file);
  const { data } = await apiClient.put<CompanyProfile>('/sellers/me/logo', form);
  return data;
}

/** GET /sellers/me/trader (craftsman): the trader details and where their check stands. */
export async function getTraderProfile(): Promise<TraderProfile> {
  const { data } = await apiClient.get<TraderProfile>('/sellers/me/trader');
  return data;
}

/** PUT /sellers/me/trader (craftsman): submits the trader details (back to `submitted` when changed). */
export async function saveTraderDetails(body: TraderDetailsWrite): Promise<TraderProfile> {
  const { data } = await apiClient.put<TraderProfile>('/sellers/me/trader', body);
  return data;
}
