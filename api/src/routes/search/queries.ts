import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/types';
import { haversineKm } from '../../db/postcodes';
import type { CategoryCount, SearchResult, SearchSort } from '../../wire';
import { catalogueSelect, toCatalogueService, type UrlOf } from '../services/queries';
import type { SearchCache } from './cache';

/**
 * GET /services/search. Two stages:
 *
 * 1. Every word of `q` as a prefix ("Fliese" finds "Fliesen", "Fliesenleger"): SQLite FTS5 over
 *    title, description and category name ranked by bm25 with column weights 10 / 4 / 2;
 *    PostgreSQL `tsvector` (german + simple configurations, title A, description B, category C)
 *    ranked by ts_rank. On PostgreSQL the rows are found through the lexemes each prefix stands
 *    for (`search_lexemes`, 0200_search_speed), the ranking uses the prefix query itself.
 * 2. Only when stage 1 finds nothing, each word that no indexed word starts with is widened (the
 *    others keep their stage-1 prefix match): to a part of a word of title or
 *    category ("leger" finds "Fliesenleger"; SQLite: trigram FTS5 table, PostgreSQL: pg_trgm
 *    index for LIKE), and a word that no indexed word starts with to the indexed words within one
 *    typo of it (two from nine letters; optimal string alignment distance, as a whole word or as
 *    its prefix). Candidates: SQLite the FTS5 vocabulary (fts5vocab) with the same first letter,
 *    read once per letter until the next write; PostgreSQL `search_words` by pg_trgm similarity
 *    or the same first two letters.
 *
 * Postcode: the sellers whose service area covers it are found first (bounding box in SQL, exact
 * haversine in JS), then services are joined to that list with its distances.
 *
 * One statement gives the page's cards and the number of all matches. The sellers around a
 * postcode and a word's candidates are cached (./cache.ts), and the route caches each answer's
 * serialized body per normalised query (searchKey) and public base, until the next write to
 * services, sellers or service areas on any instance.
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
/** Sellers whose newest services a postcode browse merges at most (see nearestFirst). */
export const MAX_SELLERS_MERGED = 48;
/** A prefix standing for more lexemes than this is matched as a prefix (GIN partial match). */
const MAX_LEXEMES = 64;

/**
 * How the text matches: SQLite joins its FTS table as `m` (id, score); PostgreSQL filters
 * `s` itself with `where` (its tsvector is a column of services) and scores it with `score`.
 */
