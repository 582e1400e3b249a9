import fp from 'fastify-plugin';
import { CpuSlots, WorkPool } from '../../lib/work-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bounded pools for CPU-heavy work (#14 finding 3); a full queue answers 503 with Retry-After. */
    workPools: { passwords: WorkPool; images: WorkPool };
  }
}

/** One set of CPU slots (cores - 1) shared by password hashing and image processing. */
export default fp(async (app) => {
  const { cpuSlots, passwordQueue, imageQueue, retryAfterSeconds } = app.config.workPools;
  const slots = new CpuSlots(cpuSlots);
  app.decorate('workPools', {
    passwords: new WorkPool('password hashing', slots, { maxQueue: passwordQueue, retryAfterSeconds }),
    images: new WorkPool('image processing', slots, { maxQueue: imageQueue, retryAfterSeconds }),
  });
}, { name: 'work-pools', dependencies: ['config'] });
