import type { InferResult, Kysely } from 'kysely';
import type { Database, DirectOffersTable } from '../../db/types';
import { iso, nowIso } from '../../lib/time';
import type { DirectOffer, DirectOfferEvent, DirectOfferStatus } from '@craft/shared/api/feature-types';
import { LIST_LIMIT } from '../orders/queries';
import { displayName, fullName } from '../sellers/names';

function offerSelect(db: Kysely<Database>) {
  return db
    .selectFrom('direct_offers as o')
    .innerJoin('users as seller', 'seller.id', 'o.seller_id')
    .innerJoin('users as buyer', 'buyer.id', 'o.buyer_id')
    .leftJoin('services as s', 's.id', 'o.service_id')
    .selectAll('o')
    .select((eb) => [
      'seller.firstname as seller_firstname',
      'seller.lastname as seller_lastname',
      'seller.company_name as seller_company_name',
      'buyer.firstname as buyer_firstname',
      'buyer.lastname as buyer_lastname',
      's.title as service_title',
      // The order accepting it created (orders.direct_offer_id is unique).
      eb.selectFrom('orders as ord').select('ord.id').whereRef('ord.direct_offer_id', '=', 'o.id').limit(1).as('order_id'),
    ]);
}

type OfferRow = InferResult<ReturnType<typeof offerSelect>>[number];

async function historyOf(db: Kysely<Database>, offerIds: number[]): Promise<Map<number, DirectOfferEvent[]>> {
  const byOffer = new Map<number, DirectOfferEvent[]>();
  if (!offerIds.length) return byOffer;
  const rows = await db.selectFrom('direct_offer_events').selectAll().where('direct_offer_id', 'in', offerIds).orderBy('direct_offer_id').orderBy('id').execute();
  for (const row of rows) {
    const list = byOffer.get(row.direct_offer_id) ?? [];
    list.push({ event: row.event, by: row.actor, price: row.price, message: row.message, at: iso(row.created_at) });
    byOffer.set(row.direct_offer_id, list);
  }
  return byOffer;
}

async function toOffers(db: Kysely<Database>, rows: OfferRow[]): Promise<DirectOffer[]> {
  const history = await historyOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    buyer_id: row.buyer_id,
    buyer_name: fullName({ firstname: row.buyer_firstname, lastname: row.buyer_lastname }),
    seller_id: row.seller_id,
    seller_name: displayName({ firstname: row.seller_firstname, lastname: row.seller_lastname, company_name: row.seller_company_name }),
    description: row.description,
    has_document: row.document_id !== null,
    service_id: row.service_id,
    service_title: row.service_title,
    price: row.price,
    payment_method: row.payment_method,
    status: row.status,
    counter_price: row.counter_price,
    agreed_price: row.agreed_price,
    order_id: row.order_id ?? null,
    version: row.version,
    history: history.get(row.id) ?? [],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }));
}

export async function getOffer(db: Kysely<Database>, id: number): Promise<DirectOffer | null> {
  const row = await offerSelect(db).where('o.id', '=', id).executeTakeFirst();
  return row ? ((await toOffers(db, [row]))[0] ?? null) : null;
}

/** The caller's offers as buyer or as seller, newest first. */
export async function listOffers(db: Kysely<Database>, party: 'buyer_id' | 'seller_id', userId: number): Promise<DirectOffer[]> {
  const rows = await offerSelect(db)
    .where(`o.${party}`, '=', userId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return toOffers(db, rows);
}

export function findOfferRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('direct_offers').selectAll().where('id', '=', id).executeTakeFirst();
}

// ---- writes -----------------------------------------------------------------------------------

export type OfferWrite = Pick<DirectOffersTable, 'seller_id' | 'description' | 'document_id' | 'service_id' | 'price' | 'payment_method'>;

export type NewOfferEvent = Omit<DirectOfferEvent, 'at'>;