type TextMatch = { join: RawBuilder<{ id: number; score: number }> } | { where: RawBuilder<unknown>; score: RawBuilder<number> };
type Match = TextMatch | 'none';

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Lower case without diacritics: what FTS5's `unicode61 remove_diacritics 2` makes of a word. */
function normaliseWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query (letters and digits), lower case; without diacritics for SQLite's index. */
function wordsOf(q: string, stripDiacritics: boolean): string[] {
  const words = (q.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => (stripDiacritics ? normaliseWord(w) : w.toLowerCase()));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

type Point = { lat: number; lon: number };
/** Postcode coordinates: the table is written by migrations only, so a looked-up point is kept for good. */
const postcodePoints = new WeakMap<Kysely<Database>, Map<string, Point>>();

async function postcodePoint(db: Kysely<Database>, postcode: string): Promise<Point | undefined> {
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

async function sqliteMatch(db: Kysely<Database>, cache: SearchCache, words: string[], widen: boolean): Promise<Match> {
  if (!widen) return { join: sqliteFts(words.map((w) => `${quoted(w)}*`), []) };
  const main: string[] = [];
  const parts: string[] = [];
  for (const word of words) {
    if (await sqliteHasPrefix(db, word)) main.push(`${quoted(word)}*`);
    else if (word.length >= 3 && (await sqliteHasPart(db, word))) parts.push(quoted(word));
    else {
      const near = word.length >= 5 ? await cache.get(`near:${word}`, () => sqliteNearTerms(db, cache, word)) : [];
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
async function sqliteNearTerms(db: Kysely<Database>, cache: SearchCache, word: string): Promise<string[]> {
  const first = word.slice(0, 1);
  // Reading a letter's vocabulary costs every doclist of its terms (fts5vocab): once per letter until the next write.
  const terms = await cache.dictionary(`terms:${first}`, async () => {
    const { rows } = await sql<{ term: string; doc: number }>`
      select term, doc from services_fts_vocab where term >= ${first} and term < ${`${first}\uffff`}`.execute(db);
    return rows;
  });
  return closestTerms(word, terms);
}

/** The terms within one edit (two from nine letters) of the word, whole or as a prefix; best first. */
function closestTerms(word: string, terms: Array<{ term: string; doc: number }>): string[] {
  const allowed = word.length >= 9 ? 2 : 1;
  const scored: Array<{ term: string; distance: number; doc: number }> = [];
  for (const { term, doc } of terms) {
    if (term.length < word.length - allowed) continue;
    // A term longer than the word by more than `allowed` can only match by a prefix, of the word's length ±1.
    const columns = Math.min(term.length, word.length + allowed);
    const toPrefix = distancesToPrefixes(word, term, columns, allowed);
    if (!toPrefix) continue;
    let distance = term.length === columns ? (toPrefix[columns] ?? Infinity) : Infinity;
    for (const length of [word.length - 1, word.length, word.length + 1]) {
      if (length < term.length && length <= columns) distance = Math.min(distance, toPrefix[length] ?? Infinity);
    }
    if (distance <= allowed) scored.push({ term, distance, doc });
  }
  scored.sort((a, b) => a.distance - b.distance || b.doc - a.doc);
  return scored.slice(0, 8).map((s) => s.term);
}

/**
 * Optimal-string-alignment distances (a swap of neighbours counts 1) from `word` to every prefix
 * of `term` up to `columns` letters, in one table: entry j is the distance to the first j letters.
 * Null as soon as all of them are above `max`. (One table instead of one per prefix: a cold typo
 * search compares the word with every indexed term of its first letter.)
 */
function distancesToPrefixes(word: string, term: string, columns: number, max: number): number[] | null {
  let before: number[] = [];
  let previous = Array.from({ length: columns + 1 }, (_, j) => j);
  for (let i = 1; i <= word.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= columns; j += 1) {
      const cost = word[i - 1] === term[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && word[i - 1] === term[j - 2] && word[i - 2] === term[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return null;
    before = previous;
    previous = current;
  }
  return previous;
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

/** What the rows of one word's prefix query are found by (see postgresWords). */
interface PgWord {
  /** The lexemes in the index that the word's prefix stands for; null: match by the prefix itself. */
  lexemes: string[] | null;
  /** Whether an indexed word starts with the word as typed (then it is no typo and no part of a word). */
  knownPrefix: boolean;
}

/** A tsquery literal: the lexeme quoted, quotes doubled and backslashes escaped. */
const tsqueryLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * Each word's prefix query as pgWordQuery builds it; when that is one lexeme as a prefix
 * ('flies':*; words are letters and digits, so the lexeme holds no quote), the lexemes of
 * `search_lexemes` it stands for (at most MAX_LEXEMES, else null); and whether a word of
 * `search_words` starts with the word as typed (search_words_prefix_idx). One round trip, cached
 * per word list. (U+10FFFF, the highest code point, closes each prefix range.)
 */
export async function postgresWords(db: Kysely<Database>, words: string[]): Promise<PgWord[]> {
  const { rows } = await sql<{ lexemes: string[] | null; known_prefix: boolean }>`
    select case when p.lexeme is null then null else array(select l.lexeme from search_lexemes l
        where l.lexeme >= p.lexeme collate "C" and l.lexeme < (p.lexeme || chr(1114111)) collate "C"
        order by l.lexeme limit ${MAX_LEXEMES + 1}) end as lexemes,
      exists(select 1 from search_words w where w.word ~>=~ t.word and w.word ~<~ (t.word || chr(1114111))) as known_prefix
    from unnest(${words}::text[]) with ordinality as t(word, i)
    cross join lateral (select (case when numnode(to_tsquery('german', t.word || ':*')) > 0 then to_tsquery('german', t.word || ':*')
      else to_tsquery('simple', t.word || ':*') end)::text as query) as q
    cross join lateral (select substring(q.query from '^''([^'']+)'':[*]$') as lexeme) as p
    order by t.i`.execute(db);
  return words.map((_, index) => {
    const row = rows[index];
    const lexemes = row?.lexemes ?? null;
    return { lexemes: lexemes && lexemes.length <= MAX_LEXEMES ? lexemes : null, knownPrefix: row?.known_prefix ?? false };
  });
}

/** The rows of a word's prefix query: through its lexemes (GIN posting lists) when known. */
const pgWordMatch = (word: string, info: PgWord | undefined) =>
  info?.lexemes?.length ? sql`${info.lexemes.map(tsqueryLexeme).join(' | ')}::tsquery` : pgWordQuery(word);

/**
 * The text match of each stage (see searchCatalogue). What both stages need of the words is read
 * once per search, even with the answer cache off.
 */
function postgresMatcher(db: Kysely<Database>, cache: SearchCache, words: string[]): (widen: boolean) => Promise<Match> {
  let info: Promise<PgWord[]> | null = null;
  const wordInfo = () => (info ??= cache.get(`lexemes:${JSON.stringify(words)}`, () => postgresWords(db, words), (list) => list.length));
  return async (widen) => postgresMatch(db, cache, words, widen, await wordInfo());
}

async function postgresMatch(db: Kysely<Database>, cache: SearchCache, words: string[], widen: boolean, info: PgWord[]): Promise<Match> {
  const exact = words.map(pgWordQuery);
  if (!widen) {
    // A prefix no indexed lexeme starts with: stage 1 finds nothing (search_lexemes holds every lexeme).
    if (info.some((word) => word.lexemes?.length === 0)) return 'none';
    const match = sql`(${sql.join(words.map((word, i) => pgWordMatch(word, info[i])), sql` && `)})`;
    const query = sql`(${sql.join(exact, sql` && `)})`;
    return { where: sql`s.search_vector @@ ${match}`, score: sql<number>`ts_rank(s.search_vector, ${query})` };
  }
  // A word an indexed word starts with: its stem as in stage 1 (as SQLite widens), which leaves
  // the GIN index usable for it. Any other word: its stem, or a part of a word of title/category,
  // or (from five letters) the indexed words within one typo. No per-word probe of services: one
  // query whose OR branches each use an index.
  const conditions: RawBuilder<unknown>[] = [];
  const ranked: RawBuilder<unknown>[] = [];
  for (const [i, word] of words.entries()) {
    const stem = exact[i] ?? pgWordQuery(word);
    if (info[i]?.knownPrefix) {
      conditions.push(sql`s.search_vector @@ ${pgWordMatch(word, info[i])}`);
      ranked.push(stem);
      continue;
    }
    const near = word.length >= 5 ? await cache.get(`near:${word}`, () => postgresNearTerms(db, word)) : [];
    const nearQueries = near.map((term) => sql`to_tsquery('simple', ${term})`);
    const query = near.length ? sql`(${stem} || ${sql.join(nearQueries, sql` || `)})` : stem;
    const matched = pgWordMatch(word, info[i]);
    const match = near.length ? sql`(${matched} || ${sql.join(nearQueries, sql` || `)})` : matched;
    const pattern = `%${word}%`;
    conditions.push(word.length >= 3 ? sql`(s.search_vector @@ ${match} or s.search_text like ${pattern})` : sql`s.search_vector @@ ${match}`);
    ranked.push(query);
  }
  return {
    where: sql`(${sql.join(conditions, sql` and `)})`,
    score: sql<number>`ts_rank(s.search_vector, (${sql.join(ranked, sql` || `)}))`,
  };
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

type CardRow = Awaited<ReturnType<ReturnType<typeof catalogueSelect>['execute']>>[number] & { category_id: number };

/** What a search answers before file URLs are made absolute (so one answer serves every public base). */
interface Answer {
  rows: Array<{ card: CardRow; distance?: number }>;
  total: number;
  categoryCounts?: CategoryCount[];
}

/**
 * The normalised query (the words as matched, every other parameter as validated): two requests
 * with the same key get the same answer, so the route caches its body by it.
 */
export function searchKey(db: Kysely<Database>, input: SearchInput): string {
  return JSON.stringify([
    wordsOf(input.q, !isPostgres(db)), input.category ?? null, input.postcode ?? null, input.radius_km ?? null,
    input.min_price ?? null, input.max_price ?? null, input.sort, input.page, input.size, input.facets ?? null,
  ]);
}

export async function searchCatalogue(
  db: Kysely<Database>,
  input: SearchInput,
  urlOf: UrlOf,
  cache: SearchCache,
): Promise<{ items: SearchResult[]; total: number; category_counts?: CategoryCount[] }> {
  const postgres = isPostgres(db);
  const answer = await answer_(db, cache, input, wordsOf(input.q, !postgres), postgres);
  const items = answer.rows.map(({ card, distance }): SearchResult => ({
    ...toCatalogueService(card, urlOf),
    category_id: card.category_id,
    ...(distance !== undefined ? { distance_km: distance } : {}),
  }));
  return { items, total: answer.total, ...(answer.categoryCounts ? { category_counts: answer.categoryCounts } : {}) };
}

async function answer_(db: Kysely<Database>, cache: SearchCache, input: SearchInput, words: string[], postgres: boolean): Promise<Answer> {
  const near = input.postcode ? await cache.get(`near:${input.postcode}:${input.radius_km ?? ''}`, () => sellersCovering(db, input.postcode ?? '', input.radius_km), (m) => m.size + 1) : null;
  const nothing: Answer = { rows: [], total: 0, ...(input.facets ? { categoryCounts: [] } : {}) };
  if (near && near.size === 0) return nothing;
  const run = (match: Match | null) => (match === 'none' ? nothing : pageOf(db, input, match, near));
  if (!words.length && near && (input.sort === 'relevance' || input.sort === 'distance')) return (await nearestFirst(db, input, near)) ?? run(null);
  if (!words.length) return run(null);
  const textMatch = postgres ? postgresMatcher(db, cache, words) : (widen: boolean) => sqliteMatch(db, cache, words, widen);
  const exact = await run(await textMatch(false));
  return exact.total > 0 ? exact : run(await textMatch(true));
}

/** Live services narrowed by the search's price range and, with `withCategory`, its category. */
function filteredServices(db: Kysely<Database>, input: SearchInput, withCategory: boolean) {
  let query = db.selectFrom('services as s').where('s.deleted_at', 'is', null);
  if (withCategory && input.category) query = query.where('s.category_id', '=', input.category);
  if (input.min_price !== undefined) query = query.where('s.price', '>=', input.min_price);
  if (input.max_price !== undefined) query = query.where('s.price', '<=', input.max_price);
  return query;
}

/**
 * A postcode's sellers and distances as a table (seller_id, distance_km) to join services with:
 * bound arrays on PostgreSQL (one statement text, whatever the postcode), a VALUES list on SQLite.
 */
function nearTableOf(db: Kysely<Database>, near: Map<number, number>): RawBuilder<{ seller_id: number; distance_km: number }> {
  return isPostgres(db)
    ? sql`(select * from unnest(${[...near.keys()]}::int[], ${[...near.values()]}::float8[]) as v(seller_id, distance_km))`
    : sql`(select column1 as seller_id, column2 as distance_km from (values ${sql.join([...near].map(([id, km]) => sql`(${sql.lit(id)}, ${sql.lit(km)})`))}) as v)`;
}

type Services = ReturnType<typeof filteredServices>;

/** Only the services of the sellers in `nearTable` (nearTableOf), which is joined as `near`. */
function ofSellersAround(services: Services, nearTable: ReturnType<typeof nearTableOf>): Services {
  return services.innerJoin(nearTable.as('near'), (join) => join.onRef('near.seller_id' as never, '=', 's.seller_id')) as unknown as Services;
}

/** The hits per category (the result page's tabs), most first. */
async function countsPerCategory(hits: Services): Promise<CategoryCount[]> {
  const rows = await hits.select(['s.category_id', sql<number>`count(*)`.as('count')]).groupBy('s.category_id').execute();
  return rows
    .map((r) => ({ category_id: r.category_id, count: Number(r.count) }))
    .sort((a, b) => b.count - a.count || a.category_id - b.category_id);
}

/**
 * The services around a postcode without text, nearest seller first, then newest: the common
 * browse. Instead of sorting every service of every seller around (3,000 in the bench), the
 * matches are counted per seller, and only the sellers that reach into the page are read, each
 * newest first through services_live_seller_idx and no further than the page's end.
 */
async function nearestFirst(db: Kysely<Database>, input: SearchInput, near: Map<number, number>): Promise<Answer | null> {
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

/**
 * The page's cards in order and the number of all matches, in one statement: with a text match
 * the matches are scored once into `m` (id and sort keys only) and both the page and the count
 * are read from it; without one, the count is its own subquery (index-only for a postcode) and
 * the page is ordered by the database's top-N sort.
 */
async function pageOf(db: Kysely<Database>, input: SearchInput, match: TextMatch | null, near: Map<number, number> | null): Promise<Answer> {
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
