import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomToken } from '../../lib/random';
import { health as healthBody, responses } from '@craft/shared/schemas/responses';

/** A write lock held for a moment by a request is not a fault: the probe tries a few times. */
const PROBE_DELAYS_MS = [0, 25, 100];

async function probing(check: () => Promise<void>): Promise<boolean> {
  for (const delay of PROBE_DELAYS_MS) {
    await sleep(delay);
    try {
      await check();
      return true;
    } catch {
      // Tried again after the next delay; the last failure is the answer.
    }
  }
  return false;
}

/**
 * GET /health: 503 when the database does not answer (for load balancers); otherwise 200 with
 * whether the database and the file storage can take writes now. A read-only database or
 * disk says "degraded": browsing still works, uploads and orders would not. So does an
 * unreachable Redis (`redis: "down"`): everything works, with per-instance limits.
 */
const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: responses({ 200: healthBody }) } }, async (_request, reply) => {
    try {
      await app.database.ping();
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).header('retry-after', String(app.config.workPools.retryAfterSeconds)).send({ error: 'Database unreachable', code: 'server.database_unreachable' });
    }
    const [database, storage] = await Promise.all([
      probing(() => app.database.checkWritable()),
      probing(async () => {
        const key = `health/${randomToken()}.probe`;
        await app.storage.put(key, Buffer.from('ok'));
        await app.storage.delete(key);
      }),
    ]);
    if (!database || !storage) app.log.warn({ database, storage }, 'health check: not writable');
    const redis = app.redisHealth ? (app.redisHealth.isUp() ? ('up' as const) : ('down' as const)) : undefined;
    return {
      status: database && storage && redis !== 'down' ? ('ok' as const) : ('degraded' as const),
      database: app.database.dialect,
      writable: { database, storage },
      ...(redis ? { redis } : {}),
    };
  });
};

export default health;
