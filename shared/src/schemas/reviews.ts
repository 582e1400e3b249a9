import { z } from 'zod';
import { id, optionalText, timestamp } from './common';

const RATING_MESSAGE = 'Rating is a whole number of stars from 1 to 5';

/** PUT /orders/{id}/review: whole stars 1..5 (required, no default) and an optional text. */
export const reviewWriteSchema = z.object({
  rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  text: optionalText(2000).default(''),
});

// ---- responses ----------------------------------------------------------------------------------

export const review = z
  .object({
    id,
    order_id: id,
    service_id: id,
    rating: z.number(),
    text: z.string(),
    buyer_firstname: z.string().nullable(),
    service_title: z.string().optional(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Review' });
