import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { iso, nowIso } from '../../lib/time';
import type { WishlistItem } from '@craft/shared/api/feature-types';
import { type UrlOf, catalogueSelect, toCatalogueService } from '../services/queries';

const WISHLIST_LIMIT = 500;

/** The buyer's saved services as catalogue cards, newest first (optionally just one). */
export async function listWishlist(db: Kysely<Database>, buyerId: number, urlOf: UrlOf, serviceId?: number): Promise<WishlistItem[]> {
  let query = catalogueSelect(db)
    .innerJoin('wishlist_items as w', 'w.service_id', 's.id')
    .select('w.created_at as added_at')
    .where('w.buyer_id', '=', buyerId);
  if (serviceId !== undefined) query = query.where('w.service_id', '=', serviceId);
  const rows = await query.orderBy('w.created_at', 'desc').orderBy('w.id', 'desc').limit(WISHLIST_LIMIT).execute();
  return rows.map((row) => ({ service_id: row.id, added_at: iso(row.added_at), service: toCatalogueService(row, urlOf) }));
}

/** Adds the service to the buyer's list once; false when it was already there. */
export async function addToWishlist(db: Kysely<Database>, buyerId: number, serviceId: number): Promise<boolean> {
  const inserted = await db
    .insertInto('wishlist_items')
    .values({ buyer_id: buyerId, service_id: serviceId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['buyer_id', 'service_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** False when the service was not in the buyer's list. */
export async function removeFromWishlist(db: Kysely<Database>, buyerId: number, serviceId: number): Promise<boolean> {
  const deleted = await db.deleteFrom('wishlist_items').where('buyer_id', '=', buyerId).where('service_id', '=', serviceId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
