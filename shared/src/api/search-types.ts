/** Wire types of search and service areas. */
import type { CatalogueService, Page } from './types';

export type SearchSort = 'relevance' | 'price_asc' | 'price_desc' | 'distance' | 'newest';

/** GET /services/search parameters; all optional (see api/README.md, "Search"). */
export interface SearchParams {
  q?: string;
  category?: number;
  /** 5-digit German postcode: only services whose seller's area covers it, with `distance_km`. */
  postcode?: string;
  /** With `postcode`: at most this far (km, 1–200) besides the seller's own radius. */
  radius_km?: number;
  min_price?: number;
  max_price?: number;
  sort?: SearchSort;
  page?: number;
  size?: number;
  /** 'categories': the answer also has `category_counts` (for category tabs). */
  facets?: 'categories';
}

/** A search hit: the catalogue card, its category and, when a postcode was given, the distance. */
export interface SearchResult extends CatalogueService {
  category_id: number;
  /** Straight-line km between the seller's service postcode and the searched one (one decimal). */
  distance_km?: number;
}

/** Hits of one category for the same search without the `category` filter. */
export interface CategoryCount {
  category_id: number;
  count: number;
}

export interface SearchPage extends Page<SearchResult> {
  /** Only with `facets=categories`: every category with hits, most hits first. */
  category_counts?: CategoryCount[];
}

/** A craftsman's service area: null post_number = not set yet (never found by a postcode search). */
export interface ServiceArea {
  post_number: string | null;
  radius_km: number;
  /** The postcode's place name (e.g. "München"), null when not set. */
  place: string | null;
}

export interface ServiceAreaWrite {
  post_number: string;
  radius_km?: number;
}
