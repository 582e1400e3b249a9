import { idParam } from '@craft/shared/schemas';
import { z } from 'zod';

export const projectIdParams = z.object({ id: idParam });
export const sellerIdParams = z.object({ sellerId: idParam });

/** Shared with the portfolio form, which checks the same rules before sending. */
export { projectWriteSchema as projectBody } from '@craft/shared/schemas';

/** The multipart file field of POST /portfolio/{id}/images. */
export const IMAGE_FIELDS = ['image'] as const;
