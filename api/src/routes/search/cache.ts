import type { InvalidationChannel } from '../../lib/redis-channel';

export interface SearchCacheLimits {
  /** Entries kept at most (least recently used go first). */
  maxEntries: number;
  /** Sum of the entries' weights (about one per result row) kept at most. */
  maxWeight: number;
  /** A backstop for a lost invalidation message: no entry is served older than this. */
  ttlMs: number;
}

/** Term lists kept at most (one per first letter of a word searched for a typo). */
const MAX_DICTIONARIES = 64;

const DEFAULT_LIMITS: SearchCacheLimits = { maxEntries: 2_000, maxWeight: 50_000, ttlMs: 60_000 };

interface Entry {
  value: Promise<unknown>;
  weight: number;
  expires: number;
}

/**
 * Search answers and what they are built from (sellers around a postcode, typo candidates, a
 * word's index terms), per instance, keyed by the normalised query. Every write to services,
 * sellers or service areas calls `invalidate()`: everything is forgotten here and, over the
 * `search` invalidation channel (the catalogue cache's pattern), on every other instance.
 *
 * A value is cached as its promise from the moment it is asked for, so concurrent identical
 * searches share one computation. A write clears the map after its commit, so a search that
 * started before it can never be stored afterwards; the TTL only bounds a lost Redis message.
 */
export class SearchCache {
  /** Off: every search is computed (the bench's cold figures); the term dictionaries stay. */
  enabled = true;
  private readonly entries = new Map<string, Entry>();
  /** Index-like data (the SQLite term list per first letter): kept even when `enabled` is off. */
  private readonly dictionaries = new Map<string, Entry>();
  private weight = 0;

  constructor(
    private readonly channel: InvalidationChannel | null = null,
    private readonly limits: SearchCacheLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    channel?.subscribe(() => this.clear());
  }

  /** The cached value of `key`, else `compute()` (shared with concurrent callers, then kept). */
  get<T>(key: string, compute: () => Promise<T>, weightOf: (value: T) => number = () => 1): Promise<T> {
    if (!this.enabled) return compute();
    return this.through(this.entries, key, compute, weightOf, true);
  }

  /** Like `get` for index-like data, which `enabled = false` does not switch off. */
  dictionary<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return this.through(this.dictionaries, key, compute, () => 1, false);
  }

  /** After a write on this instance: forget everything here and on the other instances. */
  invalidate(): void {
    this.clear();
    this.channel?.publish();
  }

  /** Entries held (tests). */
  get size(): number {
    return this.entries.size + this.dictionaries.size;
  }

  private clear(): void {
    this.entries.clear();
    this.dictionaries.clear();
    this.weight = 0;
  }

  /** `weighed`: the answers map, whose total weight is bounded. */
  private through<T>(map: Map<string, Entry>, key: string, compute: () => Promise<T>, weightOf: (value: T) => number, weighed: boolean): Promise<T> {
    const now = this.now();
    const hit = map.get(key);
    if (hit && hit.expires > now) {
      // Most recently used last: Map keeps insertion order.
      map.delete(key);
      map.set(key, hit);
      return hit.value as Promise<T>;
    }
    if (hit) this.remove(map, key, hit);
    const value = compute();
    const entry: Entry = { value, weight: 1, expires: now + this.limits.ttlMs };
    map.set(key, entry);
    if (weighed) this.weight += entry.weight;
    value.then(
      (result) => {
        // Still the same entry (no write cleared it meanwhile): record its real weight.
        if (map.get(key) !== entry || !weighed) return;
        const weight = Math.max(1, weightOf(result));
        this.weight += weight - entry.weight;
        entry.weight = weight;
        this.evict(map);
      },
      () => {
        // A failure is not kept: the next caller tries again.
        if (map.get(key) === entry) this.remove(map, key, entry);
      },
    );
    this.evict(map);
    return value;
  }

  private evict(map: Map<string, Entry>): void {
    const full = map === this.entries
      ? () => map.size > this.limits.maxEntries || this.weight > this.limits.maxWeight
      : () => map.size > MAX_DICTIONARIES;
    for (const [key, entry] of map) {
      if (!full()) return;
      this.remove(map, key, entry);
    }
  }

  private remove(map: Map<string, Entry>, key: string, entry: Entry): void {
    map.delete(key);
    if (map === this.entries) this.weight -= entry.weight;
  }
}
