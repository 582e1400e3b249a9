import { LRUCache } from 'lru-cache';
import type { InvalidationChannel } from './redis-channel';

/** What every authenticated request checks about its user; null when the account is gone. */
export interface SessionState {
  /** Must equal the token's `ver` claim: a bump ends every token issued before it. */
  tokenVersion: number;
  /** Confirmed e-mail address: some actions wait for it. */
  emailConfirmed: boolean;
}

/**
 * The per-user session state, cached in the process so the check on every authenticated request
 * costs no database round trip. A change on this instance updates it at once; other instances
 * hear of it through the invalidation channel (Redis pub/sub) and drop their whole cache. The
 * TTL bounds how long a missed message (Redis briefly unreachable) could keep a revoked token
 * alive on another instance.
 */
export class SessionCache {
  /** Boxed: the cache holds no null. Concurrent loads of one user share one read. */
  private readonly entries: LRUCache<number, { state: SessionState | null }>;

  constructor(
    load: (userId: number) => Promise<SessionState | null>,
    private readonly channel: InvalidationChannel | null,
    ttlMs = 60_000,
    maxEntries = 50_000,
  ) {
    this.entries = new LRUCache({
      max: maxEntries,
      ttl: ttlMs,
      // A load that a change overtook still answers its caller, but is not stored.
      ignoreFetchAbort: true,
      fetchMethod: async (userId) => ({ state: await load(userId) }),
    });
    channel?.subscribe(() => this.entries.clear());
  }

  async get(userId: number): Promise<SessionState | null> {
    return (await this.entries.fetch(userId))?.state ?? null;
  }

  /** The user's state changed in the database: forget it here and on every other instance. */
  changed(userId: number): void {
    this.entries.delete(userId);
    this.channel?.publish();
  }
}
