import { z } from 'zod';
import { idParam, wholeNumberInput } from './common';
import { priceField } from './services';

/** A German postcode (PLZ): five digits. Whether it exists is the API's check (400 `Unknown postcode: …`). */
export const postNumberField = z
  .string({ error: 'Enter a 5-digit postcode' })
  .trim()
  .regex(/^\d{5}$/, 'Enter a 5-digit postcode');

export const SERVICE_RADIUS_DEFAULT_KM = 30;
export const SERVICE_RADIUS_MAX_KM = 200;

/** Kilometres, whole numbers 1–200. */
export const radiusField = wholeNumberInput('Enter a distance in km').pipe(
  z
    .number({ error: 'Enter a distance in km' })
    .int('Enter whole kilometres')
    .min(1, 'At least 1 km')
    .max(SERVICE_RADIUS_MAX_KM, `At most ${SERVICE_RADIUS_MAX_KM} km`),
);

/** PUT /sellers/me/service-area: where a craftsman works (the dashboard form). */
export const serviceAreaSchema = z
  .object({
    post_number: postNumberField,
    radius_km: radiusField.default(SERVICE_RADIUS_DEFAULT_KM),
  })
  .strict();

export type ServiceAreaInput = z.input<typeof serviceAreaSchema>;

export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'distance', 'newest'] as const;
export const SEARCH_PAGE_SIZE_MAX = 100;

/**
 * GET /services/search: every parameter optional; a wrong value is refused (400), an unknown
 * parameter is ignored like on every other route (tracking and cache-busting parameters pass).
 * `sort` defaults to relevance (text score when `q` is given, else distance when `postcode` is
 * given, else newest); `distance` and `radius_km` need a `postcode`.
 */
export const searchQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'At most 100 characters').default(''),
    category: idParam.optional(),
    postcode: postNumberField.optional(),
    radius_km: radiusField.optional(),
    min_price: priceField.optional(),
    max_price: priceField.optional(),
    sort: z.enum(SEARCH_SORTS).default('relevance'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(24),
    facets: z.enum(['categories']).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
      ctx.addIssue({ code: 'custom', path: ['min_price'], message: 'min_price must not be above max_price' });
    }
    if (!query.postcode && query.sort === 'distance') ctx.addIssue({ code: 'custom', path: ['sort'], message: 'sort=distance needs a postcode' });
    if (!query.postcode && query.radius_km !== undefined) ctx.addIssue({ code: 'custom', path: ['radius_km'], message: 'radius_km needs a postcode' });
  });

export type SearchQueryInput = z.input<typeof searchQuerySchema>;
