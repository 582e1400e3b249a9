import type { Kysely } from 'kysely';
import type { Database, OrdersTable } from '../../db/types';
import { iso, nowIso } from '../../lib/time';
import type { Order, Review, ServiceStats } from '../../wire';
import { displayName, fullName } from '../sellers/names';
import type { UrlOf } from '../services/queries';

/** Lists are bounded; a buyer or seller with more history pages through it later. */
export const LIST_LIMIT = 500;

const RATING_SCALE = 2;

function reviewSelect(db: Kysely<Database>) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('services as s', 's.id', 'r.service_id')
    .innerJoin('users as b', 'b.id', 'r.buyer_id')
    .select(['r.id', 'r.order_id', 'r.service_id', 'r.rating_halves', 'r.text', 'r.created_at', 'r.updated_at', 'b.firstname as buyer_firstname', 's.title as service_title']);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewSelect>['execute']>>[number];

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    order_id: row.order_id,
    service_id: row.service_id,
    rating: row.rating_halves / RATING_SCALE,
    text: row.text,
    buyer_firstname: row.buyer_firstname,
    service_title: row.service_title,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export const toRatingHalves = (rating: number): number => Math.round(rating * RATING_SCALE);

export async function findReviewOfOrder(db: Kysely<Database>, orderId: number): Promise<Review | null> {
  const row = await reviewSelect(db).where('r.order_id', '=', orderId).executeTakeFirst();
  return row ? toReview(row) : null;
}

export async function listServiceReviews(db: Kysely<Database>, serviceId: number): Promise<Review[]> {
  const rows = await reviewSelect(db).where('r.service_id', '=', serviceId).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(LIST_LIMIT).execute();
  return rows.map(toReview);
}

export async function listSellerReviews(db: Kysely<Database>, sellerId: number): Promise<Review[]> {
  const rows = await reviewSelect(db).where('s.seller_id', '=', sellerId).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(LIST_LIMIT).execute();
  return rows.map(toReview);
}

/** Average to one decimal (null without reviews) and count, over one service or all of a seller's. */
export async function ratingOf(db: Kysely<Database>, scope: { serviceId: number } | { sellerId: number }) {
  let query = db
    .selectFrom('reviews as r')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number | null>('r.rating_halves').as('sum')]);
  query =
    'serviceId' in scope
      ? query.where('r.service_id', '=', scope.serviceId)
      : query.innerJoin('services as s', 's.id', 'r.service_id').where('s.seller_id', '=', scope.sellerId);
  const { count, sum } = await query.executeTakeFirstOrThrow();
  const n = Number(count);
  return {
    rating_average: n ? Math.round((Number(sum) / n / RATING_SCALE) * 10) / 10 : null,
    rating_count: n,
  };
}

export async function serviceStats(db: Kysely<Database>, serviceId: number): Promise<ServiceStats> {
  const orders = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('service_id', '=', serviceId)
    .where('status', '!=', 'cancelled')
    .executeTakeFirstOrThrow();
  return { order_count: Number(orders.count), ...(await ratingOf(db, { serviceId })) };
}

function orderSelect(db: Kysely<Database>) {
  return db
    .selectFrom('orders as o')
    .innerJoin('services as s', 's.id', 'o.service_id')
    .innerJoin('users as seller', 'seller.id', 'o.seller_id')
    .innerJoin('users as buyer', 'buyer.id', 'o.buyer_id')
    .selectAll('o')
    .select((eb) => [
      's.title as service_title',
      'seller.firstname as seller_firstname',
      'seller.lastname as seller_lastname',
      'seller.company_name as seller_company_name',
      'buyer.firstname as buyer_firstname',
      'buyer.lastname as buyer_lastname',
      eb
        .selectFrom('service_photos as p')
        .select('p.storage_key')
        .whereRef('p.service_id', '=', 'o.service_id')
        .orderBy('p.id')
        .limit(1)
        .as('photo_key'),
    ]);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderSelect>['execute']>>[number];

async function toOrders(db: Kysely<Database>, rows: OrderRow[], urlOf: UrlOf): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const reviews = ids.length ? (await reviewSelect(db).where('r.order_id', 'in', ids).execute()).map(toReview) : [];
  const reviewOf = new Map(reviews.map((r) => [r.order_id, r]));
  return rows.map((row) => ({
    id: row.id,
    service_id: row.service_id,
    service_title: row.service_title,
    service_photo: row.photo_key ? urlOf(row.photo_key) : null,
    seller_id: row.seller_id,
    seller_name: displayName({ firstname: row.seller_firstname, lastname: row.seller_lastname, company_name: row.seller_company_name }),
    buyer_id: row.buyer_id,
    buyer_name: fullName({ firstname: row.buyer_firstname, lastname: row.buyer_lastname }),
    payment_method: row.payment_method,
    description: row.description,
    has_document: row.document_id !== null,
    amount: row.amount,
    account_last4: row.account_last4,
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    review: reviewOf.get(row.id) ?? null,
  }));
}

export async function getOrder(db: Kysely<Database>, id: number, urlOf: UrlOf): Promise<Order | null> {
  const row = await orderSelect(db).where('o.id', '=', id).executeTakeFirst();
  return row ? ((await toOrders(db, [row], urlOf))[0] ?? null) : null;
}

/** The caller's orders as buyer or as seller, newest first. */
export async function listOrders(db: Kysely<Database>, party: 'buyer_id' | 'seller_id', userId: number, urlOf: UrlOf): Promise<Order[]> {
  const rows = await orderSelect(db)
    .where(`o.${party}`, '=', userId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return toOrders(db, rows, urlOf);
}

export function findOrderRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

// ---- writes -----------------------------------------------------------------------------------

/** A new pending order; returns its id. A document already used elsewhere fails on the unique index. */
export async function insertOrder(
  db: Kysely<Database>,
  order: Pick<
    OrdersTable,
    'service_id' | 'seller_id' | 'buyer_id' | 'payment_method' | 'payment_reference' | 'amount' | 'account_last4' | 'description' | 'document_id'
  >,
): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('orders')
    .values({ ...order, status: 'pending', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Stores the payment provider's reference on the order it paid for. */
export async function setPaymentReference(db: Kysely<Database>, orderId: number, reference: string): Promise<void> {
  await db.updateTable('orders').set({ payment_reference: reference }).where('id', '=', orderId).execute();
}

/** The one review of an order: created, or edited in place when it exists. */
export async function upsertReview(
  db: Kysely<Database>,
  order: { id: number; service_id: number; buyer_id: number },
  input: { rating: number; text: string },
): Promise<void> {
  const now = nowIso();
  const values = { rating_halves: toRatingHalves(input.rating), text: input.text, updated_at: now };
  await db
    .insertInto('reviews')
    .values({ ...values, order_id: order.id, service_id: order.service_id, buyer_id: order.buyer_id, created_at: now })
    .onConflict((oc) => oc.column('order_id').doUpdateSet(values))
    .execute();
}
