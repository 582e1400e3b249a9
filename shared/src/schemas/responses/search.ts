import { z } from 'zod';
import { id, pageOf } from './common';
import { catalogueService } from './services';

/** A search hit: the catalogue card, its category and, when a postcode was given, the distance. */
export const searchResult = catalogueService
  .extend({
    category_id: id,
    /** Straight-line km between the seller's service postcode and the searched one (one decimal). */
    distance_km: z.number().optional().meta({ description: 'km between the seller\'s service postcode and the searched one; only with `postcode`' }),
  })
  .meta({ id: 'SearchResult' });

/** Hits of one category for the same search without the `category` filter. */
export const categoryCount = z.object({ category_id: id, count: z.number().int() }).meta({ id: 'CategoryCount' });

export const searchPage = pageOf(searchResult)
  .extend({
    category_counts: z
      .array(categoryCount)
      .optional()
      .meta({ description: 'With `facets=categories`: hits per category ignoring `category`, most first' }),
  })
  .meta({ id: 'SearchPage' });

/** A craftsman's service area: null post_number = not set yet (never found by a postcode search); place e.g. "München". */
export const serviceArea = z
  .object({ post_number: z.string().nullable(), radius_km: z.number().int(), place: z.string().nullable() })
  .meta({ id: 'ServiceArea' });
