import argon2, { type HashOptions } from 'argon2';
import fp from 'fastify-plugin';
import type { PasswordHashCost } from '../../config';
import type { WorkPool } from '../../lib/work-pool';

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Same cost as a real check, for unknown e-mails: the answer time does not reveal who exists. */
  verifyDummy(password: string): Promise<void>;
  /** True when the hash was made with other parameters than today's (it is replaced at the next login). */
  needsRehash(hash: string): boolean;
  /**
   * A place for one check, taken now: 503 before anything else happens when the queue is full.
   * The caller must `release()` it when it ends without checking.
   */
  reserveCheck(): PasswordCheck;
}

export interface PasswordCheck {
  verify(hash: string, password: string): Promise<boolean>;
  verifyDummy(password: string): Promise<void>;
  release(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwords: Passwords;
  }
}

/**
 * argon2id, memory-hard; the cost is part of each hash, so changing it later keeps old hashes
 * valid. Every hash and check runs through the bounded password pool (#14 finding 3).
 */
export async function createPasswords(cost: PasswordHashCost, pool: WorkPool): Promise<Passwords> {
  const options: HashOptions = { type: argon2.argon2id, ...cost };
  const dummyHash = await argon2.hash('not-a-real-password', options);
  return {
    hash: (password) => pool.run(() => argon2.hash(password, options)),
    verify: (hash, password) => pool.run(() => argon2.verify(hash, password).catch(() => false)),
    verifyDummy: async (password) => {
      await pool.run(() => argon2.verify(dummyHash, password).catch(() => false));
    },
    needsRehash: (hash) => {
      try {
        return argon2.needsRehash(hash, options);
      } catch {
        // Not an argon2 hash at all (a deleted account's marker): nothing to upgrade.
        return false;
      }
    },
    reserveCheck: () => {
      const place = pool.reserve();
      return {
        verify: (hash, password) => place.run(() => argon2.verify(hash, password).catch(() => false)),
        verifyDummy: async (password) => {
          await place.run(() => argon2.verify(dummyHash, password).catch(() => false));
        },
        release: () => place.release(),
      };
    },
  };
}

export default fp(async (app) => {
  app.decorate('passwords', await createPasswords(app.config.passwordHash, app.workPools.passwords));
}, { name: 'passwords', dependencies: ['config', 'work-pools'] });
