import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { nowIso } from '../../lib/time';

/**
 * Counts reads of a service's page into service_views (per service and UTC day) behind the
 * response: the read never waits for the write and never fails because of it. One writer at a
 * time; views that arrive meanwhile are added up and written together, so a busy page costs one
 * upsert per service and day per round rather than one per read.
 */
export class ServiceViewCounter {
  private readonly pending = new Map<string, { serviceId: number; day: string; views: number }>();
  private writing: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {}

  count(serviceId: number): void {
    const day = nowIso().slice(0, 10);
    const key = `${serviceId}/${day}`;
    const entry = this.pending.get(key);
    if (entry) entry.views += 1;
    else this.pending.set(key, { serviceId, day, views: 1 });
    this.writing ??= this.write();
  }

  /** Resolves once every view counted so far is written (tests; the server's close). */
  async settled(): Promise<void> {
    await this.writing;
  }

  private async write(): Promise<void> {
    while (this.pending.size) {
      const batch = [...this.pending.values()];
      this.pending.clear();
      for (const { serviceId, day, views } of batch) {
        try {
          await this.db
            .insertInto('service_views')
            .values({ service_id: serviceId, day, views })
            .onConflict((oc) => oc.columns(['service_id', 'day']).doUpdateSet((eb) => ({ views: eb('service_views.views', '+', views) })))
            .execute();
        } catch (error) {
          // A lost view is not worth an error page (a service deleted meanwhile, a busy database).
          this.log.warn({ err: error, serviceId }, 'service view not counted');
        }
      }
    }
    this.writing = null;
  }
}
