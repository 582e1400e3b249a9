import { z } from 'zod';
import { id, timestamp } from './common';

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
