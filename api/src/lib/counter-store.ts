import type { Redis } from 'ioredis';

/**
 * Fixed-window counters behind an interface: in memory for one instance, in Redis (shared) when
 * the API runs on more than one.
 */
export interface CounterStore {
  /** Adds one to `key`; a new window of `windowMs` starts if the key has none. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** Takes one back (never below zero), keeping the window: an attempt that turned out fine. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Adds `amount` (bytes, say; negative gives back, never below zero in memory); a new window of `windowMs` starts if the key has none. */
  add(key: string, amount: number, windowMs: number): Promise<{ count: number; resetAt: number }>;
}

/** Bounded so a flood of distinct keys cannot grow memory without limit. */
export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly maxKeys = 100_000) {}

  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    return this.add(key, 1, windowMs);
  }

  async release(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async add(key: string, amount: number, windowMs: number): Promise<{ count: number; resetAt: number }> {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.entries.size >= this.maxKeys) this.evict(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count = Math.max(0, entry.count + amount);
    return { ...entry };
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  /**
   * Makes room when full: expired windows first, then the lowest counts, down to 90% of the bound.
   * Never the oldest insertions: a client could otherwise flush its own high counter with a
   * flood of fresh keys, each of which only ever counts one.
   */
  private evict(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
    if (this.entries.size < this.maxKeys) return;
    const target = Math.floor(this.maxKeys * 0.9);
    // Sorting is stable: among equal counts the oldest insertion goes first.
    const lowestFirst = [...this.entries].sort(([, a], [, b]) => a.count - b.count);
    for (const [key] of lowestFirst) {
      if (this.entries.size <= target) break;
      this.entries.delete(key);
    }
  }
}

/** INCR and the window's expiry in one step, so a crash between them cannot leave a counter that never expires. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

/** DECR only an existing, positive counter, so a release never creates a key without expiry. */
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

/** INCRBY, and the window's expiry when the key has none yet, in one step. */
const ADD = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

/** Counters every instance sees: one Redis key per counter, expiring with its window. */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    const [count, ttl] = (await this.redis.eval(INCREMENT, 1, this.prefix + key, windowMs)) as [number, number];
    return { count, resetAt: Date.now() + Math.max(ttl, 0) };
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async add(key: string, amount: number, windowMs: number): Promise<{ count: number; resetAt: number }> {
    const [count, ttl] = (await this.redis.eval(ADD, 1, this.prefix + key, windowMs, Math.round(amount))) as [number, number];
    return { count, resetAt: Date.now() + Math.max(ttl, 0) };
  }
}

/**
 * Redis while it answers, in-process counters while it does not: a Redis outage loosens the
 * limits to per-instance ones instead of failing requests or dropping the limits.
 */
export class FallbackCounterStore implements CounterStore {
  constructor(
    private readonly primary: CounterStore,
    private readonly fallback: CounterStore,
    private readonly primaryUp: () => boolean,
  ) {}

  private async use<T>(call: (store: CounterStore) => Promise<T>): Promise<T> {
    if (!this.primaryUp()) return call(this.fallback);
    try {
      return await call(this.primary);
    } catch {
      return call(this.fallback);
    }
  }

  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    return this.use((store) => store.increment(key, windowMs));
  }

  release(key: string): Promise<void> {
    return this.use((store) => store.release(key));
  }

  reset(key: string): Promise<void> {
    return this.use((store) => store.reset(key));
  }

  add(key: string, amount: number, windowMs: number): Promise<{ count: number; resetAt: number }> {
    return this.use((store) => store.add(key, amount, windowMs));
  }
}
