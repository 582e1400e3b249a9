import { LRUCache } from 'lru-cache';
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
  value: unknown;
  /** About one per result row. */
  weight: number;
}

/** What one `fetch` computes and how heavy its answer is. */
interface Computation {
  compute: () => Promise<unknown>;
  weightOf: (value: unknown) => number;
}

/**
 * Search answers and what they are built from (sellers around a postcode, typo candidates, a
 * word's index terms), per instance, keyed by the normalised query. Every write to services,
 * sellers or service areas calls `invalidate()`: everything is forgotten here and, over the
 * `search` invalidation channel (the catalogue cache's pattern), on every other instance.
 *
 * Concurrent identical searches share one computation. A write clears the caches after its
 * commit, so a search that started before it is never stored afterwards; the TTL only bounds a
 * lost Redis message.
 */
export class SearchCache {
  /** Off: every search is computed (the bench's cold figures); the term dictionaries stay. */
  enabled = true;
  private readonly entries: LRUCache<string, Entry, Computation>;
  /** Index-like data (the SQLite term list per first letter): kept even when `enabled` is off. */
  private readonly dictionaries: LRUCache<string, Entry, Computation>;

  constructor(
    private readonly channel: InvalidationChannel | null = null,
    limits: SearchCacheLimits = DEFAULT_LIMITS,
    now: () => number = Date.now,
  ) {
    const common = {
      ttl: limits.ttlMs,
      perf: { now },
      // The clock is read every time, so a test's clock moves at once.
      ttlResolution: 0,
      // A computation that a write overtook still answers its caller, but is not stored.
      ignoreFetchAbort: true,
      fetchMethod: async (_key: string, _stale: Entry | undefined, { context }: { context: Computation }) => {
        const value = await context.compute();
        return { value, weight: Math.max(1, context.weightOf(value)) };
      },
    };
    this.entries = new LRUCache({ ...common, max: limits.maxEntries, maxSize: limits.maxWeight, sizeCalculation: (entry) => entry.weight });
    this.dictionaries = new LRUCache({ ...common, max: MAX_DICTIONARIES });
    channel?.subscribe(() => this.clear());
  }

  /** The cached value of `key`, else `compute()` (shared with concurrent callers, then kept). */
  get<T>(key: string, compute: () => Promise<T>, weightOf: (value: T) => number = () => 1): Promise<T> {
    if (!this.enabled) return compute();
    return this.through(this.entries, key, { compute, weightOf: weightOf as (value: unknown) => number });
  }

  /** Like `get` for index-like data, which `enabled = false` does not switch off. */
  dictionary<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return this.through(this.dictionaries, key, { compute, weightOf: () => 1 });
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
  }

  private async through<T>(cache: LRUCache<string, Entry, Computation>, key: string, context: Computation): Promise<T> {
    // A failure is not kept: the next caller tries again.
    const entry = await cache.fetch(key, { context });
    return entry?.value as T;
  }
}
