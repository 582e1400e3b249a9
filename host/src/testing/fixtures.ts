import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import type { CatalogueService, Category } from '@craft/shared';

// The search results test's fixtures (that screen is being rewritten; every other host test uses
// the shared builders in '@craft/shared/testing'): fold these in when it moves to the fake API.

let nextId = 100;
export function makeService(overrides: Partial<CatalogueService> = {}): CatalogueService {
  nextId += 1;
  return {
    id: nextId,
    title: `Service ${nextId}`,
    description: 'A service',
    price: 100,
    photo: null,
    thumbnail: null,
    seller_id: 1,
    seller_firstname: 'anna',
    seller_company_name: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  const services = overrides.services ?? [makeService()];
  return {
    id: 1,
    name: 'Painter',
    description: 'Painting and decorating',
    service_count: services.length,
    ...overrides,
    services,
  };
}

/** An axios error as the client raises it: with a response (HTTP status) or without (network). */
export function httpError(status: number | null, body: unknown = { error: 'failed' }): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  if (status === null) return new AxiosError('Network Error', 'ERR_NETWORK', config, {});
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, {
    status,
    statusText: String(status),
    data: body,
    headers: {},
    config,
  });
}

