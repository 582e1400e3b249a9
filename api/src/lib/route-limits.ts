import type { RateLimit } from '../config';

/**
 * A route's rate limit counted per signed-in user, whatever their address: it runs after the
 * route's auth guard (preHandler), so `request.user` is the caller. `name` keeps each route's count apart.
 */
export function perUserRateLimit(name: string, limit: RateLimit) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.windowMs,
      hook: 'preHandler' as const,
      keyGenerator: (request: { user?: { id: number } }) => `${name}:${request.user?.id ?? 0}`,
    },
  };
}
