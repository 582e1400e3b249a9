import type { FastifyInstance } from 'fastify';

/**
 * Work a route starts after it has answered (a mail, a notice): failures are logged, and the
 * app's shutdown waits for what is still running, so no write lands on a closed database pool.
 * Returns the function that starts a piece of such work.
 */
export function backgroundWork(app: FastifyInstance): (work: Promise<unknown>, failure: string) => void {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    while (running.size) await Promise.allSettled([...running]);
  });
  return (work, failure) => {
    const tracked: Promise<void> = work
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => running.delete(tracked));
    running.add(tracked);
  };
}
