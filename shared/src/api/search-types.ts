/** Wire types of search and service areas, derived from ../schemas/search and
 * ../schemas/responses/search (type imports only). */
import type { z } from 'zod';
import type { categoryCount, searchPage, searchResult, serviceArea } from '../schemas/responses/search';
import type { SEARCH_SORTS, searchQuerySchema, serviceAreaSchema } from '../schemas/search';

export type SearchSort = (typeof SEARCH_SORTS)[number];

/** GET /services/search parameters; all optional (see api/README.md, "Search"). */
export type SearchParams = z.input<typeof searchQuerySchema>;

/** A search hit: the catalogue card, its category and, when a postcode was given, the distance. */
export type SearchResult = z.output<typeof searchResult>;

/** Hits of one category for the same search without the `category` filter. */
export type CategoryCount = z.output<typeof categoryCount>;

/** A page of hits; `category_counts` only with `facets=categories`: every category with hits, most hits first. */
export type SearchPage = z.output<typeof searchPage>;

/** A craftsman's service area: null post_number = not set yet (never found by a postcode search). */
export type ServiceArea = z.output<typeof serviceArea>;

export type ServiceAreaWrite = z.input<typeof serviceAreaSchema>;
