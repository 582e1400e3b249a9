import type { Kysely, Selectable } from 'kysely';
import type { Database, InvoicesTable, PaymentDetailsTable } from '../../db/types';
import { conflict } from '../../lib/http-error';
import { iso, nowIso } from '../../lib/time';
import type { Invoice, PaymentDetails } from '@craft/shared/api/payment-types';
import { fullName } from '../sellers/names';
import { priceUnitOf } from '../services/queries';
import { transferReference } from './invoice-texts';
import { type InvoiceParty, type InvoiceSnapshot, invoiceLabel, splitGross } from './snapshot';

type Db = Kysely<Database>;

export type PaymentDetailsRow = Selectable<PaymentDetailsTable>;
export type InvoiceRow = Selectable<InvoicesTable>;

export function findPaymentDetails(db: Db, userId: number): Promise<PaymentDetailsRow | undefined> {
  return db.selectFrom('payment_details').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export const toPaymentDetails = (row: PaymentDetailsRow): PaymentDetails => ({
  account_holder: row.account_holder,
  iban: row.iban,
  bic: row.bic,
  tax_status: row.tax_status,
  vat_id: row.vat_id,
  tax_number: row.tax_number,
  updated_at: iso(row.updated_at),
});

export function savePaymentDetails(db: Db, userId: number, input: Omit<PaymentDetailsRow, 'user_id' | 'updated_at'>): Promise<PaymentDetailsRow> {
  const values = { ...input, updated_at: nowIso() };
  return db
    .insertInto('payment_details')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An order with both parties' names and addresses, the buyer's language and the service's title. */
export function findOrderWithParties(db: Db, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('services as s', 's.id', 'o.service_id')
    .innerJoin('users as seller', 'seller.id', 'o.seller_id')
    .innerJoin('users as buyer', 'buyer.id', 'o.buyer_id')
    .select([
      'o.id',
      'o.seller_id',
      'o.buyer_id',
      'o.status',
      'o.payment_method',
      'o.payment_status',
      'o.amount',
      'o.quantity',
      'o.unit_price',
      'o.price_unit',
      'o.work_done_at',
      'o.completed_at',
      's.title as service_title',
      'seller.firstname as seller_firstname',
      'seller.lastname as seller_lastname',
      'seller.company_name as seller_company_name',
      'seller.email as seller_email',
      'seller.street as seller_street',
      'seller.post_number as seller_post_number',
      'seller.city as seller_city',
      'buyer.firstname as buyer_firstname',
      'buyer.lastname as buyer_lastname',
      'buyer.email as buyer_email',
      'buyer.street as buyer_street',
      'buyer.post_number as buyer_post_number',
      'buyer.city as buyer_city',
      'buyer.locale as buyer_locale',
      'buyer.deleted_at as buyer_deleted_at',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

export type OrderWithParties = NonNullable<Awaited<ReturnType<typeof findOrderWithParties>>>;

/** The craftsman as his invoice names him: his company, else his own name (never a made-up one). */
const sellerName = (order: OrderWithParties): string =>
  order.seller_company_name?.trim() || fullName({ firstname: order.seller_firstname, lastname: order.seller_lastname });

/** What an invoice of `order` prints, before it has a number. */
export function invoiceContent(order: OrderWithParties, details: PaymentDetailsRow): Omit<InvoiceSnapshot, 'label' | 'issued_at'> {
  const smallBusiness = details.tax_status === 'small_business';
  const grossCents = order.amount * 100;
  const seller: InvoiceParty & { email: string } = {
    name: sellerName(order),
    street: order.seller_street,
    post_number: order.seller_post_number,
    city: order.seller_city,
    email: order.seller_email,
  };
  return {
    kind: 'invoice',
    cancels: null,
    locale: order.buyer_locale,
    // The day the work was reported done; an order completed without that step: its completion.
    service_date: iso(order.work_done_at ?? order.completed_at ?? nowIso()),
    order_id: order.id,
    reference: transferReference(order.buyer_locale, order.id),
    seller,
    buyer: {
      name: fullName({ firstname: order.buyer_firstname, lastname: order.buyer_lastname }),
      street: order.buyer_street,
      post_number: order.buyer_post_number,
      city: order.buyer_city,
    },
    service: { title: order.service_title, quantity: order.quantity, unit: priceUnitOf(order.price_unit), unit_price_cents: order.unit_price * 100 },
    gross_cents: grossCents,
    ...splitGross(grossCents, smallBusiness),
    small_business: smallBusiness,
    vat_id: details.vat_id,
    tax_number: details.tax_number,
    bank: { holder: details.account_holder, iban: details.iban, bic: details.bic },
  };
}

/** The order's invoice that stands: issued and not cancelled. */
function currentInvoiceQuery(db: Db, orderId: number) {
  return db
    .selectFrom('invoices as i')
    .selectAll('i')
    .where('i.order_id', '=', orderId)
    .where('i.kind', '=', 'invoice')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('invoices as c').select('c.id').whereRef('c.cancels_id', '=', 'i.id'))));
}

export const findCurrentInvoice = (db: Db, orderId: number): Promise<InvoiceRow | undefined> => currentInvoiceQuery(db, orderId).executeTakeFirst();

/**
 * Stores a new invoice (or a cancellation of `cancels`) with the craftsman's next number, in one
 * transaction. The counter row is written first: its row lock (PostgreSQL) or the single writer
 * (SQLite) orders concurrent issues of one craftsman, so each sees the others' committed rows
 * when it checks the order, and a refused or failed issue rolls its number back: no gaps.
 */
export async function insertInvoice(
  db: Db,
  content: Omit<InvoiceSnapshot, 'label' | 'issued_at'>,
  ids: { sellerId: number; buyerId: number },
  cancels: InvoiceRow | null,
): Promise<InvoiceRow> {
  return db.transaction().execute(async (trx) => {
    const { last_number: number } = await trx
      .insertInto('invoice_counters')
      .values({ seller_id: ids.sellerId, last_number: 1 })
      .onConflict((oc) => oc.column('seller_id').doUpdateSet((eb) => ({ last_number: eb('invoice_counters.last_number', '+', 1) })))
      .returning('last_number')
      .executeTakeFirstOrThrow();
    const current = await currentInvoiceQuery(trx, content.order_id).executeTakeFirst();
    if (cancels ? current?.id !== cancels.id : current) {
      throw cancels
        ? conflict('This invoice is cancelled already', 'invoice.already_cancelled')
        : conflict('This order has an invoice already; cancel it to issue a new one', 'invoice.already_issued');
    }
    const issuedAt = nowIso();
    const snapshot: InvoiceSnapshot = { ...content, label: invoiceLabel(number), issued_at: issuedAt };
    return trx
      .insertInto('invoices')
      .values({
        seller_id: ids.sellerId,
        buyer_id: ids.buyerId,
        order_id: content.order_id,
        kind: content.kind,
        number,
        cancels_id: cancels?.id ?? null,
        net_cents: snapshot.net_cents,
        vat_cents: snapshot.vat_cents,
        gross_cents: snapshot.gross_cents,
        vat_rate: snapshot.vat_rate,
        snapshot: JSON.stringify(snapshot),
        storage_key: null,
        issued_at: issuedAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Records the stored PDF; false when another request stored one first (its key stands). */
export async function setInvoiceFile(db: Db, id: number, key: string): Promise<boolean> {
  const result = await db.updateTable('invoices').set({ storage_key: key }).where('id', '=', id).where('storage_key', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findInvoice(db: Db, id: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

export const snapshotOf = (row: InvoiceRow): InvoiceSnapshot => JSON.parse(row.snapshot) as InvoiceSnapshot;

/** Invoices as the wire lists them; `cancelled_by_id` from the cancellations among or beside them. */
async function toInvoices(db: Db, rows: InvoiceRow[]): Promise<Invoice[]> {
  const ids = rows.filter((row) => row.kind === 'invoice').map((row) => row.id);
  const cancellations = ids.length ? await db.selectFrom('invoices').select(['id', 'cancels_id']).where('cancels_id', 'in', ids).execute() : [];
  const cancelledBy = new Map(cancellations.map((row) => [row.cancels_id, row.id]));
  return rows.map((row) => {
    const snapshot = snapshotOf(row);
    return {
      id: row.id,
      order_id: row.order_id,
      kind: row.kind,
      number: row.number,
      label: snapshot.label,
      cancels_id: row.cancels_id,
      cancelled_by_id: cancelledBy.get(row.id) ?? null,
      seller_id: row.seller_id,
      buyer_id: row.buyer_id,
      seller_name: snapshot.seller.name,
      buyer_name: snapshot.buyer.name,
      service_title: snapshot.service.title,
      net_cents: row.net_cents,
      vat_cents: row.vat_cents,
      gross_cents: row.gross_cents,
      vat_rate: row.vat_rate,
      small_business: snapshot.small_business,
      issued_at: iso(row.issued_at),
      service_date: snapshot.service_date,
    };
  });
}

export async function invoiceOf(db: Db, row: InvoiceRow): Promise<Invoice> {
  const [invoice] = await toInvoices(db, [row]);
  if (!invoice) throw new Error('invoiceOf: no row');
  return invoice;
}

export async function listOrderInvoices(db: Db, orderId: number): Promise<Invoice[]> {
  return toInvoices(db, await db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).orderBy('id').execute());
}

/** Bounded like the order lists. */
const LIST_LIMIT = 1000;

/** The caller's invoices as craftsman and as customer, newest first. */
export async function listUserInvoices(db: Db, userId: number): Promise<Invoice[]> {
  const rows = await db
    .selectFrom('invoices')
    .selectAll()
    .where((eb) => eb.or([eb('seller_id', '=', userId), eb('buyer_id', '=', userId)]))
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return toInvoices(db, rows);
}

/** The caller's orders (either side) for the payments part of the export: method, amount, status. */
export function listUserPayments(db: Db, userId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('services as s', 's.id', 'o.service_id')
    .select(['o.id', 'o.seller_id', 'o.buyer_id', 'o.payment_method', 'o.payment_status', 'o.amount', 'o.status', 'o.created_at', 's.title as service_title'])
    .where((eb) => eb.or([eb('o.seller_id', '=', userId), eb('o.buyer_id', '=', userId)]))
    .where('o.status', 'in', ['accepted', 'work_done', 'completed'])
    .orderBy('o.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}
