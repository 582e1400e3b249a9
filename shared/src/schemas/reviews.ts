import { z } from 'zod';
import { optionalText } from './common';

/** PUT /orders/{id}/review: half stars from 0.5 to 5, and an optional text. */
export const reviewWriteSchema = z.object({
  rating: z
    .number()
    .min(0.5, 'Rating is between 0.5 and 5')
    .max(5, 'Rating is between 0.5 and 5')
    .refine((r) => Number.isInteger(r * 2), 'Rating goes in steps of 0.5'),
  text: optionalText(2000),
});
