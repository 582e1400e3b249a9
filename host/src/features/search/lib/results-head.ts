import type { Leaves, MessageValues, SectionAt } from '@craft/shared/i18n';
import { absoluteUrl, trimDescription, type PageHeadData } from '@craft/shared/seo';
import type english from '../locales/en.json';
import { resultsUrl, type ResultsState } from './results-url';

export type ResultsSeoTextId = Leaves<SectionAt<typeof english, 'seo'>>;

/**
 * The parameters that make a results page what it is; everything else (price range, tracking,
 * page size) gives no address of its own to search engines.
 */
export const RESULTS_CANONICAL_PARAMS = ['q', 'category', 'postcode', 'radius_km', 'sort', 'page'] as const;

export interface ResultsHeadOptions {
  origin: string;
  /** The site's name (the host's `brand`). */
  siteName: string;
  /** The chosen category's name in the page's language (`categoryLabel(category.name)`), when known. */
  category?: string | null;
  /** The results catalogue's `seo` texts: `useResultsTexts('seo')`. */
  text: (id: ResultsSeoTextId, values?: MessageValues) => string;
}

/**
 * '/results?…' for search engines: a title naming the query, the category and the postcode
 * with the number of hits, a description, and the canonical URL with only the parameters of
 * RESULTS_CANONICAL_PARAMS. No JSON-LD: a results page is no entity of its own.
 */
export function resultsHead(state: ResultsState, total: number, { origin, siteName, category, text }: ResultsHeadOptions): PageHeadData {
  const near = state.postcode ? ` ${text('near', { postcode: state.postcode })}` : '';
  const query = state.q.trim();
  const categoryName = category?.trim() || (state.category !== undefined ? String(state.category) : '');
  let title: string;
  let subject: string;
  if (query && categoryName) {
    title = text('titleInCategory', { query, category: `${categoryName}${near}`, total, siteName });
    subject = `${query} · ${categoryName}${near}`;
  } else if (query) {
    title = text('title', { query: `${query}${near}`, total, siteName });
    subject = `${query}${near}`;
  } else if (categoryName) {
    title = text('categoryTitle', { category: `${categoryName}${near}`, total, siteName });
    subject = `${categoryName}${near}`;
  } else {
    title = text('allTitle', { total, siteName });
    subject = `${text('allSubject')}${near}`;
  }
  return {
    title,
    description: trimDescription(text('description', { total, subject, siteName })),
    canonical: absoluteUrl(resultsUrl(state), origin, RESULTS_CANONICAL_PARAMS),
  };
}
