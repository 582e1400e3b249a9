import type { InvalidationChannel } from '../../lib/redis-channel';

/**
 * Bases kept at once. One in production (PUBLIC_API_URL, or the one address users come in on);
 * a few more for a machine reached by several names. A client sending made-up Host headers only
 * evicts entries (a rebuild), never grows memory.
 */
const MAX_BASES = 8;

/**
 * GET /categories as ready-to-send JSON bytes, built once per public base (the file URLs inside are
 * absolute, #14 finding 10) and kept until a write invalidates it. A generation counter makes sure
 * a build that raced with a write is not kept. With a shared channel (several instances), a write
 * on one instance invalidates them all.
 */
export class CatalogueCache {
  private generation = 0;
  private readonly cached = new Map<string, { generation: number; body: Promise<Buffer> }>();

  constructor(
    private readonly build: (base: string) => Promise<unknown>,
    private readonly channel: InvalidationChannel | null = null,
    /** Writes the body; the route's response serializer, so the cached bytes have its shape. */
    private readonly serialize: (value: unknown) => string = JSON.stringify,
  ) {
    channel?.subscribe(() => this.drop());
  }

  get(base: string): Promise<Buffer> {
    const hit = this.cached.get(base);
    if (hit && hit.generation === this.generation) return hit.body;
    const generation = this.generation;
    const body = this.build(base).then((value) => Buffer.from(this.serialize(value)));
    this.cached.delete(base);
    if (this.cached.size >= MAX_BASES) {
      const oldest = this.cached.keys().next();
      if (!oldest.done) this.cached.delete(oldest.value);
    }
    this.cached.set(base, { generation, body });
    // A failed build is not cached; the next request tries again.
    body.catch(() => {
      if (this.cached.get(base)?.body === body) this.cached.delete(base);
    });
    return body;
  }

  /** After a write here: drop this copy and tell the other instances to drop theirs. */
  invalidate(): void {
    this.drop();
    this.channel?.publish();
  }

  private drop(): void {
    this.generation += 1;
    this.cached.clear();
  }
}
