import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/types';
import { haversineKm } from '../../db/postcodes';
import { catalogueSelect } from '../services/queries';
import { type Answer, countsPerCategory, filteredServices, type SearchInput, type Services } from './filters';
import { isPostgres } from './words';

/**
 * The sellers whose service area covers the buyer's postcode are found first (bounding box in SQL,
 * exact haversine in JS), then services are joined to that list with its distances.
 */

export class UnknownPostcodeError extends Error {}

/** Highest radius a seller can set, so the bounding box around the buyer's postcode is bounded. */
export const MAX_AREA_KM = 200;
/** Sellers whose newest services a postcode browse merges at most (see nearestFirst). */
export const MAX_SELLERS_MERGED = 48;

type Point = { lat: number; lon: number };
/** Postcode coordinates: the table is written by migrations only, so a looked-up point is kept for good. */
const postcodePoints = new WeakMap<Kysely<Database>, Map<string, Point>>();

export async function postcodePoint(db: Kysely<Database>, postcode: string): Promise<Point | undefined> {
  let known = postcodePoints.get(db);
  if (!known) postcodePoints.set(db, (known = new Map()));
  const hit = known.get(postcode);
  if (hit) return hit;
  const row = await db.selectFrom('postcodes').select(['lat', 'lon']).where('postcode', '=', postcode).executeTakeFirst();
  if (!row) return undefined;
  const point = { lat: Number(row.lat), lon: Number(row.lon) };
  known.set(postcode, point);
  return point;
}

/** seller id -> distance (km, one decimal) for every seller whose area covers the postcode. */
export async function sellersCovering(db: Kysely<Database>, postcode: string, radiusKm?: number): Promise<Map<number, number>> {
  const buyer = await postcodePoint(db, postcode);
  if (!buyer) throw new UnknownPostcodeError(`Unknown postcode: ${postcode}`);
  const reach = Math.min(radiusKm ?? MAX_AREA_KM, MAX_AREA_KM);
  const dLat = reach / 111;
  const dLon = reach / (111 * Math.cos((buyer.lat * Math.PI) / 180));
  const rows = await db
    .selectFrom('postcodes as p')
    .innerJoin('users as u', 'u.service_post_number', 'p.postcode')
    .select(['u.id', 'u.service_radius_km', 'p.lat', 'p.lon'])
    .where('u.role', '=', 'seller')
    .where('u.deleted_at', 'is', null)
    .where('p.lat', '>=', buyer.lat - dLat)
    .where('p.lat', '<=', buyer.lat + dLat)
    .where('p.lon', '>=', buyer.lon - dLon)
    .where('p.lon', '<=', buyer.lon + dLon)
    .execute();
  const near = new Map<number, number>();
  for (const row of rows) {
    const km = haversineKm(buyer, { lat: Number(row.lat), lon: Number(row.lon) });
    if (km <= row.service_radius_km && (radiusKm === undefined || km <= radiusKm)) near.set(row.id, Math.round(km * 10) / 10);
  }
  return near;
}

/**
 * A postcode's sellers and distances as a table (seller_id, distance_km) to join services with:
 * bound arrays on PostgreSQL (one statement text, whatever the postcode), a VALUES list on SQLite.
 */
export function nearTableOf(db: Kysely<Database>, near: Map<number, number>): RawBuilder<{ seller_id: number; distance_km: number }> {
  return isPostgres(db)
    ? sql`(select * from unnest(${[...near.keys()]}::int[], ${[...near.values()]}::float8[]) as v(seller_id, distance_km))`
    : sql`(select column1 as seller_id, column2 as distance_km from (values ${sql.join([...near].map(([id, km]) => sql`(${sql.lit(id)}, ${sql.lit(km)})`))}) as v)`;
}

/** Only the services of the sellers in `nearTable` (nearTableOf), which is joined as `near`. */
export function ofSellersAround(services: Services, nearTable: ReturnType<typeof nearTableOf>): Services {
  return services.innerJoin(nearTable.as('near'), (join) => join.onRef('near.seller_id' as never, '=', 's.seller_id')) as unknown as Services;
}

/**
 * The services around a postcode without text, nearest seller first, then newest: the common
 * browse. Instead of sorting every service of every seller around (3,000 in the bench), the
 * matches are counted per seller, and only the sellers that reach into the page are read, each
 * newest first through services_live_seller_idx and no further than the page's end.
 */
export async function nearestFirst(db: Kysely<Database>, input: SearchInput, near: Map<number, number>): Promise<Answer | null> {
  // Per seller a count through its live services' index (a correlated count: as a join with
  // GROUP BY, SQLite took the plain seller index and read every row).
  const nearTable = nearTableOf(db, near);
  const count = filteredServices(db, input, true).whereRef('s.seller_id', '=', sql.ref('near.seller_id')).select(sql<number>`count(*)`.as('n'));
  const { rows: counts } = await sql<{ seller_id: number; n: number }>`select near.seller_id, (${count}) as n from ${nearTable} as near`.execute(db);
  const sellers = counts
    .map((row) => ({ id: row.seller_id, count: Number(row.n), distance: near.get(row.seller_id) ?? 0 }))
    .sort((a, b) => a.distance - b.distance);
  const total = sellers.reduce((sum, seller) => sum + seller.count, 0);
  const end = (input.page - 1) * input.size + input.size;
  // The sellers up to the one whose services reach the page's end, and every seller as near as it
  // (services of sellers at the same distance interleave by age).
  const reaching: typeof sellers = [];
  let before = 0;
  for (const seller of sellers) {
    if (!seller.count) continue;
    if (before >= end && seller.distance > (reaching.at(-1)?.distance ?? 0)) break;
    reaching.push(seller);
    before += seller.count;
  }
  // Many sellers at one distance (place-level coordinates put all of a city on one point): one
  // sort over their services instead of a union with a part per seller (SQLite allows 500 parts).
  if (reaching.length > MAX_SELLERS_MERGED) return null;
  const categoryCounts = input.facets === 'categories' ? await countsPerCategory(ofSellersAround(filteredServices(db, input, false), nearTable)) : undefined;
  if (!reaching.length) return { rows: [], total, ...(categoryCounts ? { categoryCounts } : {}) };
  const newestOf = reaching.map((seller) =>
    filteredServices(db, input, true)
      .where('s.seller_id', '=', seller.id)
      .select(['s.id', 's.created_at', sql<number>`${sql.lit(seller.distance)}`.as('distance_km')])
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(end),
  );
  // Each seller's newest in parentheses (a limit per part), then the page over their union.
  const union = sql.join(newestOf.map((part, i) => sql`select * from (${part}) as ${sql.id(`n${i}`)}`), sql` union all `);
  // Nearest first, then newest: the order pageOf gives a postcode without text.
  const nearestNewest = (t: string) => sql`${sql.ref(`${t}.distance_km`)} asc, ${sql.ref(`${t}.created_at`)} desc, ${sql.ref(`${t}.id`)} desc`;
  const page = sql`(select * from (${union}) as u order by ${nearestNewest('u')} limit ${input.size} offset ${(input.page - 1) * input.size})`;
  const rows = await catalogueSelect(db)
    .innerJoin(page.as('page'), (join) => join.onRef('page.id' as never, '=', 's.id'))
    .select(['s.category_id'])
    .orderBy(nearestNewest('page'))
    .execute();
  return {
    rows: rows.map((card) => ({ card, distance: near.get(card.seller_id) ?? 0 })),
    total,
    ...(categoryCounts ? { categoryCounts } : {}),
  };
}
