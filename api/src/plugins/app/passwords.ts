import argon2, { type HashOptions } from 'argon2';
import fp from 'fastify-plugin';
import type { PasswordHashCost } from '../../config';
import { ChildProcessHasher, inlineHasher, type PasswordHasher } from '../../lib/password-hasher';
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
 * valid. Every hash and check runs through the bounded password pool, in the
 * low-priority hasher process unless the config says inline (tests).
 */
export async function createPasswords(cost: PasswordHashCost, pool: WorkPool, hasher: PasswordHasher): Promise<Passwords> {
  const options: HashOptions = { type: argon2.argon2id, ...cost };
  const dummyHash = await hasher.hash('not-a-real-password', options);
  return {
    hash: (password) => pool.run(() => hasher.hash(password, options)),
    verify: (hash, password) => pool.run(() => hasher.verify(hash, password)),
    verifyDummy: async (password) => {
      await pool.run(() => hasher.verify(dummyHash, password));
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
        verify: (hash, password) => place.run(() => hasher.verify(hash, password)),
        verifyDummy: async (password) => {
          await place.run(() => hasher.verify(dummyHash, password));
        },
        release: () => place.release(),
      };
    },
  };
}

export default fp(async (app) => {
  const hasher = app.config.passwordHashing === 'inline' ? inlineHasher : new ChildProcessHasher();
  app.addHook('onClose', () => hasher.close());
  app.decorate('passwords', await createPasswords(app.config.passwordHash, app.workPools.passwords, hasher));
}, { name: 'passwords', dependencies: ['config', 'work-pools'] });
