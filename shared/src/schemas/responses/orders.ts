import { z } from 'zod';
import { PAYMENT_METHOD_VALUES } from '../orders';
import { fileUrl, id, timestamp } from './common';
import { review } from './reviews';
import { priceUnit } from './services';

export const paymentMethod = z.enum(PAYMENT_METHOD_VALUES);

/**
 * An order's life: `pending` (the UI says "requested") -> `accepted` | `rejected`;
 * `accepted` -> `work_done` (the craftsman is finished) -> `completed` (the customer confirms, or
 * 14 days after work_done by itself); `cancelled` from pending, accepted or work_done.
 */
export const orderStatus = z.enum(['pending', 'accepted', 'rejected', 'work_done', 'completed', 'cancelled']);
/** Whether the craftsman has marked the money as received (no payment processor yet). */
export const paymentStatus = z.enum(['open', 'received']);
export const party = z.enum(['buyer', 'seller']);

export const orderEventKind = z.enum(['requested', 'accepted', 'rejected', 'cancelled', 'work_done', 'completed', 'auto_completed', 'payment_received', 'reviewed']);

/** One step of an order's history; `system` = the automatic completion. */
export const orderEvent = z
  .object({
    event: orderEventKind,
    by: z.enum(['buyer', 'seller', 'system']),
    at: timestamp,
    reason: z.string().nullable(),
    price: z.number().nullable(),
  })
  .meta({ id: 'OrderEvent' });

/** The other party's contact, shown to each side once the order is accepted. */
export const partyContact = z
  .object({ name: z.string(), email: z.string(), phone: z.string(), street: z.string(), post_number: z.string() })
  .meta({ id: 'PartyContact', description: "The other party's contact; only on accepted, work_done and completed orders" });

export const order = z
  .object({
    id,
    service_id: id,
    service_title: z.string(),
    service_photo: fileUrl.nullable(),
    seller_id: id,
    seller_name: z.string().nullable(),
    buyer_id: id,
    buyer_name: z.string().nullable(),
    payment_method: paymentMethod,
    description: z.string().nullable(),
    has_document: z.boolean(),
    quantity: z.number().int(),
    unit_price: z.number(),
    /** unit_price × quantity, computed by the server. */
    amount: z.number().meta({ description: 'unit_price × quantity' }),
    price_unit: priceUnit,
    account_last4: z.string().nullable(),
    status: orderStatus,
    payment_status: paymentStatus,
    /** Why it was rejected or cancelled. */
    reason: z.string().nullable(),
    cancelled_by: party.nullable(),
    work_done_at: timestamp.nullable(),
    completed_at: timestamp.nullable(),
    /** While work_done: when it completes by itself (work_done_at + 14 days). */
    auto_complete_at: timestamp.nullable(),
    /** The review can be edited until then (its creation + 14 days); null without a review. */
    review_editable_until: timestamp.nullable(),
    /** The direct offer this order was agreed in, if any. */
    direct_offer_id: id.nullable(),
    /** Oldest first. */
    history: z.array(orderEvent),
    /** The other party's contact while accepted, work_done or completed; null otherwise. */
    counterpart_contact: partyContact.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    review: review.nullable(),
  })
  .meta({ id: 'Order' });

/** One ISO week of a service, as its craftsman sees it. */
export const serviceWeek = z
  .object({
    week: z.string().meta({ description: 'The ISO week, e.g. 2026-W48', example: '2026-W48' }),
    views: z.number().int().meta({ description: "Reads of the service's page by others than its craftsman" }),
    requests: z.number().int().meta({ description: 'Price proposals about the service and conversations started about it' }),
    orders: z.number().int().meta({ description: 'Orders placed that week and not cancelled' }),
    revenue: z.number().meta({ description: 'The agreed euro amounts of those orders' }),
  })
  .meta({ id: 'ServiceWeek' });

export const serviceStats = z
  .object({
    order_count: z.number().int(),
    rating_average: z.number().nullable(),
    rating_count: z.number().int(),
    weekly: z
      .array(serviceWeek)
      .optional()
      .meta({ description: "Only for the service's own craftsman: the last `weeks` ISO weeks, oldest first, the current one last" }),
  })
  .meta({ id: 'ServiceStats' });
