import argon2, { type HashOptions } from 'argon2';
import fp from 'fastify-plugin';
import type { PasswordHashCost } from '../../config';

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Same cost as a real check, for unknown e-mails: the answer time does not reveal who exists. */
  verifyDummy(password: string): Promise<void>;
  /** Hashes and checks started and not yet finished: the work waiting for CPU (GET /metrics). */
  inFlight(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwords: Passwords;
  }
}

/** argon2id, memory-hard; the cost is part of each hash, so changing it later keeps old hashes valid. */
export async function createPasswords(cost: PasswordHashCost): Promise<Passwords> {
  const options: HashOptions = { type: argon2.argon2id, ...cost };
  const dummyHash = await argon2.hash('not-a-real-password', options);
  let inFlight = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  };
  return {
    hash: (password) => counted(() => argon2.hash(password, options)),
    verify: (hash, password) => counted(() => argon2.verify(hash, password).catch(() => false)),
    verifyDummy: async (password) => {
      await counted(() => argon2.verify(dummyHash, password).catch(() => false));
    },
    inFlight: () => inFlight,
  };
}

export default fp(async (app) => {
  app.decorate('passwords', await createPasswords(app.config.passwordHash));
}, { name: 'passwords', dependencies: ['config'] });
