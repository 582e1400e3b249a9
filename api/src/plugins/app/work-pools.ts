import fp from 'fastify-plugin';
import { Slots, WorkPool } from '../../lib/work-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bounded pools for CPU-heavy work; a full queue answers 503 with Retry-After. */
    workPools: { passwords: WorkPool; images: WorkPool; documents: WorkPool };
  }
}

/**
 * `cpuSlots` (cores - 1) jobs at once per kind, so neither kind alone takes the core that request
 * handling needs. argon2 and sharp run their work on threads that are not ours;
 * what we can bound is how many jobs are handed to them at once.
 *
 * Each kind has slots of its own: with one shared set, a login queued behind every photo being
 * processed (6-10 s under uploads). Now a hash starts while all image slots are busy. The hasher
 * process runs at a lower CPU priority (lib/password-hasher.ts), so it still yields to requests.
 */
export default fp(async (app) => {
  const { cpuSlots, passwordQueue, imageQueue, documentQueue, retryAfterSeconds } = app.config.workPools;
  const passwords = new WorkPool('password hashing', new Slots(cpuSlots), { maxQueue: passwordQueue, retryAfterSeconds });
  app.decorate('workPools', {
    passwords,
    // A photo waits for the hashes queued before it: the hasher runs at a lower CPU priority and
    // would otherwise crawl beside image work (logins took 1-3 s during uploads, 0.3 s without).
    images: new WorkPool('image processing', new Slots(cpuSlots), { maxQueue: imageQueue, retryAfterSeconds, yieldsTo: passwords }),
    // Invoice PDFs and GiroCodes: pdf-lib and qrcode are plain JavaScript on this thread (about
    // 60 ms per PDF and 1 ms per code on a loaded 2-core machine). A PDF is rendered once per
    // invoice and then stored, so the pool bounds how many run at once and queues the rest rather
    // than adding a worker entry to the build.
    documents: new WorkPool('document rendering', new Slots(cpuSlots), { maxQueue: documentQueue, retryAfterSeconds }),
  });
}, { name: 'work-pools', dependencies: ['config'] });
