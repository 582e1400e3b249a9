import { idParam } from '@craft/shared/schemas';
import { z } from 'zod';

export const quotationIdParams = z.object({ id: idParam });

/** The seller's answer form checks the same schema. */
export { quotationAnswerSchema as answerBody } from '@craft/shared/schemas';

export const acceptBody = z.object({ answer_id: idParam });
