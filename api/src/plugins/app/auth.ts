import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/http-error';
import { SessionCache, type SessionState } from '../../lib/session-cache';
import type { Role } from '@craft/shared/api/types';
import type { TokenRole } from '../external/jwt';

export interface AuthUser {
  id: number;
  role: Role;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A guard: 401 without a valid bearer token (named as a preHandler, run before validation). */
    requireUser: Guard;
    /** A guard: 401 without a valid token, 403 for a buyer. */
    requireSeller: Guard;
    /** A guard: requireSeller, and 403 until the seller's e-mail address is confirmed. */
    requireConfirmedSeller: Guard;
    /** A guard: 401 without a valid token, 403 for a seller. */
    requireBuyer: Guard;
    /** A guard: 401 without a valid token, 403 for anyone but an operator (platform staff). */
    requireOperator: Guard;
    /** Token version and confirmation per user, cached; call `changed(id)` after writing either. */
    sessions: SessionCache;
  }
}

/** The 403 of actions that wait for a confirmed address; the web shows it as it is. */
export const CONFIRM_FIRST = 'Please confirm your e-mail address first: follow the link in the e-mail we sent you';

/** The token's holder, any role: operators included, whom only `verify` below refuses. */
async function verifyAnyRole(request: FastifyRequest): Promise<{ id: number; role: TokenRole; session: SessionState }> {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('Authentication required', 'auth.required');
  if (!/^Bearer [A-Za-z0-9._~+/-]+=*$/.test(header)) throw unauthorized('Malformed Authorization header', 'auth.malformed_header');
  try {
    await request.jwtVerify();
  } catch {
    throw unauthorized('Invalid or expired token', 'auth.invalid_token');
  }
  const { id, role, ver } = request.user;
  if (!Number.isInteger(id) || id <= 0 || (role !== 'buyer' && role !== 'seller' && role !== 'operator')) throw unauthorized('Invalid token', 'auth.invalid_token');
  // Revocation: a deleted account, or a token older than the user's last password change,
  // reset or sign-out-everywhere, is refused. Cached, so the hot path stays without a DB query.
  const session = await request.server.sessions.get(id);
  if (!session || session.tokenVersion !== ver) throw unauthorized('Your session has ended. Please log in again.', 'auth.session_ended');
  return { id, role, session };
}

/**
 * A buyer or seller. Operators moderate; they are no party of the marketplace, so its routes
 * (which assume a buyer or a seller) refuse their tokens.
 */
async function verify(request: FastifyRequest): Promise<AuthUser & { session: SessionState }> {
  const user = await verifyAnyRole(request);
  if (user.role === 'operator') throw forbidden('Operators cannot use the marketplace routes', 'auth.operators_not_parties');
  return { ...user, role: user.role };
}

/** The caller's identity when a token is sent (a bad token is still 401), null when none is. */
export async function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  return request.headers.authorization ? verify(request) : null;
}

/**
 * On a public route that shows more to some callers: the token's holder (operators included),
 * or null without a token or with one that is not valid (such a caller just sees the public view).
 */
export async function viewerOf(request: FastifyRequest): Promise<{ id: number; role: TokenRole } | null> {
  if (!request.headers.authorization) return null;
  try {
    const { id, role } = await verifyAnyRole(request);
    return { id, role };
  } catch {
    return null;
  }
}

/** The authenticated caller on a route guarded by requireUser/requireSeller. */
export function currentUser(request: FastifyRequest): AuthUser {
  const { id, role } = request.user;
  // The guards refused operator tokens before any handler ran.
  if (role === 'operator') throw forbidden('Operators cannot use the marketplace routes', 'auth.operators_not_parties');
  return { id, role };
}

export default fp(async (app) => {
  const channel = await app.invalidationChannel('sessions');
  app.decorate(
    'sessions',
    new SessionCache(async (userId) => {
      const row = await app.db
        .selectFrom('users')
        .select(['token_version', 'email_confirmed_at', 'deleted_at', 'suspended_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
      // A suspended account's tokens are void as a deleted one's (its token_version is bumped as well).
      if (!row || row.deleted_at !== null || row.suspended_at !== null) return null;
      return { tokenVersion: row.token_version, emailConfirmed: row.email_confirmed_at !== null };
    }, channel),
  );
  app.decorate('requireUser', async (request: FastifyRequest) => {
    await verify(request);
  });
  app.decorate('requireSeller', async (request: FastifyRequest) => {
    const user = await verify(request);
    if (user.role !== 'seller') throw forbidden('Only sellers may do this', 'auth.sellers_only');
  });
  app.decorate('requireConfirmedSeller', async (request: FastifyRequest) => {
    const user = await verify(request);
    if (user.role !== 'seller') throw forbidden('Only sellers may do this', 'auth.sellers_only');
    if (!user.session.emailConfirmed) throw forbidden(CONFIRM_FIRST, 'auth.email_unconfirmed');
  });
  app.decorate('requireBuyer', async (request: FastifyRequest) => {
    const user = await verify(request);
    if (user.role !== 'buyer') throw forbidden('Only buyers may do this', 'auth.buyers_only');
  });

  app.decorate('requireOperator', async (request: FastifyRequest) => {
    const user = await verifyAnyRole(request);
    if (user.role !== 'operator') throw forbidden('Only operators may do this', 'auth.operators_only');
  });

  // Routes name their guard as a preHandler, which fastify runs after validation: an anonymous
  // request with a bad body would learn the validation details instead of getting 401. The guard
  // moves to preValidation (after parsing, before validation), so who may call comes first.
  const guards = new Set<unknown>([app.requireUser, app.requireSeller, app.requireConfirmedSeller, app.requireBuyer, app.requireOperator]);
  app.addHook('onRoute', (route: RouteOptions) => {
    const preHandlers = [route.preHandler ?? []].flat();
    const moved = preHandlers.filter((hook) => guards.has(hook));
    if (!moved.length) return;
    route.preHandler = preHandlers.filter((hook) => !guards.has(hook));
    route.preValidation = [...moved, ...[route.preValidation ?? []].flat()];
  });
}, { name: 'auth', dependencies: ['jwt', 'db', 'redis'] });
