import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/types';
import { haversineKm } from '../../db/postcodes';
import type { CategoryCount, SearchResult, SearchSort } from '../../wire';
import { catalogueSelect, toCatalogueService, type UrlOf } from '../services/queries';

/**
 * GET /services/search (#16). Two stages:
 *
 * 1. Every word of `q` as a prefix ("Fliese" finds "Fliesen", "Fliesenleger"): SQLite FTS5 over
 *    title, description and category name ranked by bm25 with column weights 10 / 4 / 2;
 *    PostgreSQL `tsvector` (german + simple configurations, title A, description B, category C)
 *    ranked by ts_rank.
 * 2. Only when stage 1 finds nothing, the words are widened: to a part of a word of title or
 *    category ("leger" finds "Fliesenleger"; SQLite: trigram FTS5 table, PostgreSQL: pg_trgm
 *    index for LIKE), and a word that no indexed word starts with to the indexed words within one
 *    typo of it (two from nine letters; optimal string alignment distance, as a whole word or as
 *    its prefix). Candidates: SQLite the FTS5 vocabulary (fts5vocab) with the same first letter;
 *    PostgreSQL `search_words` by pg_trgm similarity or the same first two letters.
 *
 * Postcode: the sellers whose service area covers it are found first (bounding box in SQL, exact
 * haversine in JS), then services are joined to that list with its distances.
 */
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

export class UnknownPostcodeError extends Error {}

/** Highest radius a seller can set, so the bounding box around the buyer's postcode is bounded. */
const MAX_AREA_KM = 200;
const MAX_WORDS = 8;

/**
 * How the text matches: SQLite joins its FTS table as `m` (id, score); PostgreSQL filters and
 * scores `s` itself (its tsvector is a column of services, so no second pass over the rows).
 */
