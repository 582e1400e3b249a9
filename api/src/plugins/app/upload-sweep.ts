import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { LocalDiskStorage } from '../../storage/local';

/**
 * Every table column that holds storage keys, by area. An upload writes its file(s) first and its
 * row second (so no row ever points at a missing file); a crash between the two leaves a file that
 * no row points to, and a crash mid-write leaves a `*.tmp`. A new table that stores keys MUST be
 * listed here, or the sweep below would delete its files at the next start.
 */
async function referencedKeys(db: Kysely<Database>): Promise<Map<string, Set<string>>> {
  const [photos, images, documents] = await Promise.all([
    db.selectFrom('service_photos').select(['storage_key', 'thumb_key']).execute(),
    db.selectFrom('portfolio_images').select(['storage_key', 'thumb_key']).execute(),
    db.selectFrom('documents').select('storage_key').execute(),
  ]);
  return new Map([
    ['photos', new Set([...photos, ...images].flatMap((row) => [row.storage_key, row.thumb_key]))],
    ['documents', new Set(documents.map((row) => row.storage_key))],
  ]);
}

/**
 * Runs once at start, before the server accepts requests: removes, in the areas above, the files
 * left by an interrupted upload. Local disk only: its DATA_DIR belongs to this one instance, so no
 * other process can be between "file written" and "row committed" right now. (A shared object
 * store needs a lifecycle rule for this instead.)
 */
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