/** Appends one step to an offer's history (in the caller's transaction). */
export async function addOfferEvent(db: Kysely<Database>, offerId: number, event: NewOfferEvent): Promise<void> {
  await db
    .insertInto('direct_offer_events')
    .values({ direct_offer_id: offerId, event: event.event, actor: event.by, price: event.price, message: event.message, created_at: nowIso() })
    .execute();
}

/** A new pending offer with its `offered` step; returns its id. A document already used elsewhere fails on the unique index. */
export async function insertOffer(db: Kysely<Database>, offer: OfferWrite & { buyer_id: number }): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('direct_offers')
    .values({ ...offer, status: 'pending', counter_price: null, agreed_price: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addOfferEvent(db, id, { event: 'offered', by: 'buyer', price: offer.price, message: null });
  return id;
}

/**
 * Changes an offer only while it is pending (the condition is in the UPDATE), as a new version;
 * false when it moved on.
 */
export async function updatePendingOffer(db: Kysely<Database>, id: number, offer: OfferWrite): Promise<boolean> {
  const result = await db
    .updateTable('direct_offers')
    .set((eb) => ({ ...offer, version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await addOfferEvent(db, id, { event: 'edited', by: 'buyer', price: offer.price, message: null });
  return true;
}

/**
 * The buyer names another craftsman on a pending offer: the old craftsman's offer is withdrawn
 * (they keep it as such, with its history) and the new one gets a new offer with the edited terms,
 * so neither sees the other's part of the negotiation. The attached file goes with the new offer.
 * Undefined when the old offer was no longer pending (the UPDATE's condition); else the new id.
 */
export async function moveOffer(db: Kysely<Database>, id: number, offer: OfferWrite & { buyer_id: number }): Promise<number | undefined> {
  const result = await db
    .updateTable('direct_offers')
    .set((eb) => ({ status: 'withdrawn', document_id: null, version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  await addOfferEvent(db, id, { event: 'withdrawn', by: 'buyer', price: null, message: null });
  return insertOffer(db, offer);
}

/** Hands the file of a moved offer to its new offer (in the caller's transaction). */
export async function moveOfferDocument(db: Kysely<Database>, documentId: number, fromOfferId: number, toOfferId: number): Promise<void> {
  await db
    .updateTable('documents')
    .set({ attached_to: `direct_offer:${toOfferId}` })
    .where('id', '=', documentId)
    .where('attached_to', '=', `direct_offer:${fromOfferId}`)
    .execute();
}

/** Deletes an offer only while it is pending; false when it moved on. */
export async function deletePendingOffer(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('direct_offers').where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Moves an offer on from one of `from` and records the step (in the caller's transaction). The
 * status condition sits in the UPDATE: of two racing requests one wins, the other gets false.
 */
export async function changeOffer(
  db: Kysely<Database>,
  id: number,
  from: readonly DirectOfferStatus[],
  change: Partial<Pick<DirectOffersTable, 'status' | 'counter_price' | 'agreed_price'>>,
  event: NewOfferEvent,
): Promise<boolean> {
  const result = await db
    .updateTable('direct_offers')
    .set((eb) => ({ ...change, version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await addOfferEvent(db, id, event);
  return true;
}

/**
 * Accepts an offer from `from` (the seller: pending, the buyer: countered): the agreed price is the
 * customer's price or the counter price as the row has it when the UPDATE wins (not as read
 * before), and the step is recorded. With `version`, only that version of the offer is accepted:
 * the condition sits in the same UPDATE, so an edit cannot slip in between a check and the write.
 * Undefined when the offer was not in `from` (or not at `version`) any more.
 */
export async function acceptOffer(db: Kysely<Database>, id: number, from: DirectOfferStatus, by: DirectOfferEvent['by'], version?: number) {
  let update = db
    .updateTable('direct_offers')
    .set((eb) => ({ status: 'accepted', agreed_price: eb.ref(by === 'seller' ? 'price' : 'counter_price'), version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', id)
    .where('status', '=', from);
  if (version !== undefined) update = update.where('version', '=', version);
  const row = await update.returningAll().executeTakeFirst();
  if (row) await addOfferEvent(db, id, { event: 'accepted', by, price: row.agreed_price, message: null });
  return row;
}
