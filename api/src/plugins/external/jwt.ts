import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { Role } from '../../wire';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: Role };
    user: { id: number; role: Role };
  }
}

/** JWT_SECRET, else a secret generated on first start and kept (0600) in DATA_DIR/jwt-secret. */
export function resolveJwtSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
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
    formatUser: (payload) => ({ id: Number(payload.sub), role: payload.role }),
  });
}, { name: 'jwt', dependencies: ['config'] });
