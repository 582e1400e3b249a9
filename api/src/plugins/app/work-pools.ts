import fp from 'fastify-plugin';
import { Slots, WorkPool } from '../../lib/work-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bounded pools for CPU-heavy work (#14 finding 3); a full queue answers 503 with Retry-After. */
    workPools: { passwords: WorkPool; images: WorkPool };
  }
}

/**
 * One set of CPU slots (cores - 1) shared by password hashing and image processing: together they
 * never run more jobs at once, so one core always stays free for request handling (#14 finding 3).
 * argon2 and sharp run their work on libuv's threads, not on ours; what we can bound is how many
 * jobs are handed to them at once.
 */
export default fp(async (app) => {
  const { cpuSlots, passwordQueue, imageQueue, retryAfterSeconds } = app.config.workPools;
  const slots = new Slots(cpuSlots);
  app.decorate('workPools', {
    passwords: new WorkPool('password hashing', slots, { maxQueue: passwordQueue, retryAfterSeconds }),
    images: new WorkPool('image processing', slots, { maxQueue: imageQueue, retryAfterSeconds }),
  });
}, { name: 'work-pools', dependencies: ['config'] });
