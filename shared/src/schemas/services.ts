import { z } from 'zod';
import { idParam, optionalText, requiredText } from './common';

/** Whole euros; the spec parses the price as a whole number. */
export const priceField = z.coerce
  .number({ error: 'Enter a whole number' })
  .int('Enter a whole number')
  .min(0, 'Enter a whole number')
  .max(10_000_000);

export const serviceWriteSchema = z.object({
  seller_id: idParam,
  category_id: idParam.default(1),
  title: requiredText(150),
  description: optionalText(5000).default(''),
  price: priceField,
  created_by: z.unknown().optional(),
  updated_by: z.unknown().optional(),
});

export type ServiceWriteInput = z.input<typeof serviceWriteSchema>;
