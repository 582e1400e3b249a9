import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers';

/**
 * Search speed:
 *
 * - `services_live_seller_idx` (seller_id, created_at desc, id desc) over live services only: a
 *   postcode search reads the services of the sellers around it, counts and orders them from the
 *   index alone (no table row per candidate).
 * - PostgreSQL `search_lexemes`: every lexeme ever put in a `search_vector` (C collation, so a
 *   prefix is a range of its primary key), filled by the search trigger. A word's prefix query
 *   (`flies:*`) is matched as the OR of the lexemes it stands for ('flies' | 'fliesen' | …),
 *   which GIN answers from its posting lists instead of a partial-match scan of the term tree —
 *   the same rows; the ranking still uses the prefix query. It only grows, like `search_words`.
 * - PostgreSQL `search_words_prefix_idx`: "does an indexed word start with …" (the typo stage)
 *   as an index range instead of a scan of `search_words`.
 */
export async function up(db: MigrationDb): Promise<void> {
  await sql`create index services_live_seller_idx on services (seller_id, created_at desc, id desc) where deleted_at is null`.execute(db);
  if (!isPostgres(db)) return;

  await sql`create table search_lexemes (lexeme text collate "C" primary key)`.execute(db);
  await sql`create index search_words_prefix_idx on search_words (word text_pattern_ops)`.execute(db);
  await sql.raw(refreshFunction(true)).execute(db);
  await sql`insert into search_lexemes (lexeme)
    select distinct unnest(tsvector_to_array(search_vector)) from services where search_vector is not null
    on conflict do nothing`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(refreshFunction(false)).execute(db);
    await sql`drop index if exists search_words_prefix_idx`.execute(db);
    await sql`drop table if exists search_lexemes`.execute(db);
  }
  await sql`drop index if exists services_live_seller_idx`.execute(db);
}

/** 0130_search's trigger function, plus (`withLexemes`) recording the vector's lexemes. */
function refreshFunction(withLexemes: boolean): string {
  const lexemes = withLexemes
    ? `insert into search_lexemes (lexeme)
        select unnest(tsvector_to_array(new.search_vector))
        on conflict do nothing;`
    : '';
  return `create or replace function services_search_refresh() returns trigger language plpgsql as $$
    declare category_name text;
    begin
      select name into category_name from categories where id = new.category_id;
      category_name := coalesce(category_name, '');
      new.search_vector :=
        setweight(to_tsvector('german', new.title), 'A') || setweight(to_tsvector('simple', new.title), 'A') ||
        setweight(to_tsvector('german', new.description), 'B') || setweight(to_tsvector('simple', new.description), 'B') ||
        setweight(to_tsvector('german', category_name), 'C') || setweight(to_tsvector('simple', category_name), 'C');
      new.search_text := lower(new.title || ' ' || category_name);
      insert into search_words (word)
        select distinct w from regexp_split_to_table(lower(new.title || ' ' || new.description || ' ' || category_name), '[[:space:][:punct:]]+') as w
        where length(w) >= 3
        on conflict do nothing;
      ${lexemes}
      return new;
    end $$`;
}
