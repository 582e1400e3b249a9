import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { Role } from '@craft/shared/api/types';

/** A marketplace user's role, or an operator's (platform staff, see routes/moderation). */
export type TokenRole = Role | 'operator';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** `ver`: the user's token version when signed; tokens from before it count as 0. */
    payload: { sub: string; role: TokenRole; ver?: number };
    user: { id: number; role: TokenRole; ver: number };
  }
}

/** The placeholder of deploy/api.env.example: copying the example must not give a public secret. */
const EXAMPLE_SECRET = /^replace-with-/;

/**
 * JWT_SECRET, else a secret generated on first start and kept (0600) in DATA_DIR/jwt-secret.
 * A configured secret that is short or still the example's placeholder stops the start: anyone
 * who knows it could sign tokens for any user.
 */
export function resolveJwtSecret(configured: string | null, dataDir: string): string {
  if (configured) {
    if (configured.length < 32 || EXAMPLE_SECRET.test(configured)) {
      throw new Error('JWT_SECRET must be at least 32 random characters (e.g. `openssl rand -base64 48`), not the example value');
    }
    return configured;
  }
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return secret;
}

export default fp(async (app) => {
  await app.register(jwt, {
    secret: resolveJwtSecret(app.config.jwtSecret, app.config.dataDir),
    sign: { expiresIn: app.config.jwtExpiresIn, algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
    formatUser: (payload) => ({ id: Number(payload.sub), role: payload.role, ver: payload.ver ?? 0 }),
  });
}, { name: 'jwt', dependencies: ['config'] });
