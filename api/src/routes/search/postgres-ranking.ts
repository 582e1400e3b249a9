import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/types';
import type { SearchCache } from './cache';
import { closestTerms } from './typo';
import type { Match } from './words';

/**
 * PostgreSQL's text match: `tsvector` (german + simple configurations, title A, description B,
 * category C) ranked by ts_rank, found through the lexemes each prefix stands for; widened by
 * pg_trgm (part of a word) and `search_words` (typos).
 */

/** A prefix standing for more lexemes than this is matched as a prefix (GIN partial match). */
const MAX_LEXEMES = 64;

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
export function postgresMatcher(db: Kysely<Database>, cache: SearchCache, words: string[]): (widen: boolean) => Promise<Match> {
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
