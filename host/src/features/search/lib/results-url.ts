import type { SearchParams, SearchSort } from '@craft/shared';
import { hostPaths } from '@craft/shared';

/** What the results screen shows, all of it in the URL (shareable, and the back button works). */
/** Services per page of results. */
export const RESULTS_PAGE_SIZE = 12;

export type ResultsState = Omit<SearchParams, 'q' | 'page' | 'size' | 'facets'> & { q: string; page: number };

const SORTS: readonly SearchSort[] = ['relevance', 'price_asc', 'price_desc', 'distance', 'newest'];

const wholeNumber = (value: string | null, min: number, max: number): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
};

/**
 * Reads the results URL. A hand-edited value that could never be valid is dropped rather than
 * sent (the API would refuse the whole search); a wrong but well-formed postcode goes through,
 * so the page can say the API's "Unknown postcode".
 */
export function readResultsUrl(params: URLSearchParams): ResultsState {
  const postcode = params.get('postcode')?.trim();
  // An empty `postcode=` is a choice: no postcode, not even the signed-in user's own (see withHomePostcode).
  const noPostcode = postcode === '' ? '' : undefined;
  const sort = params.get('sort') as SearchSort | null;
  const state: ResultsState = {
    q: params.get('q')?.trim() ?? '',
    category: wholeNumber(params.get('category'), 1, Number.MAX_SAFE_INTEGER),
    postcode: postcode && /^\d{5}$/.test(postcode) ? postcode : noPostcode,
    radius_km: wholeNumber(params.get('radius_km'), 1, 200),
    min_price: wholeNumber(params.get('min_price'), 0, 100_000_000),
    max_price: wholeNumber(params.get('max_price'), 0, 100_000_000),
    sort: sort && SORTS.includes(sort) ? sort : undefined,
    page: wholeNumber(params.get('page'), 1, 100_000) ?? 1,
  };
  if (!state.postcode) {
    // Both need a postcode (the API says so with a 400): without one they mean nothing.
    state.radius_km = undefined;
    if (state.sort === 'distance') state.sort = undefined;
  }
  return state;
}

/**
 * A signed-in user's results are around his own postcode until he chooses another or none: the
 * filter shows it, so it must also apply. Only when the URL names no postcode at all.
 */
export function withHomePostcode(state: ResultsState, params: URLSearchParams, home: string | undefined): ResultsState {
  if (params.has('postcode') || state.postcode !== undefined || !home || !/^\d{5}$/.test(home)) return state;
  return { ...state, postcode: home };
}

/** The URL of a results state; empty and default values are left out, but for the chosen "no postcode". */
export function resultsUrl(state: Partial<ResultsState>): string {
  const params = new URLSearchParams();
  params.set('q', state.q ?? '');
  for (const key of ['category', 'postcode', 'radius_km', 'min_price', 'max_price', 'sort'] as const) {
    const value = state[key];
    if (value !== undefined && (value !== '' || key === 'postcode')) params.set(key, String(value));
  }
  if (state.page && state.page > 1) params.set('page', String(state.page));
  return `${hostPaths.results}?${params.toString()}`;
}

/** The API call for a state: one page, with the per-category counts for the tabs. */
export function searchParamsOf(state: ResultsState, size: number): SearchParams {
  return { ...state, postcode: state.postcode || undefined, size, facets: 'categories' };
}
