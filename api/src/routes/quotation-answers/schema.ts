import { idParam, priceField, requiredText } from '@craft/shared/schemas';
import { z } from 'zod';

export const quotationIdParams = z.object({ id: idParam });

export const answerBody = z.object({
  price: priceField,
  message: requiredText(2000),
});

export const acceptBody = z.object({ answer_id: idParam });
