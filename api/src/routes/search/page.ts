import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/types';
import { catalogueSelect } from '../services/queries';
import { type Answer, countsPerCategory, filteredServices, type SearchInput } from './filters';
import { nearTableOf, ofSellersAround } from './postcode';
import type { TextMatch } from './words';

/**
 * The page's cards in order and the number of all matches, in one statement: with a text match
 * the matches are scored once into `m` (id and sort keys only) and both the page and the count
 * are read from it; without one, the count is its own subquery (index-only for a postcode) and
 * the page is ordered by the database's top-N sort.
 */
export async function pageOf(db: Kysely<Database>, input: SearchInput, match: TextMatch | null, near: Map<number, number> | null): Promise<Answer> {
  const nearTable = near ? nearTableOf(db, near) : null;
  // Deleting an account soft-deletes its services in the same transaction, so `deleted_at`
  // of the service alone keeps deleted craftsmen out; no join with users per hit.
  const filtered = (withCategory: boolean) => {
    let query = filteredServices(db, input, withCategory);
    if (match && 'join' in match) query = query.innerJoin(match.join.as('m'), (join) => join.onRef('m.id', '=', 's.id')) as unknown as typeof query;
    else if (match) query = query.where(match.where as RawBuilder<boolean>);
    if (nearTable) query = ofSellersAround(query, nearTable);
    return query;
  };
  const score: RawBuilder<unknown> | null = match ? ('join' in match ? sql.ref('m.score') : match.score) : null;
  const sort = input.sort === 'relevance' ? (match ? 'relevance' : near ? 'distance' : 'newest') : input.sort;
  /** The order by the sort keys of table `t` (score, distance_km, price, created_at, id). */
  const orderOf = (t: string) => {
    const col = (name: string) => sql.ref(`${t}.${name}`);
    const newest = [sql`${col('created_at')} desc`, sql`${col('id')} desc`];
    const scored = score ? [sql`${col('score')} desc`] : [];
    switch (sort) {
      case 'relevance':
        return sql.join([...scored, ...newest]);
      case 'distance':
        return sql.join([sql`${col('distance_km')} asc`, ...scored, ...newest]);
      case 'price_asc':
        return sql.join([sql`${col('price')} asc`, sql`${col('id')} asc`]);
      case 'price_desc':
        return sql.join([sql`${col('price')} desc`, sql`${col('id')} desc`]);
      default:
        return sql.join(newest);
    }
  };
  // (A query builder inside sql`` is written in parentheses.)
  const keys = filtered(true).select([
    's.id', 's.created_at', 's.price',
    (score ?? sql<null>`null`).as('score') as never,
    (near ? sql.ref('near.distance_km') : sql<null>`null`).as('distance_km') as never,
  ]);
  const limit = sql`limit ${input.size} offset ${(input.page - 1) * input.size}`;
  const page = match
    ? sql`(with hits as materialized ${keys}
        select hits.*, (select count(*) from hits) as total from hits order by ${orderOf('hits')} ${limit})`
    : sql`(select k.*, (${filtered(true).select(sql<number>`count(*)`.as('n'))}) as total from ${keys} as k order by ${orderOf('k')} ${limit})`;
  const rows = await catalogueSelect(db)
    .innerJoin(page.as('page'), (join) => join.onRef('page.id' as never, '=', 's.id'))
    .select(['s.category_id', sql<number>`page.total`.as('total'), sql<number | null>`page.distance_km`.as('page_distance')])
    .orderBy(orderOf('page'))
    .execute();
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && input.page > 1) {
    const counted = await filtered(true).select(sql<number>`count(*)`.as('total')).executeTakeFirst();
    total = Number(counted?.total ?? 0);
  }
  const categoryCounts = input.facets === 'categories' ? await countsPerCategory(filtered(false)) : undefined;
  return {
    rows: rows.map(({ total: _total, page_distance: _distance, ...card }) => {
      const distance = near?.get(card.seller_id);
      return { card, ...(distance !== undefined ? { distance } : {}) };
    }),
    total,
    ...(categoryCounts ? { categoryCounts } : {}),
  };
}
