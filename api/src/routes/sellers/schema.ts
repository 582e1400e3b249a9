import { idParam, serviceAreaSchema } from '@craft/shared/schemas';
import { z } from 'zod';

export const sellerIdParams = z.object({ id: idParam });

/** PUT /sellers/me/service-area: the dashboard form's schema. */
export const serviceAreaBody = serviceAreaSchema;
