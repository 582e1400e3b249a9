import { idParam } from '@craft/shared/schemas';
import { z } from 'zod';

export const orderIdParams = z.object({ id: idParam });
export const invoiceIdParams = z.object({ id: idParam });

/** The settings form checks the same schema. */
export { paymentDetailsSchema as paymentDetailsBody } from '@craft/shared/schemas';
