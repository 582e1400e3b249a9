import { z } from 'zod';
import { idParam, optionalText, wholeNumberInput } from './common';
import { priceField } from './services';

export const PAYMENT_METHOD_VALUES = ['credit-card', 'bank-transfer', 'paypal'] as const;

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
  payment_method: z.enum(PAYMENT_METHOD_VALUES),
  description: optionalText(5000).optional(),
  document_url: optionalText(100).optional(),
  /** The server sets the amount to price × quantity; a sent amount must equal it. */
  amount: priceField.optional(),
  account_number: accountNumber.optional(),
});

/** Reject and cancel (orders), reject and withdraw (offers): an optional reason. */
export const reasonSchema = z.object({
  reason: optionalText(1000).optional(),
});

/** The weeks of a craftsman's insights (GET /services/{id}/stats?weeks=): the current ISO week and the ones before it. */
export const STATS_WEEKS_DEFAULT = 12;
export const STATS_WEEKS_MAX = 52;
export const serviceStatsQuerySchema = z.object({
  weeks: z.coerce
    .number()
    .int()
    .min(1)
    .max(STATS_WEEKS_MAX)
    .default(STATS_WEEKS_DEFAULT)
    .meta({ description: `How many ISO weeks of the craftsman's own figures, ending with the current one (1–${STATS_WEEKS_MAX}, default ${STATS_WEEKS_DEFAULT}); ignored for anyone else` }),
});
