import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { CategoryCount, SearchResult } from '@craft/shared/api/search-types';
import { toCatalogueService, type UrlOf } from '../services/queries';
import type { SearchCache } from './cache';
import type { Answer, SearchInput } from './filters';
import { pageOf } from './page';
import { nearestFirst, sellersCovering } from './postcode';
import { postgresMatcher } from './postgres-ranking';
import { sqliteMatch } from './sqlite-ranking';
import { categoryIdByName, splitTrade } from './trade-words';
import { isPostgres, type Match, wordsOf } from './words';

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
 *
 * Here the stages are put together; each database's text match is in sqlite-ranking.ts and
 * postgres-ranking.ts, the typo comparison both share in typo.ts, the postcode part in
 * postcode.ts, and the statement that reads a page in page.ts.
 */

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
  const answer = await answerOf(db, cache, input, wordsOf(input.q, !postgres), postgres);
  const items = answer.rows.map(({ card, distance }): SearchResult => ({
    ...toCatalogueService(card, urlOf),
    category_id: card.category_id,
    ...(distance !== undefined ? { distance_km: distance } : {}),
  }));
  return { items, total: answer.total, ...(answer.categoryCounts ? { category_counts: answer.categoryCounts } : {}) };
}

/** Stage 1; when it finds nothing the trade of a trade word, else stage 2; a postcode browse without words goes nearest first. */
async function answerOf(db: Kysely<Database>, cache: SearchCache, input: SearchInput, words: string[], postgres: boolean): Promise<Answer> {
  const near = input.postcode ? await cache.get(`near:${input.postcode}:${input.radius_km ?? ''}`, () => sellersCovering(db, input.postcode ?? '', input.radius_km), (m) => m.size + 1) : null;
  const nothing: Answer = { rows: [], total: 0, ...(input.facets ? { categoryCounts: [] } : {}) };
  if (near && near.size === 0) return nothing;
  const run = (match: Match | null) => (match === 'none' ? nothing : pageOf(db, input, match, near));
  if (!words.length && near && (input.sort === 'relevance' || input.sort === 'distance')) return (await nearestFirst(db, input, near)) ?? run(null);
  if (!words.length) return run(null);
  const textMatch = postgres ? postgresMatcher(db, cache, words) : (widen: boolean) => sqliteMatch(db, cache, words, widen);
  const exact = await run(await textMatch(false));
  if (exact.total > 0) return exact;
  // Nothing says it in these words: a trade word ("Fliesenleger", "Maler", "plumber") stands for
  // its category, before any typo widening (a trade is what the visitor meant, "Maler" is no typo
  // of "Male"). The other words are looked for within the trade; if they match nothing there, the
  // trade alone answers ("Bad fliesen").
  const byTrade = await tradeAnswer(db, cache, input, words, postgres, near, nothing);
  return byTrade ?? run(await textMatch(true));
}

/** The answer through the query's trade word (trade-words.ts), or null without one or with a chosen category. */
async function tradeAnswer(
  db: Kysely<Database>,
  cache: SearchCache,
  input: SearchInput,
  words: string[],
  postgres: boolean,
  near: Awaited<ReturnType<typeof sellersCovering>> | null,
  nothing: Answer,
): Promise<Answer | null> {
  const trade = input.category === undefined ? splitTrade(words) : null;
  const category = trade ? await categoryIdByName(db, cache, trade.category) : null;
  if (!trade || category === null) return null;
  const inTrade: SearchInput = { ...input, category };
  const run = (match: Match | null) => (match === 'none' ? nothing : pageOf(db, inTrade, match, near));
  // The answer lies in the trade alone, so its tabs are that one category (counted without the
  // category filter, a trade's browse would count every service of every category).
  const ofTrade = (answer: Answer): Answer => (answer.categoryCounts ? { ...answer, categoryCounts: answer.total ? [{ category_id: category, count: answer.total }] : [] } : answer);
  if (trade.rest.length) {
    const found = await textStages(db, cache, trade.rest, postgres, run);
    if (found.total > 0) return ofTrade(found);
  }
  if (near && (input.sort === 'relevance' || input.sort === 'distance')) return ofTrade((await nearestFirst(db, inTrade, near)) ?? (await run(null)));
  return ofTrade(await run(null));
}

/** The text stages of searchCatalogue: stage 1, and stage 2 only when stage 1 finds nothing. */
async function textStages(
  db: Kysely<Database>,
  cache: SearchCache,
  words: string[],
  postgres: boolean,
  run: (match: Match | null) => Answer | Promise<Answer>,
): Promise<Answer> {
  const textMatch = postgres ? postgresMatcher(db, cache, words) : (widen: boolean) => sqliteMatch(db, cache, words, widen);
  const exact = await run(await textMatch(false));
  return exact.total > 0 ? exact : run(await textMatch(true));
}
