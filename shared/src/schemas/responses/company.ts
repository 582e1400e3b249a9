import { z } from 'zod';
import { fileUrl } from './common';

/** GET/PUT /sellers/me/company, PUT /sellers/me/logo: the craftsman's own company profile. */
export const companyProfile = z
  .object({
    description: z.string().nullable(),
    logo_url: fileUrl.nullable(),
    master_business: z.boolean().nullable(),
    founding_year: z.number().int().nullable(),
  })
  .meta({ id: 'CompanyProfile' });

export const ONBOARDING_ITEMS = ['email', 'company', 'trader', 'service_area', 'service'] as const;

/** GET /sellers/me/onboarding: the first-day checklist, in the order the dashboard lists it. */
export const onboarding = z
  .object({
    complete: z.boolean().meta({ description: 'Every item is done: the dashboard stops showing the checklist' }),
    items: z.array(
      z.object({
        id: z.enum(ONBOARDING_ITEMS).meta({
          description:
            'email: the address is confirmed; company: description, logo, Meisterbetrieb and founding year set; trader: trader details submitted (or verified); service_area: a postcode set; service: a service with at least one photo',
        }),
        done: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'Onboarding' });
