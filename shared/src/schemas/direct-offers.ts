import { z } from 'zod';
import { apiError, id, idParam, optionalText, requiredText, timestamp } from './common';
import { PAYMENT_METHOD_VALUES, party, paymentMethod } from './orders';
import { priceField } from './services';

/**
 * POST and PUT /direct-offers: a real seller and a description; the rest is optional. On PUT an
 * absent service_id, price or payment_method keeps what the offer has; null clears service and price.
 */
export const directOfferWriteSchema = z.object({
  seller_id: idParam,
  description: requiredText(5000),
  /** A reference from POST /quotation/upload; '' means none. */
  document_url: optionalText(100).optional(),
  /** One of that craftsman's services. */
  service_id: idParam.nullable().optional(),
  /** The customer's proposed price, whole euros. */
  price: priceField.nullable().optional(),
  payment_method: z.enum(PAYMENT_METHOD_VALUES).optional(),
});

/**
 * POST /direct-offers/{id}/accept: the version of the offer as the accepting party saw it; the API
 * refuses (409) when the offer changed since. The craftsman must send it; the customer may.
 */
export const directOfferAcceptSchema = z.object({
  version: z.number().int().min(1).max(2_147_483_647).optional(),
});

/** POST /direct-offers/{id}/counter: the craftsman's price and a note. */
export const directOfferCounterSchema = z.object({
  price: priceField,
  message: optionalText(1000).optional(),
});

// ---- responses ----------------------------------------------------------------------------------

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
