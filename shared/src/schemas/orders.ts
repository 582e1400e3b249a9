import { z } from 'zod';
import type { PaymentMethod } from '../api/feature-types';
import { idParam, optionalText, requiredText, wholeNumberInput } from './common';
import { priceField } from './services';

/** The wire's PaymentMethod values; `satisfies` keeps the two lists in step. */
const PAYMENT_METHODS = ['credit-card', 'bank-transfer', 'paypal'] as const satisfies readonly PaymentMethod[];

/**
 * An account or card number as typed (spaces and dashes allowed). Only its last four characters
 * survive the schema, so the full number never reaches a handler, a log or the database.
 */
const accountNumber = z
  .string()
  .trim()
  .max(64)
  .transform((raw) => raw.replace(/[\s-]/g, ''))
  .refine((value) => /^[A-Za-z0-9]{0,34}$/.test(value), 'Letters and digits only')
  .transform((value) => (value ? value.slice(-4).toUpperCase() : null))
  .meta({ pattern: '^[\\sA-Za-z0-9-]*$', description: 'Letters and digits, at most 34 (spaces and dashes are ignored); only the last 4 are kept' });

/** How many units (hours, m², …) of a service; always 1 for a service priced per job. */
export const quantityField = wholeNumberInput(
  'Enter a whole number',
  z.number({ error: 'Enter a whole number' }).int('Enter a whole number').min(1, 'At least 1').max(100_000, 'At most 100000'),
  100_000,
);

/** POST /orders (the payment form checks the same). Unknown keys (a CVV, say) are dropped by zod, never stored. */
export const orderCreateSchema = z.object({
  service_id: idParam,
  quantity: quantityField.optional(),
  payment_method: z.enum(PAYMENT_METHODS),
  description: optionalText(5000).optional(),
  document_url: optionalText(100).optional(),
  /** The server sets the amount to price × quantity; a sent amount must equal it. */
  amount: priceField.optional(),
  account_number: accountNumber.optional(),
});

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
  payment_method: z.enum(PAYMENT_METHODS).optional(),
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

/** Reject and cancel (orders), reject and withdraw (offers): an optional reason. */
export const reasonSchema = z.object({
  reason: optionalText(1000).optional(),
});
