import type { InvalidationChannel } from './redis-channel';

/** What every authenticated request checks about its user; null when the account is gone. */
export interface SessionState {
  /** Must equal the token's `ver` claim: a bump ends every token issued before it. */
  tokenVersion: number;
  /** Confirmed e-mail address: some actions wait for it. */
  emailConfirmed: boolean;
}

interface Entry {
  state: SessionState | null;
  expiresAt: number;
}

/**
 * The per-user session state, cached in the process so the check on every authenticated request
 * costs no database round trip. A change on this instance updates it at once; other instances
 * hear of it through the invalidation channel (Redis pub/sub) and drop their whole cache. The
 * TTL bounds how long a missed message (Redis briefly unreachable) could keep a revoked token
 * alive on another instance.
 */
export class SessionCache {
  private readonly entries = new Map<number, Entry>();
  /** Bumped on every change, so a load that started before it does not store stale state. */
  private generation = 0;

  constructor(
    private readonly load: (userId: number) => Promise<SessionState | null>,
    private readonly channel: InvalidationChannel | null,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 50_000,
  ) {
    channel?.subscribe(() => this.clear());
  }

  async get(userId: number): Promise<SessionState | null> {
    const hit = this.entries.get(userId);
    if (hit && hit.expiresAt > Date.now()) return hit.state;
    const generation = this.generation;
    const state = await this.load(userId);
    if (generation === this.generation) {
      // Map keeps insertion order: the oldest entry goes first when the cache is full.
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as number);
      this.entries.set(userId, { state, expiresAt: Date.now() + this.ttlMs });
    }
    return state;
  }

  /** The user's state changed in the database: forget it here and on every other instance. */
  changed(userId: number): void {
    this.generation += 1;
    this.entries.delete(userId);
    this.channel?.publish();
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
