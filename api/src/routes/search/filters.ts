import { type InferResult, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import type { CategoryCount, SearchSort } from '@craft/shared/api/search-types';
import type { catalogueSelect } from '../services/queries';

/** A search's parameters, the services they narrow to, and what a search answers. */
export interface SearchInput {
  q: string;
  category?: number;
  postcode?: string;
  radius_km?: number;
  min_price?: number;
  max_price?: number;
  sort: SearchSort;
  page: number;
  size: number;
  /** 'categories': also count the hits per category, ignoring `category` (the result page's tabs). */
  facets?: 'categories';
}

export type CardRow = InferResult<ReturnType<typeof catalogueSelect>>[number] & { category_id: number };

/** What a search answers before file URLs are made absolute (so one answer serves every public base). */
export interface Answer {
  rows: Array<{ card: CardRow; distance?: number }>;
  total: number;
  categoryCounts?: CategoryCount[];
}

/** Live services narrowed by the search's price range and, with `withCategory`, its category. */
export function filteredServices(db: Kysely<Database>, input: SearchInput, withCategory: boolean) {
  let query = db.selectFrom('services as s').where('s.deleted_at', 'is', null);
  if (withCategory && input.category) query = query.where('s.category_id', '=', input.category);
  if (input.min_price !== undefined) query = query.where('s.price', '>=', input.min_price);
  if (input.max_price !== undefined) query = query.where('s.price', '<=', input.max_price);
  return query;
}

export type Services = ReturnType<typeof filteredServices>;

/** The hits per category (the result page's tabs), most first. */
export async function countsPerCategory(hits: Services): Promise<CategoryCount[]> {
  const rows = await hits.select(['s.category_id', sql<number>`count(*)`.as('count')]).groupBy('s.category_id').execute();
  return rows
    .map((r) => ({ category_id: r.category_id, count: Number(r.count) }))
    .sort((a, b) => b.count - a.count || a.category_id - b.category_id);
}
