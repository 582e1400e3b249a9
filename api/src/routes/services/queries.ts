import type { InferResult, Kysely } from 'kysely';
import type { Database, ServiceRow, ServicesTable } from '../../db/types';
import { photoImage } from '../../lib/photo-variants';
import { iso, nowIso } from '../../lib/time';
import type { CatalogueService, PriceUnit, Service } from '@craft/shared/api/types';

/** Rows written before the unit existed (or without one) are priced per job. */
export const priceUnitOf = (stored: PriceUnit | null): PriceUnit => stored ?? 'job';

/** Storage key -> public URL (the storage driver decides). */
export type UrlOf = (key: string) => string | null;

/** A photo's files: `variants` (JSON, lib/photo-variants.ts) names the `srcset` files stored beside it. */
export type PhotoKeys = { storage_key: string; thumb_key: string; variants?: string | null };
/** A stored photo row in the craftsman's order (its id names it in the order and delete routes). */
export type PhotoRow = PhotoKeys & { id: number };

/** Cards show a teaser; the full text is on the detail page. Keeps GET /categories small. */
export const CARD_DESCRIPTION_CHARS = 160;

function teaser(text: string): string {
  if (text.length <= CARD_DESCRIPTION_CHARS) return text;
  const cut = text.slice(0, CARD_DESCRIPTION_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > CARD_DESCRIPTION_CHARS * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export async function photosOf(db: Kysely<Database>, serviceIds: number[]): Promise<Map<number, PhotoRow[]>> {
  const byService = new Map<number, PhotoRow[]>();
  if (!serviceIds.length) return byService;
  const rows = await db
    .selectFrom('service_photos')
    .select(['id', 'service_id', 'storage_key', 'thumb_key', 'variants'])
    .where('service_id', 'in', serviceIds)
    .orderBy('service_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byService.get(row.service_id) ?? [];
    list.push(row);
    byService.set(row.service_id, list);
  }
  return byService;
}

/** Whether an operator verified the craftsman's trader details: the badge on his services. */
export async function sellerVerified(db: Kysely<Database>, sellerId: number): Promise<boolean> {
  const row = await db.selectFrom('trader_details').select('status').where('seller_id', '=', sellerId).executeTakeFirst();
  return row?.status === 'verified';
}

export function toService(row: ServiceRow, photos: PhotoRow[], urlOf: UrlOf, verified: boolean): Service {
  const urls = photos.map((p) => urlOf(p.storage_key)).filter((u): u is string => u !== null);
  const first = photos[0];
  return {
    id: row.id,
    seller_id: row.seller_id,
    category_id: row.category_id,
    title: row.title,
    description: row.description,
    price: row.price,
    price_unit: priceUnitOf(row.price_unit),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    photo: urls[0] ?? null,
    photos: urls,
    photo_ids: photos.map((p) => p.id),
    images: photos.flatMap((p) => photoImage(p.storage_key, p.variants, urlOf) ?? []),
    thumbnail: first ? urlOf(first.thumb_key) : null,
    created_by: row.created_by,
    updated_by: row.updated_by,
    seller_verified: verified,
  };
}

/**
 * Who reads: the public sees live services only; `own` (the craftsman himself, or an operator)
 * also sees the ones held until he submits his trader details: a held service is hidden from the public like a removed one.
 */
export type Audience = 'public' | 'own';

function services(db: Kysely<Database>, audience: Audience) {
  const query = db.selectFrom('services').selectAll();
  return audience === 'own' ? query.where((eb) => eb.or([eb('deleted_at', 'is', null), eb('held_at', 'is not', null)])) : query.where('deleted_at', 'is', null);
}

export async function findService(db: Kysely<Database>, id: number, audience: Audience = 'public'): Promise<ServiceRow | undefined> {
  return services(db, audience).where('id', '=', id).executeTakeFirst();
}

export async function listSellerServices(db: Kysely<Database>, sellerId: number, urlOf: UrlOf, audience: Audience = 'public'): Promise<Service[]> {
  const rows = await services(db, audience)
    .where('seller_id', '=', sellerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
  const [photos, verified] = await Promise.all([photosOf(db, rows.map((r) => r.id)), sellerVerified(db, sellerId)]);
  return rows.map((row) => toService(row, photos.get(row.id) ?? [], urlOf, verified));
}

/** Live services joined with their seller's name and first photo: everything a card shows. */
export function catalogueSelect(db: Kysely<Database>) {
  return db
    .selectFrom('services as s')
    .innerJoin('users as u', 'u.id', 's.seller_id')
    .where('s.deleted_at', 'is', null)
    .select((eb) => [
      eb
        .exists(eb.selectFrom('trader_details as t').select('t.seller_id').whereRef('t.seller_id', '=', 's.seller_id').where('t.status', '=', 'verified'))
        .as('seller_verified'),
      's.id',
      's.title',
      's.description',
      's.price',
      's.price_unit',
      's.seller_id',
      's.category_id',
      's.created_at',
      'u.firstname as seller_firstname',
      'u.company_name as seller_company_name',
      eb
        .selectFrom('service_photos as p')
        .select('p.storage_key')
        .whereRef('p.service_id', '=', 's.id')
        .orderBy('p.position')
        .orderBy('p.id')
        .limit(1)
        .as('photo_key'),
      eb
        .selectFrom('service_photos as p')
        .select('p.thumb_key')
        .whereRef('p.service_id', '=', 's.id')
        .orderBy('p.position')
        .orderBy('p.id')
        .limit(1)
        .as('thumb_key'),
      eb
        .selectFrom('service_photos as p')
        .select('p.variants')
        .whereRef('p.service_id', '=', 's.id')
        .orderBy('p.position')
        .orderBy('p.id')
        .limit(1)
        .as('photo_variants'),
    ]);
}

type CatalogueRow = InferResult<ReturnType<typeof catalogueSelect>>[number];

export function toCatalogueService(row: CatalogueRow, urlOf: UrlOf): CatalogueService {
  return {
    id: row.id,
    title: row.title,
    description: teaser(row.description),
    price: row.price,
    price_unit: priceUnitOf(row.price_unit),
    photo: row.photo_key ? urlOf(row.photo_key) : null,
    thumbnail: row.thumb_key ? urlOf(row.thumb_key) : null,
    image: row.photo_key ? photoImage(row.photo_key, row.photo_variants, urlOf) : null,
    seller_id: row.seller_id,
    seller_firstname: row.seller_firstname,
    seller_company_name: row.seller_company_name,
    // SQLite answers exists() with 0/1, PostgreSQL with a boolean.
    seller_verified: Boolean(row.seller_verified),
    created_at: iso(row.created_at),
  };
}

// ---- writes -----------------------------------------------------------------------------------

/** What a seller writes about a service (POST and PUT /services); no price_unit: job on create, unchanged on update. */
export type ServiceWrite = Pick<ServicesTable, 'category_id' | 'title' | 'description' | 'price'> & { price_unit?: PriceUnit };

/** A new service of `sellerId`, who is also its creator; returns its id. */
/** The craftsman has submitted trader details (any status): his services may be public. */
export async function hasTraderDetails(db: Kysely<Database>, sellerId: number): Promise<boolean> {
  return (await db.selectFrom('trader_details').select('seller_id').where('seller_id', '=', sellerId).executeTakeFirst()) !== undefined;
}

/** A service of a craftsman without trader details is stored held: hidden like a deleted one, but his. */
export async function insertService(db: Kysely<Database>, sellerId: number, input: ServiceWrite): Promise<number> {
  const now = nowIso();
  const held = (await hasTraderDetails(db, sellerId)) ? null : now;
  const { id } = await db
    .insertInto('services')
    .values({
      seller_id: sellerId,
      category_id: input.category_id,
      title: input.title,
      description: input.description,
      price: input.price,
      price_unit: input.price_unit ?? 'job',
      created_by: sellerId,
      updated_by: sellerId,
      created_at: now,
      updated_at: now,
      deleted_at: held,
      held_at: held,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateService(db: Kysely<Database>, id: number, userId: number, input: ServiceWrite): Promise<void> {
  await db
    .updateTable('services')
    .set({
      category_id: input.category_id,
      title: input.title,
      description: input.description,
      price: input.price,
      ...(input.price_unit ? { price_unit: input.price_unit } : {}),
      updated_by: userId,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Hides the service for everyone (deleted_at) and drops its photo rows and wishlist entries in one
 * transaction; the row stays for orders and reviews. Returns the photo keys whose files to delete.
 */
export async function softDeleteService(db: Kysely<Database>, id: number, userId: number): Promise<PhotoKeys[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('service_photos').select(['storage_key', 'thumb_key', 'variants']).where('service_id', '=', id).execute();
    await trx.deleteFrom('service_photos').where('service_id', '=', id).execute();
    await trx.deleteFrom('wishlist_items').where('service_id', '=', id).execute();
    // A held service deleted by its owner stays deleted when he submits his trader details.
    await trx.updateTable('services').set({ deleted_at: nowIso(), held_at: null, updated_by: userId, updated_at: nowIso() }).where('id', '=', id).execute();
    return rows;
  });
}

export async function countPhotos(db: Kysely<Database>, serviceId: number): Promise<number> {
  const count = await db
    .selectFrom('service_photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('service_id', '=', serviceId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

/** Adds a photo row, last in order (optionally replacing all others); returns its id and the keys of the replaced ones. */
export async function insertPhoto(
  db: Kysely<Database>,
  serviceId: number,
  userId: number,
  keys: PhotoKeys,
  replaceExisting: boolean,
): Promise<{ old: PhotoKeys[]; id: number }> {
  return db.transaction().execute(async (trx) => {
    const old = replaceExisting
      ? await trx.selectFrom('service_photos').select(['storage_key', 'thumb_key', 'variants']).where('service_id', '=', serviceId).execute()
      : [];
    if (replaceExisting) await trx.deleteFrom('service_photos').where('service_id', '=', serviceId).execute();
    // A new photo goes last: the cover stays the one the craftsman chose.
    const last = await trx
      .selectFrom('service_photos')
      .select((eb) => eb.fn.max<number | null>('position').as('p'))
      .where('service_id', '=', serviceId)
      .executeTakeFirst();
    const inserted = await trx
      .insertInto('service_photos')
      .values({ service_id: serviceId, ...keys, position: Number(last?.p ?? 0) + 1, created_by: userId, updated_by: userId, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('services').set({ updated_by: userId, updated_at: nowIso() }).where('id', '=', serviceId).execute();
    return { old, id: inserted.id };
  });
}

/**
 * Puts the service's photos in this order (ids of all its photos, each once); false when the ids
 * are not exactly the service's photos (one was deleted or added meanwhile, or belongs elsewhere).
 */
export async function orderPhotos(db: Kysely<Database>, serviceId: number, userId: number, photoIds: readonly number[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('service_photos').select('id').where('service_id', '=', serviceId).execute();
    const stored = new Set(rows.map((r) => r.id));
    if (stored.size !== photoIds.length || new Set(photoIds).size !== photoIds.length || !photoIds.every((id) => stored.has(id))) return false;
    for (const [index, id] of photoIds.entries()) {
      await trx.updateTable('service_photos').set({ position: index + 1, updated_by: userId }).where('id', '=', id).execute();
    }
    await trx.updateTable('services').set({ updated_by: userId, updated_at: nowIso() }).where('id', '=', serviceId).execute();
    return true;
  });
}

/** Drops one photo of the service; returns its keys, or null when the service has no such photo. */
export async function deletePhoto(db: Kysely<Database>, serviceId: number, userId: number, photoId: number): Promise<PhotoKeys | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('service_photos')
      .select(['storage_key', 'thumb_key', 'variants'])
      .where('service_id', '=', serviceId)
      .where('id', '=', photoId)
      .executeTakeFirst();
    if (!row) return null;
    await trx.deleteFrom('service_photos').where('id', '=', photoId).execute();
    await trx.updateTable('services').set({ updated_by: userId, updated_at: nowIso() }).where('id', '=', serviceId).execute();
    return row;
  });
}

/** Drops every photo row of the service; returns their keys (the files are the caller's to delete). */
export async function deletePhotos(db: Kysely<Database>, serviceId: number): Promise<PhotoKeys[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('service_photos').select(['storage_key', 'thumb_key', 'variants']).where('service_id', '=', serviceId).execute();
    await trx.deleteFrom('service_photos').where('service_id', '=', serviceId).execute();
    return rows;
  });
}

/**
 * After the craftsman's first trader details: his held services become live (a service an
 * operator removed meanwhile stays removed). Returns their ids and categories for the caches.
 */
export async function releaseHeldServices(db: Kysely<Database>, sellerId: number): Promise<{ ids: number[]; categoryIds: number[] }> {
  const rows = await db
    .updateTable('services')
    .set({ deleted_at: null, held_at: null })
    .where('seller_id', '=', sellerId)
    .where('held_at', 'is not', null)
    .where('removed_at', 'is', null)
    .returning(['id', 'category_id'])
    .execute();
  return { ids: rows.map((row) => row.id), categoryIds: [...new Set(rows.map((row) => row.category_id))] };
}
