import type { InferResult, Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { nowIso } from '../../lib/time';
import type { SellerProfile, SellerSummary } from '@craft/shared/api/feature-types';
import type { ServiceArea } from '@craft/shared/api/search-types';
import { ratingOf } from '../orders/queries';
import { listSellerPortfolio } from '../portfolio/queries';
import { type UrlOf, listSellerServices } from '../services/queries';
import { displayName } from './names';

/** The provider dropdown lists every craftsman; bounded all the same. */
const SELLER_LIST_LIMIT = 1000;

/** Only public columns are ever selected: no e-mail, phone or address leaves through here. */
function sellerSelect(db: Kysely<Database>) {
  // A deleted craftsman is no longer listed nor has a profile; their orders still name them "Former craftsman".
  // A suspended one neither, while the suspension lasts (routes/moderation).
  return db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname', 'company_name'])
    .where('role', '=', 'seller')
    .where('deleted_at', 'is', null)
    .where('suspended_at', 'is', null);
}

type SellerRow = InferResult<ReturnType<typeof sellerSelect>>[number];

function toSummary(row: SellerRow): SellerSummary {
  return { id: row.id, firstname: row.firstname, company_name: row.company_name, display_name: displayName(row) };
}

export async function listSellers(db: Kysely<Database>): Promise<SellerSummary[]> {
  const rows = await sellerSelect(db).orderBy('id').limit(SELLER_LIST_LIMIT).execute();
  return rows.map(toSummary).sort((a, b) => a.display_name.localeCompare(b.display_name));
}

export async function getSellerProfile(db: Kysely<Database>, id: number, urlOf: UrlOf): Promise<SellerProfile | null> {
  const row = await sellerSelect(db).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [services, portfolio, rating] = await Promise.all([
    listSellerServices(db, id, urlOf),
    listSellerPortfolio(db, id, urlOf),
    ratingOf(db, { sellerId: id }),
  ]);
  return { ...toSummary(row), lastname: row.lastname, services, portfolio, ...rating };
}

/** The seller's service area with the place of its postcode. */
export async function getServiceArea(db: Kysely<Database>, sellerId: number): Promise<ServiceArea> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('postcodes as p', 'p.postcode', 'u.service_post_number')
    .select(['u.service_post_number', 'u.service_radius_km', 'p.place'])
    .where('u.id', '=', sellerId)
    .executeTakeFirstOrThrow();
  return { post_number: row.service_post_number, radius_km: row.service_radius_km, place: row.service_post_number ? (row.place ?? null) : null };
}

/** Sets the area; false (nothing written) when the postcode is not a German postcode we know. */
export async function setServiceArea(db: Kysely<Database>, sellerId: number, area: { post_number: string; radius_km: number }): Promise<boolean> {
  const known = await db.selectFrom('postcodes').select('postcode').where('postcode', '=', area.post_number).executeTakeFirst();
  if (!known) return false;
  await db
    .updateTable('users')
    .set({ service_post_number: area.post_number, service_radius_km: area.radius_km, updated_by: sellerId, updated_at: nowIso() })
    .where('id', '=', sellerId)
    .execute();
  return true;
}
