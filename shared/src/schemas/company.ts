import { z } from 'zod';
import { optionalText } from './common';

/** The earliest founding year a company profile takes. */
export const FOUNDING_YEAR_MIN = 1800;
export const COMPANY_DESCRIPTION_MAX = 2000;

/**
 * PUT /sellers/me/company: the craftsman's company profile (the dashboard's form, the API's body).
 * Empty means not answered: '' description, null Meisterbetrieb or founding year.
 */
export const companyProfileSchema = z
  .object({
    description: optionalText(COMPANY_DESCRIPTION_MAX),
    master_business: z.boolean().nullable().meta({ description: 'Meisterbetrieb: true yes, false no, null not answered' }),
    founding_year: z
      .number()
      .int('A whole year')
      .min(FOUNDING_YEAR_MIN, `From ${FOUNDING_YEAR_MIN}`)
      .refine((year) => year <= new Date().getFullYear(), 'The founding year cannot be in the future')
      .nullable(),
  })
  .strict();

export type CompanyProfileInput = z.input<typeof companyProfileSchema>;
