import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/types';
import type { SearchCache } from './cache';
import { closestTerms } from './typo';
import type { Match } from './words';

/**
 * SQLite's text match: FTS5 over title, description and category name ranked by bm25 with column
 * weights 10 / 4 / 2; widened through the trigram FTS5 table (part of a word) and the fts5vocab
 * vocabulary (typos).
 */

const quoted = (word: string) => `"${word}"`;

export async function sqliteMatch(db: Kysely<Database>, cache: SearchCache, words: string[], widen: boolean): Promise<Match> {
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
