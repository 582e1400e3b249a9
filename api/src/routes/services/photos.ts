import type { FastifyInstance } from 'fastify';
import { assertPhoto, renderPhoto } from '../../lib/file-types';
import { randomToken } from '../../lib/random';

/** Most photos one service may hold. */
export const MAX_PHOTOS_PER_SERVICE = 10;

/** Sniffs, re-encodes and stores a photo with its thumbnail; returns the storage keys. */
export async function storePhoto(app: FastifyInstance, data: Buffer): Promise<{ storage_key: string; thumb_key: string }> {
  await assertPhoto(data);
  // Decoding runs in the bounded image pool: a burst of uploads waits or gets 503, browsing goes on.
  const { photo, thumbnail } = await app.workPools.images.run(() => renderPhoto(data));
  const name = randomToken();
  const keys = { storage_key: `photos/${name}.webp`, thumb_key: `photos/${name}.thumb.webp` };
  await app.storage.put(keys.storage_key, photo);
  await app.storage.put(keys.thumb_key, thumbnail);
  return keys;
}

/** Best effort: a file left behind wastes disk but harms no one; the database is the truth. */
export async function removeFiles(app: FastifyInstance, keys: Array<{ storage_key: string; thumb_key: string }>): Promise<void> {
  for (const key of keys.flatMap((k) => [k.storage_key, k.thumb_key])) {
    await app.storage.delete(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'could not delete file'));
  }
}
