import type { InferResult, Kysely } from 'kysely';
import type { Database, OrdersTable } from '../../db/types';
import { iso, now, nowIso } from '../../lib/time';
import type { Order, OrderEvent, OrderEventKind, OrderStatus, PartyContact, PaymentStatus, Review, ServiceStats } from '@craft/shared/api/feature-types';
import { displayName, fullName } from '../sellers/names';
import { type UrlOf, priceUnitOf } from '../services/queries';

/** Lists are bounded; a buyer or seller with more history pages through it later. */
export const LIST_LIMIT = 500;

export const RATING_SCALE = 2;

function reviewSelect(db: Kysely<Database>) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('services as s', 's.id', 'r.service_id')
    .innerJoin('users as b', 'b.id', 'r.buyer_id')
    .select(['r.id', 'r.order_id', 'r.service_id', 'r.rating_halves', 'r.text', 'r.created_at', 'r.updated_at', 'b.firstname as buyer_firstname', 's.title as service_title']);
}

type ReviewRow = InferResult<ReturnType<typeof reviewSelect>>[number];

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
  const rows = await reviewSelect(db).where('r.service_id', '=', serviceId).where('r.hidden_at', 'is', null).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(LIST_LIMIT).execute();
  return rows.map(toReview);
}

export async function listSellerReviews(db: Kysely<Database>, sellerId: number): Promise<Review[]> {
  const rows = await reviewSelect(db).where('s.seller_id', '=', sellerId).where('r.hidden_at', 'is', null).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(LIST_LIMIT).execute();
  return rows.map(toReview);
}

/** Average to one decimal (null without reviews) and count, over one service or all of a seller's. */
export async function ratingOf(db: Kysely<Database>, scope: { serviceId: number } | { sellerId: number }) {
  let query = db
    .selectFrom('reviews as r')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number | null>('r.rating_halves').as('sum')])
    // A review an operator removed counts no more.
    .where('r.hidden_at', 'is', null);
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

/** A review can be edited for 14 days after it was written; work done completes by itself after 14 days. */
export const REVIEW_EDIT_DAYS = 14;
export const AUTO_COMPLETE_DAYS = 14;
const DAY_MS = 24 * 60 * 60_000;
const daysAfter = (at: string, days: number): string => new Date(Date.parse(at) + days * DAY_MS).toISOString();
/** The moment `days` ago, on the injectable clock. */
export const daysAgo = (days: number): string => new Date(now().getTime() - days * DAY_MS).toISOString();

/** While the work is being done or confirmed, each side sees the other's contact. */
const CONTACT_STATUSES: readonly OrderStatus[] = ['accepted', 'work_done', 'completed'];

export type Viewer = 'buyer' | 'seller';

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
      'seller.email as seller_email',
      'seller.phone as seller_phone',
      'seller.street as seller_street',
      'seller.post_number as seller_post_number',
      'seller.deleted_at as seller_deleted_at',
      'buyer.firstname as buyer_firstname',
      'buyer.lastname as buyer_lastname',
      'buyer.email as buyer_email',
      'buyer.phone as buyer_phone',
      'buyer.street as buyer_street',
      'buyer.post_number as buyer_post_number',
      'buyer.deleted_at as buyer_deleted_at',
      eb
        .selectFrom('service_photos as p')
        .select('p.storage_key')
        .whereRef('p.service_id', '=', 'o.service_id')
        .orderBy('p.position')
        .orderBy('p.id')
        .limit(1)
        .as('photo_key'),
    ]);
}

type OrderRow = InferResult<ReturnType<typeof orderSelect>>[number];

/** The other party's contact for `viewer`: only while the job is on, never of an erased account. */
function counterpartContact(row: OrderRow, viewer: Viewer): PartyContact | null {
  if (!CONTACT_STATUSES.includes(row.status)) return null;
  if (viewer === 'buyer') {
    if (row.seller_deleted_at) return null;
    return {
      name: displayName({ firstname: row.seller_firstname, lastname: row.seller_lastname, company_name: row.seller_company_name }),
      email: row.seller_email,
      phone: row.seller_phone,
      street: row.seller_street,
      post_number: row.seller_post_number,
    };
  }
  if (row.buyer_deleted_at) return null;
  return {
    name: fullName({ firstname: row.buyer_firstname, lastname: row.buyer_lastname }),
    email: row.buyer_email,
    phone: row.buyer_phone,
    street: row.buyer_street,
    post_number: row.buyer_post_number,
  };
}

