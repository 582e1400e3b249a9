import { z } from 'zod';
import type { PaymentMethod } from '../api/feature-types';
import { idParam, optionalText, requiredText } from './common';
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
  .transform((value) => (value ? value.slice(-4).toUpperCase() : null));

/** POST /orders (the payment form checks the same). Unknown keys (a CVV, say) are dropped by zod, never stored. */
export const orderCreateSchema = z.object({
  service_id: idParam,
  payment_method: z.enum(PAYMENT_METHODS),
  description: optionalText(5000).optional(),
  document_url: optionalText(100).optional(),
  /** The server sets the amount from the service price (#14); a sent amount must equal it. */
  amount: priceField.optional(),
  account_number: accountNumber.optional(),
});

/** POST and PUT /direct-offers: a real seller and a description; the document is optional. */
export const directOfferWriteSchema = z.object({
  seller_id: idParam,
  description: requiredText(5000),
  /** A reference from POST /quotation/upload; '' means none. */
  document_url: optionalText(100).optional(),
});
