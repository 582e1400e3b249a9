import { z } from 'zod';
import { idParam, optionalText, requiredText } from './common';
import { PAYMENT_METHOD_VALUES } from './orders';
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
