import { z } from 'zod';
import { optionalText } from './common';

const RATING_MESSAGE = 'Rating is a whole number of stars from 1 to 5';

/** PUT /orders/{id}/review: whole stars 1..5 (required, no default) and an optional text. */
export const reviewWriteSchema = z.object({
  rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  text: optionalText(2000).default(''),
});
