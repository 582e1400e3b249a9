import { z } from 'zod';

/** GET /health: whether the API can serve, and which database it runs on. */
export const health = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['sqlite', 'postgres']),
    writable: z.object({ database: z.boolean(), storage: z.boolean() }),
  })
  .meta({ id: 'Health' });
