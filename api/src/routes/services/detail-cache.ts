import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { ServiceRow } from '../../db/types';
import { type InvalidationChannel, parseIds } from '../../lib/redis-channel';
import { findService, type PhotoRow, photosOf, sellerVerified } from './queries';
import { ServiceViewCounter } from './view-counter';

/** A live service as GET /services/{id} shows it, before file URLs are made for the request's address. */
export interface StoredService {
  row: ServiceRow;
  photos: PhotoRow[];
  /** The craftsman's trader details are verified (a decision or a change of them clears the whole cache). */
  sellerVerified: boolean;
}

/** Services kept at most (the least recently read go first); one is a row and its photo keys. */
const MAX_SERVICES = 10_000;

/**
 * What GET /services/{id} shows, per service, until a write to that service on any instance
 * changes it. Cached because the service page is the most read route, and on PostgreSQL its two queries
 * waited for pool connections behind the writes. A service that does not exist is not kept: asking
 * for made-up ids must not fill the cache.
 */
export class ServiceDetailCache {
  /** A load is shared by concurrent readers; a write deletes the entry, and a load it overtook is not stored. */
  private readonly entries: LRUCache<number, StoredService>;

  constructor(
    load: (id: number) => Promise<StoredService | null>,
    private readonly channel: InvalidationChannel | null = null,
  ) {
    this.entries = new LRUCache({
      max: MAX_SERVICES,
      ignoreFetchAbort: true,
      // Undefined is not stored; a failed load is not kept either.
      fetchMethod: async (id) => (await load(id)) ?? undefined,
    });
    channel?.subscribe((detail) => this.drop(parseIds(detail)));
  }

  async get(id: number): Promise<StoredService | null> {
    return (await this.entries.fetch(id)) ?? null;
  }

  /** After a write here: forget these services (all of them without ids) here and on the other instances. */
  invalidate(ids?: readonly number[]): void {
    this.drop(ids ? [...ids] : null);
    this.channel?.publish(ids?.join(','));
  }

  private drop(ids: number[] | null): void {
    if (ids === null) this.entries.clear();
    else for (const id of ids) this.entries.delete(id);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `invalidate([service ids])` after any write to those services or their photos (all: no ids). */
    serviceCache: ServiceDetailCache;
    /** Counts reads of a service's page by others than its craftsman (the craftsman's insights). */
    serviceViews: ServiceViewCounter;
  }
}

/** fastify-plugin: account deletion hides a craftsman's services and must reach this cache too. */
export default fp(
  async (app) => {
    const load = async (id: number): Promise<StoredService | null> => {
      // Both at once: on PostgreSQL each is a round trip.
      const [row, photos] = await Promise.all([findService(app.db, id), photosOf(app.db, [id])]);
      if (!row) return null;
      return { row, photos: photos.get(id) ?? [], sellerVerified: await sellerVerified(app.db, row.seller_id) };
    };
    app.decorate('serviceCache', new ServiceDetailCache(load, await app.invalidationChannel('services')));
    // Beside the cache: a read it answers is still a view.
    const views = new ServiceViewCounter(app.db, app.log);
    app.decorate('serviceViews', views);
    app.addHook('onClose', () => views.settled());
  },
  { name: 'service-cache', dependencies: ['db', 'redis'] },
);
