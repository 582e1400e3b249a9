import { z } from 'zod';
import { requiredText } from './common';
import { priceField } from './services';

/** POST /quotation/{id}/answer: a seller's price in whole euros and what it covers. */
export const quotationAnswerSchema = z.object({
  price: priceField,
  message: requiredText(2000),
});
