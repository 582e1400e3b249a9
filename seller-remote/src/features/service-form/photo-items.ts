import type { Service } from '@craft/shared';

/** Most photos one service may hold (the API's MAX_PHOTOS_PER_SERVICE). */
export const MAX_PHOTOS = 10;

/**
 * A photo in the form: stored (`id`, `url`) or chosen and not uploaded yet (`file`). After its
 * upload a chosen one becomes stored, so saving again never sends it twice.
 */
export interface PhotoItem {
  key: string;
  id: number | null;
  url: string | null;
  file: File | null;
  name: string;
}

let counter = 0;
const nextKey = () => `photo-${(counter += 1)}`;

export const newPhotoItem = (file: File): PhotoItem => ({ key: nextKey(), id: null, url: null, file, name: file.name });

/** The service's stored photos in their order (only those with an id can be reordered or deleted). */
export function storedPhotoItems(service: Service | undefined): PhotoItem[] {
  if (!service) return [];
  const ids = service.photo_ids ?? [];
  return service.photos.flatMap((url, index) => {
    const id = ids[index];
    return id === undefined ? [] : [{ key: `stored-${id}`, id, url, file: null, name: '' }];
  });
}
