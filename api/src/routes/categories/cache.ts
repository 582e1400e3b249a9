import type { InvalidationChannel } from '../../lib/redis-channel';

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
}

/**
 * GET /categories as ready-to-send JSON, kept per public base (the file URLs inside are absolute,
 * #14 finding 10) and per category: a service write invalidates only the categories it touched,
 * so a busy seller no longer throws away the whole cached catalogue on every edit (#14 finding 3).
 * Generation counters make sure a build that raced with a write is not kept. With a shared
 * channel (several instances), a write on one instance invalidates the same categories on all.
 */
export class CatalogueCache<Category extends { id: number }> {
  private everything = 0;
  private readonly generations = new Map<number, number>();
  private readonly bases = new Map<string, BaseEntry>();

  constructor(
    private readonly source: CatalogueSource<Category>,
    private readonly channel: InvalidationChannel | null = null,
    /** Writes one category; the route's response serializer, so the cached bytes have its shape. */
    private readonly serialize: (category: Category) => string = JSON.stringify,
  ) {
    channel?.subscribe((detail) => this.drop(parseIds(detail)));
  }

  async get(base: string): Promise<Buffer> {
    const entry = this.entryFor(base);
    if (!entry.order || entry.allGeneration !== this.everything) await this.buildAll(base, entry);
    const order = entry.order ?? [];
    const parts = await Promise.all(order.map((id) => this.part(base, entry, id)));
    return Buffer.from(`[${parts.filter((part) => part !== '').join(',')}]`);
  }

  /** After a write here: drop these categories (all, without ids) and tell the other instances. */
  invalidate(categoryIds?: readonly number[]): void {
    const ids = categoryIds ? [...new Set(categoryIds)] : null;
    this.drop(ids);
    this.channel?.publish(ids ? ids.join(',') : undefined);
  }

  private drop(ids: number[] | null): void {
    if (ids === null) {
      this.everything += 1;
      this.bases.clear();
      return;
    }
    for (const id of ids) {
      this.generations.set(id, this.generationOf(id) + 1);
      for (const entry of this.bases.values()) entry.parts.delete(id);
    }
  }

  private generationOf(id: number): number {
    return this.generations.get(id) ?? 0;
  }

  private entryFor(base: string): BaseEntry {
    let entry = this.bases.get(base);
    if (!entry) {
      if (this.bases.size >= MAX_BASES) {
        const oldest = this.bases.keys().next();
        if (!oldest.done) this.bases.delete(oldest.value);
      }
      entry = { parts: new Map(), order: null, allGeneration: this.everything };
      this.bases.set(base, entry);
    }
    return entry;
  }

  private async buildAll(base: string, entry: BaseEntry): Promise<void> {
    const everything = this.everything;
    const started = new Map([...this.generations]);
    const categories = await this.source.all(base);
    if (everything !== this.everything) return this.buildAll(base, this.entryFor(base));
    entry.order = categories.map((category) => category.id);
    entry.allGeneration = everything;
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

function parseIds(detail: string | null): number[] | null {
  if (detail === null) return null;
  const ids = detail.split(',').map(Number);
  return ids.every((id) => Number.isInteger(id) && id > 0) ? ids : null;
}
