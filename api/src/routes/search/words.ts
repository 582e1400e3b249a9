import { type Kysely, PostgresAdapter, type RawBuilder } from 'kysely';
import type { Database } from '../../db/types';

/** What both databases' text stages share: the query's words and the shape of a text match. */

const MAX_WORDS = 8;

/**
 * How the text matches: SQLite joins its FTS table as `m` (id, score); PostgreSQL filters
 * `s` itself with `where` (its tsvector is a column of services) and scores it with `score`.
 */
export type TextMatch = { join: RawBuilder<{ id: number; score: number }> } | { where: RawBuilder<unknown>; score: RawBuilder<number> };
export type Match = TextMatch | 'none';

export const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Lower case without diacritics: what FTS5's `unicode61 remove_diacritics 2` makes of a word. */
function normaliseWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query (letters and digits), lower case; without diacritics for SQLite's index. */
export function wordsOf(q: string, stripDiacritics: boolean): string[] {
  const words = (q.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => (stripDiacritics ? normaliseWord(w) : w.toLowerCase()));
  return [...new Set(words)].slice(0, MAX_WORDS);
}
