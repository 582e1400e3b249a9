import { sql } from 'kysely';
import postcodeFile from '../postcodes-de.json';
import { fromFileRows, type PostcodeFileRow } from '../postcodes';
import { isPostgres, type MigrationDb } from './helpers';

/**
 * Search: where craftsmen work and ranked full text.
 *
 * - `postcodes`: every German postcode with its place and coordinates (see ../postcodes.ts for the
 *   source packages and the precision), from postcodes-de.json, batch-inserted.
 * - `users.service_post_number` / `users.service_radius_km` (default 30): a seller's service area.
 * - SQLite: FTS5 over live services (title, description, category name) as an external-content
 *   table on the view `services_search_source`, kept current by triggers; `services_fts_vocab`
 *   (fts5vocab) lists its terms for typo correction; `services_trgm` (trigram tokenizer, title and
 *   category) finds parts of words (compounds: "leger" in "Fliesenleger").
 * - PostgreSQL: `services.search_vector` (tsvector: title A, description B, category C, each in the
 *   `german` and the `simple` configuration) and `services.search_text` (title and category, lower
 *   case) for parts of words (pg_trgm index), both set by a trigger; `search_words`: every word
 *   (3+ letters) ever indexed, with a pg_trgm index, for typo correction (it only grows: a word
 *   whose services are gone is offered as a correction and then simply finds nothing).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('postcodes')
    .addColumn('postcode', 'varchar(5)', (c) => c.primaryKey())
    .addColumn('place', 'varchar(120)', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .addColumn('precision', 'varchar(10)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('postcodes_lat_idx').on('postcodes').column('lat').execute();
  const rows = fromFileRows(postcodeFile as PostcodeFileRow[]);
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insertInto('postcodes').values(rows.slice(i, i + 1000)).execute();
  }

  await db.schema.alterTable('users').addColumn('service_post_number', 'varchar(5)').execute();
  await db.schema.alterTable('users').addColumn('service_radius_km', 'integer', (c) => c.notNull().defaultTo(30)).execute();
  await db.schema.createIndex('users_service_post_number_idx').on('users').column('service_post_number').execute();

  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

async function upSqlite(db: MigrationDb): Promise<void> {
  await sql`create view services_search_source as
    select s.id, s.title, s.description, c.name as category
    from services s join categories c on c.id = s.category_id
    where s.deleted_at is null`.execute(db);
  await sql`create virtual table services_fts using fts5(title, description, category,
    content='services_search_source', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(db);
  await sql`create virtual table services_trgm using fts5(title, category,
    content='services_search_source', content_rowid='id', tokenize='trigram remove_diacritics 1')`.execute(db);
  await sql`create virtual table services_fts_vocab using fts5vocab(services_fts, 'row')`.execute(db);

  // One pair of statements per index table: remove the old row's terms, add the new row's.
  // services_trgm indexes title and category only (see the search route: parts of words).
  const columns = (table: string, row: string) =>
    table === 'services_trgm' ? `${row}.title, c.name` : `${row}.title, ${row}.description, c.name`;
  const names = (table: string) => (table === 'services_trgm' ? 'title, category' : 'title, description, category');
  const add = (table: string, row: 'new' | 'old') =>
    `insert into ${table}(rowid, ${names(table)})
       select ${row}.id, ${columns(table, row)} from categories c
       where c.id = ${row}.category_id and ${row}.deleted_at is null;`;
  const remove = (table: string, row: 'new' | 'old') =>
    `insert into ${table}(${table}, rowid, ${names(table)})
       select 'delete', ${row}.id, ${columns(table, row)} from categories c
       where c.id = ${row}.category_id and ${row}.deleted_at is null;`;
  const tables = ['services_fts', 'services_trgm'];
  await sql
    .raw(`create trigger services_search_ai after insert on services begin ${tables.map((t) => add(t, 'new')).join(' ')} end`)
    .execute(db);
  await sql
    .raw(`create trigger services_search_ad after delete on services begin ${tables.map((t) => remove(t, 'old')).join(' ')} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger services_search_au after update of title, description, category_id, deleted_at on services begin
         ${tables.map((t) => remove(t, 'old') + add(t, 'new')).join(' ')} end`,
    )
    .execute(db);
  const categoryRows = (table: string, op: 'delete' | 'insert', row: 'old' | 'new') =>
    `insert into ${table}(${op === 'delete' ? `${table}, ` : ''}rowid, ${names(table)})
       select ${op === 'delete' ? `'delete', ` : ''}s.id, ${table === 'services_trgm' ? 's.title' : 's.title, s.description'}, ${row}.name
       from services s where s.category_id = ${row}.id and s.deleted_at is null;`;
  await sql
    .raw(
      `create trigger categories_search_au after update of name on categories begin
         ${tables.map((t) => categoryRows(t, 'delete', 'old') + categoryRows(t, 'insert', 'new')).join(' ')} end`,
    )
    .execute(db);
  await sql`insert into services_fts(services_fts) values ('rebuild')`.execute(db);
  await sql`insert into services_trgm(services_trgm) values ('rebuild')`.execute(db);
}

async function upPostgres(db: MigrationDb): Promise<void> {
  // One extension per database, shared by every schema (the tests make one schema per run): it
  // lives in public, and two migrations starting at once take turns (advisory lock).
  await sql`select pg_advisory_xact_lock(hashtext('craft:create-extension'))`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const trgm = found.rows[0]?.schema ?? 'public';

  await db.schema.alterTable('services').addColumn('search_vector', sql`tsvector`).execute();
  await db.schema.createTable('search_words').addColumn('word', 'text', (c) => c.primaryKey()).execute();
  await sql.raw(`create index search_words_trgm_idx on search_words using gin (word ${trgm}.gin_trgm_ops)`).execute(db);
  await db.schema.alterTable('services').addColumn('search_text', 'text').execute();
  await sql`create function services_search_refresh() returns trigger language plpgsql as $$
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
      return new;
    end $$`.execute(db);
  await sql`create trigger services_search_biu before insert or update of title, description, category_id on services
    for each row execute function services_search_refresh()`.execute(db);
  await sql`create function categories_search_refresh() returns trigger language plpgsql as $$
    begin
      update services set category_id = category_id where category_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger categories_search_au after update of name on categories
    for each row execute function categories_search_refresh()`.execute(db);
  await sql`update services set title = title`.execute(db);
  await sql`create index services_search_vector_idx on services using gin (search_vector) where deleted_at is null`.execute(db);
  await sql
    .raw(`create index services_search_text_trgm_idx on services using gin (search_text ${trgm}.gin_trgm_ops) where deleted_at is null`)
    .execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists categories_search_au on categories`.execute(db);
    await sql`drop function if exists categories_search_refresh()`.execute(db);
    await sql`drop trigger if exists services_search_biu on services`.execute(db);
    await sql`drop function if exists services_search_refresh()`.execute(db);
    await db.schema.alterTable('services').dropColumn('search_text').execute();
    await db.schema.alterTable('services').dropColumn('search_vector').execute();
    await db.schema.dropTable('search_words').execute();
  } else {
    for (const trigger of ['services_search_ai', 'services_search_ad', 'services_search_au', 'categories_search_au']) {
      await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
    }
    await sql`drop table if exists services_fts_vocab`.execute(db);
    await sql`drop table if exists services_trgm`.execute(db);
    await sql`drop table if exists services_fts`.execute(db);
    await sql`drop view if exists services_search_source`.execute(db);
  }
  await db.schema.dropIndex('users_service_post_number_idx').execute();
  await db.schema.alterTable('users').dropColumn('service_radius_km').execute();
  await db.schema.alterTable('users').dropColumn('service_post_number').execute();
  await db.schema.dropTable('postcodes').execute();
}
