import { companyProfileSchema, idParam, serviceAreaSchema, traderDetailsSchema } from '@craft/shared/schemas';
import { z } from 'zod';

export const sellerIdParams = z.object({ id: idParam });

/** PUT /sellers/me/service-area: the dashboard form's schema. */
export const serviceAreaBody = serviceAreaSchema;

/** PUT /sellers/me/company: the company profile form's schema. */
export const companyBody = companyProfileSchema;

/** PUT /sellers/me/logo: the one file field. */
export const LOGO_FIELDS = ['image'] as const;

/** PUT /sellers/me/trader: the trader details form's schema. */
export const traderBody = traderDetailsSchema;
