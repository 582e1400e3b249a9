import { countParam, idParam, serviceWriteSchema } from '@craft/shared/schemas';
import { z } from 'zod';

export const serviceIdParams = z.object({ id: idParam });
export const sellerIdParams = z.object({ sellerId: idParam });
/** The add/edit form's schema; created_by/updated_by in it are ignored (the token decides). */
export const serviceBody = serviceWriteSchema;

export const pageQuery = z.object({
  page: countParam(100_000).default(1),
  size: countParam(100).default(24),
});

/** Text fields of POST /services/photos (the photo itself is the file part). */
export const photoFields = z.object({ service_id: idParam });

export const servicePhotoParams = z.object({ id: idParam, photoId: idParam });

/** PUT /services/{id}/photos/order: every photo of the service, cover first. */
export const photoOrderBody = z
  .object({ photo_ids: z.array(idParam).min(1).max(10).meta({ description: 'The ids of all the service\'s photos (`photo_ids` of the service), each once, the cover first' }) })
  .meta({ description: 'The new order of the service\'s photos' });
