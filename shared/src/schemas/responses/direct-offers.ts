import { z } from 'zod';
import { apiError, id, timestamp } from './common';
import { party, paymentMethod } from './orders';

/** `pending`: the craftsman decides; `countered`: the customer decides on the craftsman's price. */
export const directOfferStatus = z.enum(['pending', 'countered', 'accepted', 'rejected', 'withdrawn']);

export const directOfferEventKind = z.enum(['offered', 'countered', 'accepted', 'rejected', 'withdrawn', 'edited']);

export const directOfferEvent = z
  .object({
    event: directOfferEventKind,
    by: party,
    price: z.number().nullable(),
    /** The counter's message, or the reason of a rejection or withdrawal. */
    message: z.string().nullable(),
    at: timestamp,
  })
  .meta({ id: 'DirectOfferEvent' });

export const directOffer = z
  .object({
    id,
    buyer_id: id,
    buyer_name: z.string().nullable(),
    seller_id: id,
    seller_name: z.string().nullable(),
    description: z.string(),
    has_document: z.boolean(),
    service_id: id.nullable(),
    service_title: z.string().nullable(),
    /** The customer's proposed price. */
    price: z.number().nullable(),
    payment_method: paymentMethod,
    status: directOfferStatus,
    counter_price: z.number().nullable(),
    agreed_price: z.number().nullable(),
    /** The order accepting created (when the offer names a service and a price was agreed). */
    order_id: id.nullable(),
    /** Counts the offer's changes; accepting sends the version the craftsman saw. */
    version: z.number().int(),
    /** Oldest first. */
    history: z.array(directOfferEvent),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'DirectOffer' });

/** 409 of an accept: with `offer` (the current one) when the offer changed since the accepting party loaded it (code `offer.changed`). */
export const directOfferConflict = apiError
  .extend({ offer: directOffer.optional() })
  .meta({ id: 'DirectOfferConflict', description: 'An error; `offer` is the changed offer as it is now, when it changed since it was loaded.' });
