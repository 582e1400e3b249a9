import { z } from 'zod';

/** GET /health: whether the API can serve, and which database it runs on. */
export const health = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['sqlite', 'postgres']),
    writable: z.object({ database: z.boolean(), storage: z.boolean() }),
    /** With REDIS_URL: whether it answers (down = degraded: limits per instance, short cache lifetimes, mail sent here). */
    redis: z.enum(['up', 'down']).optional(),
  })
  .meta({ id: 'Health' });
