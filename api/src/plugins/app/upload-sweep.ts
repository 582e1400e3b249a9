import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { photoFileKeys } from '../../routes/services/photos';
import { LocalDiskStorage } from '../../storage/local';
import type { Storage } from '../../storage/storage';

/**
 * The same columns for code that reads a database without Kysely (backups read a snapshot): keep
 * the two lists together.
 */
export const STORAGE_KEY_COLUMNS: ReadonlyArray<{ table: string; columns: readonly string[]; variants?: string }> = [
  // `variants` names the `srcset` files stored beside `storage_key` (lib/photo-variants.ts).
  { table: 'service_photos', columns: ['storage_key', 'thumb_key'], variants: 'variants' },
  { table: 'portfolio_images', columns: ['storage_key', 'thumb_key'] },
  { table: 'documents', columns: ['storage_key'] },
];

/**
 * Every table column that holds storage keys, by area. An upload writes its file(s) first and its
 * row second (so no row ever points at a missing file); a crash between the two leaves a file that
 * no row points to, and a crash mid-write leaves a `*.tmp`. A new table that stores keys MUST be
 * listed here, or the sweep below would delete its files at the next start.
 */
async function referencedKeys(db: Kysely<Database>): Promise<Map<string, Set<string>>> {
  const [photos, images, documents] = await Promise.all([
    db.selectFrom('service_photos').select(['storage_key', 'thumb_key', 'variants']).execute(),
    db.selectFrom('portfolio_images').select(['storage_key', 'thumb_key']).execute(),
    db.selectFrom('documents').select('storage_key').execute(),
  ]);
  return new Map([
    ['photos', new Set([...photoFileKeys(photos), ...images.flatMap((row) => [row.storage_key, row.thumb_key])])],
    ['documents', new Set(documents.map((row) => row.storage_key))],
  ]);
}

/**
 * Runs once at start, before the server accepts requests: removes, in the areas above, the files
 * left by an interrupted upload. Local disk only: its DATA_DIR belongs to this one instance, so no
 * other process can be between "file written" and "row committed" right now. (A shared object
 * store needs a lifecycle rule for this instead.)
 */
/**
 * Deletes document uploads that no record claimed before `olderThan` (ISO time), row first so no
 * record can claim one whose file is going. Anonymous uploads are allowed (a quotation may carry a
 * plan), so without this an address could fill the disk with files nobody ever attaches.
 */
export async function sweepUnattachedDocuments(db: Kysely<Database>, storage: Storage, olderThan: string): Promise<number> {
  const stale = await db
    .deleteFrom('documents')
    .where('attached_to', 'is', null)
    .where('created_at', '<', olderThan)
    .returning('storage_key')
    .execute();
  for (const { storage_key } of stale) await storage.delete(storage_key);
  return stale.length;
}

const HOUR = 60 * 60_000;

/**
 * The unattached-document sweep, at start and then every sixth of the keep time (10 minutes for
 * the hour kept), at most hourly: an upload goes at most a sixth after its time is up (each
 * instance sweeps; the deletes are idempotent).
 */
export const documentSweep = fp(async (app) => {
  const sweep = async () => {
    const cutoff = new Date(Date.now() - app.config.limits.unattachedDocumentMs).toISOString();
    try {
      const removed = await sweepUnattachedDocuments(app.db, app.storage, cutoff);
      if (removed) app.log.info({ removed }, 'deleted document uploads nobody attached');
    } catch (error) {
      app.log.error({ err: error }, 'the unattached-document sweep failed; it runs again at its next turn');
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), Math.min(HOUR, Math.max(60_000, app.config.limits.unattachedDocumentMs / 6)));
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}, { name: 'document-sweep', dependencies: ['db', 'storage', 'config'] });

export default fp(async (app) => {
  if (!(app.storage instanceof LocalDiskStorage)) return;
  const { root } = app.storage;
  const removed: string[] = [];
  for (const [area, keys] of await referencedKeys(app.db)) {
    const names = await fs.readdir(path.join(root, area)).catch(() => [] as string[]);
    for (const name of names) {
      const key = `${area}/${name}`;
      if (keys.has(key)) continue;
      await fs.rm(path.join(root, key), { force: true });
      removed.push(key);
    }
  }
  if (removed.length) app.log.warn({ count: removed.length, sample: removed.slice(0, 10) }, 'removed files left by interrupted uploads');
}, { name: 'upload-sweep', dependencies: ['db', 'storage'] });
