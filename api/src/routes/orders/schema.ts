import { idParam, optionalText, priceField } from '@craft/shared/schemas';
import { z } from 'zod';
import type { PaymentMethod } from '../../wire';

/** The wire's PaymentMethod values; `satisfies` keeps the two lists in step. */
const PAYMENT_METHODS = ['credit-card', 'bank-transfer', 'paypal'] as const satisfies readonly PaymentMethod[];

export const orderIdParams = z.object({ id: idParam });
export const serviceIdParams = z.object({ id: idParam });

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

/** POST /orders. Unknown keys (a CVV, say) are dropped by zod, never stored. */
export const orderBody = z.object({
  service_id: idParam,
  payment_method: z.enum(PAYMENT_METHODS),
  description: optionalText(5000).optional(),
  document_url: optionalText(100).optional(),
  /** The server sets the amount from the service price (#14); a sent amount must equal it. */
  amount: priceField.optional(),
  account_number: accountNumber.optional(),
});

/** Half stars from 0.5 to 5; shared with the review form. */
export { reviewWriteSchema as reviewBody } from '@craft/shared/schemas';
