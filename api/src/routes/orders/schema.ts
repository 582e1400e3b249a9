import { idParam } from '@craft/shared/schemas';
import { z } from 'zod';

export const orderIdParams = z.object({ id: idParam });
export const serviceIdParams = z.object({ id: idParam });

/** The payment form checks the same schema. */
export { orderCreateSchema as orderBody } from '@craft/shared/schemas';

/** Whole stars from 1 to 5; shared with the review form. */
export { reviewWriteSchema as reviewBody } from '@craft/shared/schemas';

/** `{reason?}` of reject and cancel (also of the direct offers' reject and withdraw). */
export { reasonSchema as reasonBody } from '@craft/shared/schemas';

/** `?weeks=` of GET /services/{id}/stats: how many weeks of the craftsman's own figures. */
export { serviceStatsQuerySchema as statsQuery } from '@craft/shared/schemas';
