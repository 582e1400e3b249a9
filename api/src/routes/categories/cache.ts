import type { InvalidationChannel } from '../../lib/redis-channel';

/**
 * GET /categories as ready-to-send JSON bytes, built once and kept until a write invalidates it.
 * A generation counter makes sure a build that raced with a write is not kept.
 * With a shared channel (several instances), a write on one instance invalidates them all.
 */
export class CatalogueCache {
  private generation = 0;
  private cached: { generation: number; body: Promise<Buffer> } | null = null;

  constructor(
    private readonly build: () => Promise<unknown>,
    private readonly channel: InvalidationChannel | null = null,
    /** Writes the body; the route's response serializer, so the cached bytes have its shape. */
    private readonly serialize: (value: unknown) => string = JSON.stringify,
  ) {
    channel?.subscribe(() => this.drop());
  }

  get(): Promise<Buffer> {
    if (this.cached && this.cached.generation === this.generation) return this.cached.body;
    const generation = this.generation;
    const body = this.build().then((value) => Buffer.from(this.serialize(value)));
    this.cached = { generation, body };
    // A failed build is not cached; the next request tries again.
    body.catch(() => {
      if (this.cached?.body === body) this.cached = null;
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
    this.cached = null;
  }
}
