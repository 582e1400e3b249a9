import { z } from 'zod';

export const appealCreated = z
  .object({
    id: z.number().int(),
    decision_id: z.number().int(),
    status: z.literal('open'),
    created_at: z.string(),
  })
  .meta({ id: 'AppealCreated' });
