import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/http-error';
import type { Role } from '../../wire';

export interface AuthUser {
  id: number;
  role: Role;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 without a valid bearer token. */
    requireUser: Guard;
    /** preHandler: 401 without a valid token, 403 for a buyer. */
    requireSeller: Guard;
    /** preHandler: 401 without a valid token, 403 for a seller. */
    requireBuyer: Guard;
  }
}

async function verify(request: FastifyRequest): Promise<AuthUser> {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('Authentication required');
  if (!/^Bearer [A-Za-z0-9._~+/-]+=*$/.test(header)) throw unauthorized('Malformed Authorization header');
  try {
    await request.jwtVerify();
  } catch {
    throw unauthorized('Invalid or expired token');
  }
  const { id, role } = request.user;
  if (!Number.isInteger(id) || id <= 0 || (role !== 'buyer' && role !== 'seller')) throw unauthorized('Invalid token');
  return { id, role };
}

/** The caller's identity when a token is sent (a bad token is still 401), null when none is. */
export async function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  return request.headers.authorization ? verify(request) : null;
}

/** The authenticated caller on a route guarded by requireUser/requireSeller. */
export function currentUser(request: FastifyRequest): AuthUser {
  return { id: request.user.id, role: request.user.role };
}

export default fp(async (app) => {
  app.decorate('requireUser', async (request: FastifyRequest) => {
    await verify(request);
  });
  app.decorate('requireSeller', async (request: FastifyRequest) => {
    const user = await verify(request);
    if (user.role !== 'seller') throw forbidden('Only sellers may do this');
  });
  app.decorate('requireBuyer', async (request: FastifyRequest) => {
    const user = await verify(request);
    if (user.role !== 'buyer') throw forbidden('Only buyers may do this');
  });
}, { name: 'auth', dependencies: ['jwt'] });
