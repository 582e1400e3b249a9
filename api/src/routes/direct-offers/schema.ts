import { idParam, optionalText, requiredText } from '@craft/shared/schemas';
import { z } from 'zod';

export const offerIdParams = z.object({ id: idParam });

export const offerBody = z.object({
  seller_id: idParam,
  description: requiredText(5000),
  /** A reference from POST /quotation/upload; '' means none. */
  document_url: optionalText(100).optional(),
});
