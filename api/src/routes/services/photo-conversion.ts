import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { renderVariants } from '../../lib/photo-variants';
import { PoolFullError } from '../../lib/work-pool';

/** Photos read per query; each is converted on its own. */
const BATCH = 20;
/** How long the job waits when uploads have filled the image pool's queue. */
const BUSY_WAIT_MS = 5_000;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Adds the `srcset` variants to the service photos stored before they existed; returns how many
 * it converted. Idempotent: it takes only rows whose `variants` is null and fills the column
 * only while it still is, so a second run (or another instance running at the same time) finds
 * nothing left or writes the same files again. One photo at a time through the image pool, so
 * it holds at most one image slot and uploads keep theirs. A photo it cannot convert (its file is
 * missing or unreadable) is logged and passed over until the next run.
 */
export async function convertStoredPhotos(
  app: FastifyInstance,
  hooks: { shouldStop?: () => boolean; onConverted?: (services: Map<number, number>) => Promise<void> } = {},
): Promise<number> {
  const { shouldStop = () => false, onConverted } = hooks;
  let after = 0;
  let converted = 0;
  while (!shouldStop()) {
    const rows = await app.db
      .selectFrom('service_photos as p')
      .innerJoin('services as s', 's.id', 'p.service_id')
      .select(['p.id', 'p.service_id', 'p.storage_key', 's.category_id'])
      .where('p.variants', 'is', null)
      .where('p.id', '>', after)
      .orderBy('p.id')
      .limit(BATCH)
      .execute();
    if (!rows.length) break;
    const changed = new Map<number, number>();
    for (const row of rows) {
      if (shouldStop()) break;
      after = row.id;
      try {
        if (await convertOne(app, row)) {
          converted += 1;
          changed.set(row.service_id, row.category_id);
        }
      } catch (error) {
        app.log.warn({ err: error, key: row.storage_key }, 'could not make the srcset variants of a stored photo; the next start tries again');
      }
    }
    if (changed.size) await onConverted?.(changed);
  }
  return converted;
}

async function convertOne(app: FastifyInstance, row: { id: number; storage_key: string }): Promise<boolean> {
  const file = await app.storage.read(row.storage_key);
  if (!file) throw new Error('the stored photo is missing');
  const photo = await bytesOf(file.stream);
  for (;;) {
    try {
      const { variants, files } = await app.workPools.images.run(() => renderVariants(row.storage_key, photo));
      for (const variant of files) await app.storage.put(variant.key, variant.data);
      const updated = await app.db
        .updateTable('service_photos')
        .set({ variants: JSON.stringify(variants) })
        .where('id', '=', row.id)
        .where('variants', 'is', null)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    } catch (error) {
      // Uploads come first: wait for the queue to drain instead of taking a place in it.
      if (!(error instanceof PoolFullError)) throw error;
      await sleep(BUSY_WAIT_MS, undefined, { ref: false });
    }
  }
}

/**
 * Runs the conversion once per start, in the background once the server is ready: a large
 * catalogue takes a while, and pages show the stored photo until its variants are there.
 */
export default fp(
  async (app) => {
    let stopping = false;
    let running: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      running = convertStoredPhotos(app, {
        shouldStop: () => stopping,
        // The pages that show these photos (service id -> category id) can now offer the smaller files.
        onConverted: async (services) => {
          app.serviceCache.invalidate([...services.keys()]);
          app.searchCache.invalidate();
          await app.catalogueCache.invalidate([...new Set(services.values())]);
        },
      })
        .then((count) => {
          if (count) app.log.info({ count }, 'made the srcset variants of stored photos');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'the photo variant conversion stopped; the next start resumes it'));
    });
    app.addHook('onClose', async () => {
      stopping = true;
      await running;
    });
  },
  { name: 'photo-conversion', dependencies: ['db', 'storage', 'work-pools', 'service-cache'] },
);
