import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { iso, nowIso } from '../../lib/time';
import type { DirectOffer } from '../../wire';
import { LIST_LIMIT } from '../orders/queries';
import { displayName, fullName } from '../sellers/names';

function offerSelect(db: Kysely<Database>) {
  return db
    .selectFrom('direct_offers as o')
    .innerJoin('users as seller', 'seller.id', 'o.seller_id')
    .innerJoin('users as buyer', 'buyer.id', 'o.buyer_id')
    .selectAll('o')
    .select([
      'seller.firstname as seller_firstname',
      'seller.lastname as seller_lastname',
      'seller.company_name as seller_company_name',
      'buyer.firstname as buyer_firstname',
      'buyer.lastname as buyer_lastname',
    ]);
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof offerSelect>['execute']>>[number];

function toOffer(row: OfferRow): DirectOffer {
  return {
    id: row.id,
    buyer_id: row.buyer_id,
    buyer_name: fullName({ firstname: row.buyer_firstname, lastname: row.buyer_lastname }),
    seller_id: row.seller_id,
    seller_name: displayName({ firstname: row.seller_firstname, lastname: row.seller_lastname, company_name: row.seller_company_name }),
    description: row.description,
    has_document: row.document_id !== null,
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export async function getOffer(db: Kysely<Database>, id: number): Promise<DirectOffer | null> {
  const row = await offerSelect(db).where('o.id', '=', id).executeTakeFirst();
  return row ? toOffer(row) : null;
}

/** The caller's offers as buyer or as seller, newest first. */
export async function listOffers(db: Kysely<Database>, party: 'buyer_id' | 'seller_id', userId: number): Promise<DirectOffer[]> {
  const rows = await offerSelect(db)
    .where(`o.${party}`, '=', userId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map(toOffer);
}

export function findOfferRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('direct_offers').selectAll().where('id', '=', id).executeTakeFirst();
}

// ---- writes -----------------------------------------------------------------------------------

type OfferWrite = { seller_id: number; description: string; document_id: number | null };

/** A new pending offer; returns its id. A document already used elsewhere fails on the unique index. */
export async function insertOffer(db: Kysely<Database>, offer: OfferWrite & { buyer_id: number }): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('direct_offers')
    .values({ ...offer, status: 'pending', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Changes an offer only while it is pending (the condition is in the UPDATE); false when decided. */
export async function updatePendingOffer(db: Kysely<Database>, id: number, offer: OfferWrite): Promise<boolean> {
  const result = await db
    .updateTable('direct_offers')
    .set({ ...offer, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes an offer only while it is pending; false when decided. */
export async function deletePendingOffer(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('direct_offers').where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
