import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { iso } from '../../lib/time';
import type { SitemapPage } from '@craft/shared/api/feature-types';

type Row = { id: number; updated_at: Date | string };

const toPage = (rows: Row[], total: number | string | bigint | undefined): SitemapPage => ({
  items: rows.map((row) => ({ id: row.id, updated_at: iso(row.updated_at) })),
  total: Number(total ?? 0),
});

/** Services a visitor can open: not deleted, by a craftsman whose account is not deleted. */
function liveServices(db: Kysely<Database>) {
  return db
    .selectFrom('services as s')
    .innerJoin('users as u', 'u.id', 's.seller_id')
    .where('s.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null);
}

/** Craftsmen with a public page (GET /sellers/{id} answers for them): sellers not deleted nor suspended. */
function publicSellers(db: Kysely<Database>) {
  return db.selectFrom('users').where('role', '=', 'seller').where('deleted_at', 'is', null).where('suspended_at', 'is', null);
}

/** Ids only (ordered by the primary key, so pages are stable) and the time of the last change. */
export async function sitemapServices(db: Kysely<Database>, page: number, size: number): Promise<SitemapPage> {
  const [rows, count] = await Promise.all([
    liveServices(db).select(['s.id', 's.updated_at']).orderBy('s.id').limit(size).offset((page - 1) * size).execute(),
    liveServices(db).select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
  ]);
  return toPage(rows, count?.total);
}

export async function sitemapSellers(db: Kysely<Database>, page: number, size: number): Promise<SitemapPage> {
  const [rows, count] = await Promise.all([
    publicSellers(db).select(['id', 'updated_at']).orderBy('id').limit(size).offset((page - 1) * size).execute(),
    publicSellers(db).select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
  ]);
  return toPage(rows, count?.total);
}