async function historyOf(db: Kysely<Database>, orderIds: number[]): Promise<Map<number, OrderEvent[]>> {
  const byOrder = new Map<number, OrderEvent[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db.selectFrom('order_events').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('id').execute();
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push({ event: row.event, by: row.actor, at: iso(row.created_at), reason: row.reason, price: row.price });
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

async function toOrders(db: Kysely<Database>, rows: OrderRow[], urlOf: UrlOf, viewer: Viewer): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [reviews, history] = await Promise.all([
    ids.length ? reviewSelect(db).where('r.order_id', 'in', ids).execute() : Promise.resolve([]),
    historyOf(db, ids),
  ]);
  const reviewOf = new Map(reviews.map(toReview).map((r) => [r.order_id, r]));
  return rows.map((row) => {
    const review = reviewOf.get(row.id) ?? null;
    const workDoneAt = row.work_done_at === null ? null : iso(row.work_done_at);
    return {
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
      quantity: row.quantity,
      unit_price: row.unit_price,
      amount: row.amount,
      price_unit: priceUnitOf(row.price_unit),
      account_last4: row.account_last4,
      status: row.status,
      payment_status: row.payment_status,
      reason: row.reason,
      cancelled_by: row.cancelled_by,
      work_done_at: workDoneAt,
      completed_at: row.completed_at === null ? null : iso(row.completed_at),
      auto_complete_at: row.status === 'work_done' && workDoneAt ? daysAfter(workDoneAt, AUTO_COMPLETE_DAYS) : null,
      review_editable_until: review ? daysAfter(review.created_at, REVIEW_EDIT_DAYS) : null,
      direct_offer_id: row.direct_offer_id,
      history: history.get(row.id) ?? [],
      counterpart_contact: counterpartContact(row, viewer),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      review,
    };
  });
}

/** One order as `viewer` (its buyer or its seller) sees it. */
export async function getOrder(db: Kysely<Database>, id: number, urlOf: UrlOf, viewer: Viewer): Promise<Order | null> {
  const row = await orderSelect(db).where('o.id', '=', id).executeTakeFirst();
  return row ? ((await toOrders(db, [row], urlOf, viewer))[0] ?? null) : null;
}

/** The caller's orders as buyer or as seller, newest first. */
export async function listOrders(db: Kysely<Database>, party: 'buyer_id' | 'seller_id', userId: number, urlOf: UrlOf): Promise<Order[]> {
  const rows = await orderSelect(db)
    .where(`o.${party}`, '=', userId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return toOrders(db, rows, urlOf, party === 'buyer_id' ? 'buyer' : 'seller');
}

export function findOrderRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

// ---- writes -----------------------------------------------------------------------------------

export type NewOrderEvent = { event: OrderEventKind; actor: OrderEvent['by']; reason?: string | null; price?: number | null };

/** Appends one step to an order's history (in the caller's transaction). */
export async function addOrderEvent(db: Kysely<Database>, orderId: number, event: NewOrderEvent): Promise<void> {
  await db
    .insertInto('order_events')
    .values({ order_id: orderId, event: event.event, actor: event.actor, reason: event.reason ?? null, price: event.price ?? null, created_at: nowIso() })
    .execute();
}

/** A new order with its first history step(s); returns its id. A document already used elsewhere fails on the unique index. */
export async function insertOrder(
  db: Kysely<Database>,
  order: Pick<
    OrdersTable,
    | 'service_id'
    | 'seller_id'
    | 'buyer_id'
    | 'payment_method'
    | 'payment_reference'
    | 'quantity'
    | 'unit_price'
    | 'amount'
    | 'price_unit'
    | 'account_last4'
    | 'description'
    | 'document_id'
    | 'status'
    | 'direct_offer_id'
  > &
    Partial<Pick<OrdersTable, 'quotation_answer_id'>>,
  events: NewOrderEvent[],
): Promise<number> {
  const stamp = nowIso();
  const { id } = await db
    .insertInto('orders')
    .values({ ...order, payment_status: 'open', reason: null, cancelled_by: null, work_done_at: null, completed_at: null, created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const event of events) await addOrderEvent(db, id, event);
  return id;
}

/** Stores the payment provider's reference on the order it paid for. */
export async function setPaymentReference(db: Kysely<Database>, orderId: number, reference: string): Promise<void> {
  await db.updateTable('orders').set({ payment_reference: reference }).where('id', '=', orderId).execute();
}

export type OrderChange = Partial<Pick<OrdersTable, 'status' | 'payment_status' | 'reason' | 'cancelled_by'>> & {
  work_done_at?: string;
  completed_at?: string;
};

/**
 * Moves an order on and records the step, in one transaction. The condition (status, and for the
 * payment its state) sits in the UPDATE itself: of two racing requests one wins, the other gets false.
 */
export async function changeOrder(
  db: Kysely<Database>,
  id: number,
  when: { status: readonly OrderStatus[]; paymentStatus?: PaymentStatus },
  change: OrderChange,
  event: NewOrderEvent,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('orders')
      .set({ ...change, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', 'in', [...when.status]);
    if (when.paymentStatus) update = update.where('payment_status', '=', when.paymentStatus);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await addOrderEvent(trx, id, event);
    return true;
  });
}

/**
 * Completes every order whose work was marked done at least 14 days ago (on the injectable clock)
 * and records `auto_completed` by the system. Idempotent and race-safe: the status condition is in
 * the UPDATE, so an order completes once, by whichever sweep or confirmation comes first.
 */
export async function autoCompleteDue(db: Kysely<Database>): Promise<Array<{ id: number; buyer_id: number; seller_id: number; amount: number }>> {
  // Every list read runs this: a plain indexed read first, so a write lock is taken only when something is due.
  const due = await db.selectFrom('orders').select('id').where('status', '=', 'work_done').where('work_done_at', '<=', daysAgo(AUTO_COMPLETE_DAYS)).limit(1).executeTakeFirst();
  if (!due) return [];
  return db.transaction().execute(async (trx) => {
    const stamp = nowIso();
    const done = await trx
      .updateTable('orders')
      .set({ status: 'completed', completed_at: stamp, updated_at: stamp })
      .where('status', '=', 'work_done')
      .where('work_done_at', '<=', daysAgo(AUTO_COMPLETE_DAYS))
      .returning(['id', 'buyer_id', 'seller_id', 'amount'])
      .execute();
    for (const order of done) await addOrderEvent(trx, order.id, { event: 'auto_completed', actor: 'system' });
    return done;
  });
}

/** The first review of an order (and its `reviewed` step); null when one exists already. */
export async function insertReview(
  db: Kysely<Database>,
  order: { id: number; service_id: number; buyer_id: number },
  input: { rating: number; text: string },
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const stamp = nowIso();
    const inserted = await trx
      .insertInto('reviews')
      .values({ rating_halves: toRatingHalves(input.rating), text: input.text, order_id: order.id, service_id: order.service_id, buyer_id: order.buyer_id, created_at: stamp, updated_at: stamp })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    await addOrderEvent(trx, order.id, { event: 'reviewed', actor: 'buyer' });
    return inserted.id;
  });
}

/** Edits the review of an order while it is younger than 14 days; false once that window closed. */
export async function updateReview(db: Kysely<Database>, orderId: number, input: { rating: number; text: string }): Promise<boolean> {
  const result = await db
    .updateTable('reviews')
    .set({ rating_halves: toRatingHalves(input.rating), text: input.text, updated_at: nowIso() })
    .where('order_id', '=', orderId)
    .where('created_at', '>', daysAgo(REVIEW_EDIT_DAYS))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
