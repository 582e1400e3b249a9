import type { FastifyInstance } from 'fastify';
import { assertPhoto, renderPhoto } from '../../lib/file-types';
import { parseVariants, photoImage, renderVariants, variantKeys } from '../../lib/photo-variants';
import { randomToken } from '../../lib/random';
import type { PhotoKeys, UrlOf } from './queries';

/** Most photos one service may hold. */
export const MAX_PHOTOS_PER_SERVICE = 10;

/**
 * Sniffs, re-encodes and stores a photo with its thumbnail and, for a service photo, its `srcset`
 * variants (portfolio images are shown as stored); returns the storage keys.
 */
export async function storePhoto(app: FastifyInstance, data: Buffer, options: { variants: boolean }): Promise<PhotoKeys> {
  await assertPhoto(data);
  const name = randomToken();
  const keys = { storage_key: `photos/${name}.webp`, thumb_key: `photos/${name}.thumb.webp` };
  // Decoding runs in the bounded image pool: a burst of uploads waits or gets 503, browsing goes on.
  // The variants are scaled from the re-encoded photo in the same job, as the start-up conversion does.
  const { photo, thumbnail, variants, files } = await app.workPools.images.run(async () => {
    const rendered = await renderPhoto(data);
    return { ...rendered, ...(options.variants ? await renderVariants(keys.storage_key, rendered.photo) : { variants: null, files: [] }) };
  });
  const stored = variants ? { ...keys, variants: JSON.stringify(variants) } : keys;
  try {
    // The variants first: a row (written after this) never names a file that is not there yet.
    for (const file of files) await app.storage.put(file.key, file.data);
    await app.storage.put(keys.storage_key, photo);
    await app.storage.put(keys.thumb_key, thumbnail);
  } catch (error) {
    await removeFiles(app, [stored]);
    throw error;
  }
  return stored;
}

/** POST/PUT /services/photos' answer (`storedPhoto`). */
export function storedPhotoOf(keys: PhotoKeys, urlOf: UrlOf) {
  return { photo_url: urlOf(keys.storage_key), thumbnail_url: urlOf(keys.thumb_key), image: photoImage(keys.storage_key, keys.variants, urlOf) };
}

/** Every file of these photos: the photo, its thumbnail and its variants. */
export function photoFileKeys(photos: readonly PhotoKeys[]): string[] {
  return photos.flatMap((p) => [p.storage_key, p.thumb_key, ...variantKeys(p.storage_key, parseVariants(p.variants))]);
}

/** Best effort: a file left behind wastes disk but harms no one; the database is the truth. */
export async function removeFiles(app: FastifyInstance, keys: readonly PhotoKeys[]): Promise<void> {
  for (const key of photoFileKeys(keys)) {
    await app.storage.delete(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'could not delete file'));
  }
}