type TextMatch = { join: RawBuilder<{ id: number; score: number }> } | { where: RawBuilder<unknown>; score: RawBuilder<number> | null };
type Match = TextMatch | 'none';

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Lower case without diacritics: what FTS5's `unicode61 remove_diacritics 2` makes of a word. */
export function normaliseWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query (letters and digits), lower case; without diacritics for SQLite's index. */
export function wordsOf(q: string, stripDiacritics: boolean): string[] {
  const words = (q.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => (stripDiacritics ? normaliseWord(w) : w.toLowerCase()));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

export async function postcodePoint(db: Kysely<Database>, postcode: string) {
  return db.selectFrom('postcodes').select(['postcode', 'place', 'lat', 'lon']).where('postcode', '=', postcode).executeTakeFirst();
}

/** seller id -> distance (km, one decimal) for every seller whose area covers the postcode. */
async function sellersCovering(db: Kysely<Database>, postcode: string, radiusKm?: number): Promise<Map<number, number>> {
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

// ---- text match: SQLite ------------------------------------------------------------------------

const quoted = (word: string) => `"${word}"`;

async function sqliteMatch(db: Kysely<Database>, words: string[], widen: boolean): Promise<Match> {
  if (!widen) return { join: sqliteFts(words.map((w) => `${quoted(w)}*`), []) };
  const main: string[] = [];
  const parts: string[] = [];
  for (const word of words) {
    if (await sqliteHasPrefix(db, word)) main.push(`${quoted(word)}*`);
    else if (word.length >= 3 && (await sqliteHasPart(db, word))) parts.push(quoted(word));
    else {
      const near = word.length >= 5 ? await sqliteNearTerms(db, word) : [];
      if (!near.length) return 'none';
      main.push(`(${near.map(quoted).join(' OR ')})`);
    }
  }
  return { join: sqliteFts(main, parts) };
}

/** Matching ids with a score (higher is better) from the word index, narrowed by the trigram one. */
function sqliteFts(main: string[], parts: string[]): RawBuilder<{ id: number; score: number }> {
  const partFilter = parts.length
    ? sql`rowid in (select rowid from services_trgm where services_trgm match ${parts.join(' AND ')})`
    : sql`1 = 1`;
  if (!main.length) {
    return sql`(select rowid as id, -bm25(services_trgm, 10.0, 2.0) as score from services_trgm where services_trgm match ${parts.join(' AND ')})`;
  }
  return sql`(select rowid as id, -bm25(services_fts, 10.0, 4.0, 2.0) as score from services_fts
    where services_fts match ${main.join(' AND ')} and ${partFilter})`;
}

async function sqliteHasPrefix(db: Kysely<Database>, word: string): Promise<boolean> {
  // The FTS table itself, not fts5vocab: a vocabulary row costs reading the term's whole doclist.
  const { rows } = await sql`select 1 from services_fts where services_fts match ${`${quoted(word)}*`} limit 1`.execute(db);
  return rows.length > 0;
}

async function sqliteHasPart(db: Kysely<Database>, word: string): Promise<boolean> {
  const { rows } = await sql`select 1 from services_trgm where services_trgm match ${quoted(word)} limit 1`.execute(db);
  return rows.length > 0;
}

/** Index terms (same first letter) within one typo of the word, see closestTerms. */
async function sqliteNearTerms(db: Kysely<Database>, word: string): Promise<string[]> {
  const first = word.slice(0, 1);
  const { rows } = await sql<{ term: string; doc: number }>`
    select term, doc from services_fts_vocab where term >= ${first} and term < ${`${first}\uffff`}`.execute(db);
  return closestTerms(word, rows);
}

/** The terms within one edit (two from nine letters) of the word, whole or as a prefix; best first. */
function closestTerms(word: string, terms: Array<{ term: string; doc: number }>): string[] {
  const allowed = word.length >= 9 ? 2 : 1;
  const scored: Array<{ term: string; distance: number; doc: number }> = [];
  for (const { term, doc } of terms) {
    if (term.length < word.length - allowed) continue;
    let distance = editDistance(word, term, allowed);
    for (const length of [word.length - 1, word.length, word.length + 1]) {
      if (length < term.length) distance = Math.min(distance, editDistance(word, term.slice(0, length), allowed));
    }
    if (distance <= allowed) scored.push({ term, distance, doc });
  }
  scored.sort((a, b) => a.distance - b.distance || b.doc - a.doc);
  return scored.slice(0, 8).map((s) => s.term);
}

/** Optimal-string-alignment distance (a swap of neighbours counts 1); stops early above `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

// ---- text match: PostgreSQL --------------------------------------------------------------------

const trgmSchemas = new WeakMap<Kysely<Database>, string>();

/** The schema pg_trgm is installed in (public; see 0130_search), looked up once per pool. */
async function trgmSchema(db: Kysely<Database>): Promise<string> {
  const known = trgmSchemas.get(db);
  if (known) return known;
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  trgmSchemas.set(db, schema);
  return schema;
}

/**
 * Prefix query of one word: its German stem ('fliese' -> flies:*, which also matches every form of
 * "Fliesen"); the `simple` form only for stop words, which the german configuration drops. Both
 * as one CASE, so the planner sees a single tsquery and uses the GIN index.
 */
const pgWordQuery = (word: string) => {
  const prefix = `${word}:*`;
  return sql`(case when numnode(to_tsquery('german', ${prefix})) > 0 then to_tsquery('german', ${prefix}) else to_tsquery('simple', ${prefix}) end)`;
};

async function postgresMatch(db: Kysely<Database>, words: string[], widen: boolean): Promise<Match> {
  const exact = words.map(pgWordQuery);
  if (!widen) {
    const query = sql`(${sql.join(exact, sql` && `)})`;
    return { where: sql`s.search_vector @@ ${query}`, score: sql<number>`ts_rank(s.search_vector, ${query})` };
  }
  // Each word: its stem as before, or a part of a word of title/category, or (for a word no
  // indexed word starts with) the indexed words within one typo. No per-word probe of services:
  // one query whose OR branches each use a GIN index.
  const conditions: RawBuilder<unknown>[] = [];
  const ranked: RawBuilder<unknown>[] = [];
  for (const [i, word] of words.entries()) {
    const stem = exact[i] ?? pgWordQuery(word);
    const near = word.length >= 5 && !(await postgresKnownPrefix(db, word)) ? await postgresNearTerms(db, word) : [];
    const query = near.length ? sql`(${stem} || ${sql.join(near.map((term) => sql`to_tsquery('simple', ${term})`), sql` || `)})` : stem;
    const pattern = `%${word}%`;
    conditions.push(word.length >= 3 ? sql`(s.search_vector @@ ${query} or s.search_text like ${pattern})` : sql`s.search_vector @@ ${query}`);
    ranked.push(query);
  }
  return {
    where: sql`(${sql.join(conditions, sql` and `)})`,
    score: sql<number>`ts_rank(s.search_vector, (${sql.join(ranked, sql` || `)}))`,
  };
}

/** Whether an indexed word starts with `word` (then it is no typo). */
async function postgresKnownPrefix(db: Kysely<Database>, word: string): Promise<boolean> {
  const { rows } = await sql`select 1 from search_words where word like ${`${word}%`} limit 1`.execute(db);
  return rows.length > 0;
}

/** Like sqliteNearTerms, over `search_words`: candidates by trigram similarity (>= 0.3) or the same first two letters. */
async function postgresNearTerms(db: Kysely<Database>, word: string): Promise<string[]> {
  const trgm = await trgmSchema(db);
  const { rows } = await sql<{ word: string }>`
    select word from search_words
    where word operator(${sql.id(trgm)}.%) ${word} or word like ${`${word.slice(0, 2)}%`}
    limit 2000`.execute(db);
  return closestTerms(word, rows.map((r) => ({ term: r.word, doc: 0 })));
}

// ---- the search --------------------------------------------------------------------------------

export async function searchCatalogue(
  db: Kysely<Database>,
  input: SearchInput,
  urlOf: UrlOf,
): Promise<{ items: SearchResult[]; total: number; category_counts?: CategoryCount[] }> {
  const near = input.postcode ? await sellersCovering(db, input.postcode, input.radius_km) : null;
  if (near && near.size === 0) return { items: [], total: 0, ...(input.facets ? { category_counts: [] } : {}) };
  const postgres = isPostgres(db);
  const words = wordsOf(input.q, !postgres);

  const run = async (match: Match | null) => {
    if (match === 'none') return { rows: [] as PageRow[], total: 0, categoryCounts: input.facets ? [] : undefined };
    return pageOfIds(db, input, match, near);
  };
  const textMatch = (widen: boolean) => (postgres ? postgresMatch(db, words, widen) : sqliteMatch(db, words, widen));
  let result = await run(words.length ? await textMatch(false) : null);
  if (words.length && result.total === 0) result = await run(await textMatch(true));

  const ids = result.rows.map((r) => r.id);
  const cards = ids.length
    ? await catalogueSelect(db).select('s.category_id').where('s.id', 'in', ids).execute()
    : [];
  const byId = new Map(cards.map((row) => [row.id, row]));
  const items = result.rows.flatMap((r): SearchResult[] => {
    const row = byId.get(r.id);
    if (!row) return [];
    const distance = near?.get(row.seller_id);
    return [{ ...toCatalogueService(row, urlOf), category_id: row.category_id, ...(distance !== undefined ? { distance_km: distance } : {}) }];
  });
  return { items, total: result.total, ...(result.categoryCounts ? { category_counts: result.categoryCounts } : {}) };
}

type PageRow = { id: number; total: number };

/** The page's ids in order and the number of all matches (one query: count(*) over ()). */
async function pageOfIds(
  db: Kysely<Database>,
  input: SearchInput,
  match: TextMatch | null,
  near: Map<number, number> | null,
): Promise<{ rows: PageRow[]; total: number; categoryCounts?: CategoryCount[] }> {
  const nearTable = near
    ? sql<{ seller_id: number; distance_km: number }>`(select column1 as seller_id, column2 as distance_km from (values ${sql.join(
        [...near].map(([id, km]) => sql`(${sql.lit(id)}, ${sql.lit(km)})`),
      )}) as v)`
    : null;
  // Deleting an account soft-deletes its services in the same transaction (#13), so `deleted_at`
  // of the service alone keeps deleted craftsmen out; no join with users per hit.
  const filtered = (withCategory: boolean) => {
    let query = db.selectFrom('services as s').where('s.deleted_at', 'is', null);
    if (withCategory && input.category) query = query.where('s.category_id', '=', input.category);
    if (input.min_price !== undefined) query = query.where('s.price', '>=', input.min_price);
    if (input.max_price !== undefined) query = query.where('s.price', '<=', input.max_price);
    if (match && 'join' in match) query = query.innerJoin(match.join.as('m'), (join) => join.onRef('m.id', '=', 's.id')) as unknown as typeof query;
    else if (match) query = query.where(match.where as RawBuilder<boolean>);
    if (nearTable) query = query.innerJoin(nearTable.as('near'), (join) => join.onRef('near.seller_id', '=', 's.seller_id')) as unknown as typeof query;
    return query;
  };
  const query = filtered(true).select(['s.id', sql<number>`count(*) over ()`.as('total')]);
  // null: no score (browsing, or only parts of words matched); a constant would read as a column number.
  const score: RawBuilder<unknown> | null = match ? ('join' in match ? sql.ref('m.score') : match.score) : null;

  const distance = sql.ref('near.distance_km');
  const newest = [sql`s.created_at desc`, sql`s.id desc`];
  let order: RawBuilder<unknown>[];
  const sort = input.sort === 'relevance' ? (match ? 'relevance' : near ? 'distance' : 'newest') : input.sort;
  switch (sort) {
    case 'relevance':
      order = [...(score ? [sql`${score} desc`] : []), ...newest];
      break;
    case 'distance':
      order = [sql`${distance} asc`, ...(score ? [sql`${score} desc`] : []), ...newest];
      break;
    case 'price_asc':
      order = [sql`s.price asc`, sql`s.id asc`];
      break;
    case 'price_desc':
      order = [sql`s.price desc`, sql`s.id desc`];
      break;
    default:
      order = newest;
  }
  const base = query;
  const rows = await base
    .orderBy(sql.join(order))
    .limit(input.size)
    .offset((input.page - 1) * input.size)
    .execute();
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && input.page > 1) {
    const counted = await base.clearSelect().select(sql<number>`count(*)`.as('total')).executeTakeFirst();
    total = Number(counted?.total ?? 0);
  }
  const categoryCounts =
    input.facets === 'categories'
      ? (
          await filtered(false)
            .select(['s.category_id', sql<number>`count(*)`.as('count')])
            .groupBy('s.category_id')
            .execute()
        )
          .map((r) => ({ category_id: r.category_id, count: Number(r.count) }))
          .sort((a, b) => b.count - a.count || a.category_id - b.category_id)
      : undefined;
  return { rows: rows.map((r) => ({ id: r.id, total: Number(r.total) })), total, categoryCounts };
}
