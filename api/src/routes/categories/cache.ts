import { LRUCache } from 'lru-cache';
import { type InvalidationChannel, parseIds } from '../../lib/redis-channel';

/**
 * Bases kept at once. One in production (PUBLIC_API_URL, or the one address users come in on);
 * a few more for a machine reached by several names. A client sending made-up Host headers only
 * evicts entries (a rebuild), never grows memory.
 */
const MAX_BASES = 8;

export interface CatalogueSource<Category extends { id: number }> {
  /** Every category with its preview, file URLs against `base` (the first build, and after "everything changed"). */
  all(base: string): Promise<Category[]>;
  /** One category with its preview: the rebuild after a write touched only it. */
  one(base: string, id: number): Promise<Category | null>;
}

interface BaseEntry {
  /** Serialized category objects in list order, each built at a known generation of its category. */
  parts: Map<number, { generation: number; json: Promise<string> }>;
  order: number[] | null;
  allGeneration: number;
  /** The last whole body, and the cache version it was built at (older than `version`: stale). */
  body: Buffer | null;
  bodyVersion: number;
  /** The rebuild under way, shared by everyone who needs it. */
  building: Promise<void> | null;
}

/**
 * GET /categories as ready-to-send JSON, kept per public base (the file URLs inside are absolute,
 * so a client on another origin can load them) and per category: a service write invalidates only the categories it touched,
 * so a busy seller no longer throws away the whole cached catalogue on every edit.
 *
 * Readers never wait for a rebuild once a body exists: they get the previous body while the new
 * one is built (stale-while-revalidate), so a stream of writes cannot make browsing queue behind
 * database reads. The writer pays instead: `invalidate` resolves once this instance serves the
 * new body, so a write's response is never followed by an older catalogue here. A write on another
 * instance (through the shared channel) drops the body here, so no reader sees the catalogue from
 * before it, and starts the rebuild at once. Generation counters make sure
 * a build that raced with a write is not kept.
 */
export class CatalogueCache<Category extends { id: number }> {
  private everything = 0;
  /** Bumped by every invalidation; a body built at an older version is stale. */
  private version = 0;
  private readonly generations = new Map<number, number>();
  private readonly bases = new LRUCache<string, BaseEntry>({ max: MAX_BASES });

  constructor(
    private readonly source: CatalogueSource<Category>,
    private readonly channel: InvalidationChannel | null = null,
    /** Writes one category; the route's response serializer, so the cached bytes have its shape. */
    private readonly serialize: (category: Category) => string = JSON.stringify,
    /** Where a failed background rebuild is reported (readers keep the previous body meanwhile). */
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    channel?.subscribe((detail) => {
      this.drop(parseIds(detail));
      // A write on another instance: its writer did not wait for this instance, so readers here wait
      // for the rebuild (only the touched categories are read again) rather than see the old body.
      for (const entry of this.bases.values()) entry.body = null;
      void this.refreshAll();
    });
  }

  async get(base: string): Promise<Buffer> {
    const entry = this.entryFor(base);
    if (entry.body && entry.bodyVersion === this.version) return entry.body;
    const rebuild = this.refresh(base, entry);
    if (entry.body) {
      rebuild.catch(this.onError);
      return entry.body;
    }
    await rebuild;
    return this.fresh(base, entry, this.version);
  }

  /**
   * After a write here: drop these categories (all, without ids), tell the other instances, and
   * resolve once this instance serves the new catalogue. Never rejects: a failed rebuild is
   * retried by the next reader.
   */
  async invalidate(categoryIds?: readonly number[]): Promise<void> {
    const ids = categoryIds ? [...new Set(categoryIds)] : null;
    this.drop(ids);
    this.channel?.publish(ids ? ids.join(',') : undefined);
    await this.refreshAll();
  }

  private refreshAll(): Promise<void> {
    const version = this.version;
    return Promise.all(
      [...this.bases.entries()].map(([base, entry]) => this.fresh(base, entry, version).catch(this.onError)),
    ).then(() => undefined);
  }

  /** The body once it includes every change up to `version`. */
  private async fresh(base: string, entry: BaseEntry, version: number): Promise<Buffer> {
    while (!entry.body || entry.bodyVersion < version) await this.refresh(base, entry);
    return entry.body;
  }

  /** One rebuild at a time per base; it keeps every category whose generation did not move. */
  private refresh(base: string, entry: BaseEntry): Promise<void> {
    entry.building ??= (async () => {
      // Writes that land in this turn of the event loop share one rebuild: under a stream of writes
      // the category reads no longer run once per write.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const version = this.version;
      if (!entry.order || entry.allGeneration !== this.everything) await this.buildAll(base, entry);
      const order = entry.order ?? [];
      const parts = await Promise.all(order.map((id) => this.part(base, entry, id)));
      entry.body = Buffer.from(`[${parts.filter((part) => part !== '').join(',')}]`);
      entry.bodyVersion = version;
    })().finally(() => {
      entry.building = null;
    });
    return entry.building;
  }

  private drop(ids: number[] | null): void {
    this.version += 1;
    if (ids === null) {
      this.everything += 1;
      return;
    }
    for (const id of ids) this.generations.set(id, this.generationOf(id) + 1);
  }

  private generationOf(id: number): number {
    return this.generations.get(id) ?? 0;
  }

  private entryFor(base: string): BaseEntry {
    let entry = this.bases.get(base);
    if (!entry) {
      entry = { parts: new Map(), order: null, allGeneration: this.everything, body: null, bodyVersion: -1, building: null };
      this.bases.set(base, entry);
    }
    return entry;
  }

  private async buildAll(base: string, entry: BaseEntry): Promise<void> {
    const everything = this.everything;
    const started = new Map([...this.generations]);
    const categories = await this.source.all(base);
    if (everything !== this.everything) return this.buildAll(base, entry);
    entry.order = categories.map((category) => category.id);
    entry.allGeneration = everything;
    entry.parts.clear();
    for (const category of categories) {
      // A category written while this build ran is left out; `part` rebuilds it alone.
      if ((started.get(category.id) ?? 0) !== this.generationOf(category.id)) continue;
      entry.parts.set(category.id, { generation: this.generationOf(category.id), json: Promise.resolve(this.serialize(category)) });
    }
  }

  private part(base: string, entry: BaseEntry, id: number): Promise<string> {
    const generation = this.generationOf(id);
    const cached = entry.parts.get(id);
    if (cached && cached.generation === generation) return cached.json;
    const json = this.source.one(base, id).then((category) => (category ? this.serialize(category) : ''));
    entry.parts.set(id, { generation, json });
    // A failed build is not cached; the next request tries again.
    json.catch(() => {
      if (entry.parts.get(id)?.json === json) entry.parts.delete(id);
    });
    return json;
  }
}
