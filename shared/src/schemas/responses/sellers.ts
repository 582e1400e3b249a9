import { z } from 'zod';
import { id } from './common';
import { portfolioProject } from './portfolio';
import { service } from './services';
import { traderDetails } from './trader';

/** A craftsman as a buyer may see them: no contact details. */
export const sellerSummary = z
  .object({ id, firstname: z.string(), company_name: z.string().nullable(), display_name: z.string() })
  .meta({ id: 'SellerSummary' });

export const sellerProfile = sellerSummary
  .extend({
    lastname: z.string(),
    services: z.array(service),
    portfolio: z.array(portfolioProject),
    rating_average: z.number().nullable(),
    rating_count: z.number().int(),
    description: z.string().nullable(),
    logo_url: z.string().nullable(),
    master_business: z.boolean().nullable().meta({ description: 'Meisterbetrieb: null when the craftsman has not said' }),
    founding_year: z.number().int().nullable(),
    response_hours: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Median hours to the craftsman's first reply to buyers' conversations and quotation requests of the last 90 days; null with fewer than 3 replies" }),
    verified: z.boolean().meta({ description: 'An operator checked the trader details' }),
    trader: traderDetails.nullable().meta({ description: 'The business details the craftsman published (submitted or verified); null before' }),
  })
  .meta({ id: 'SellerProfile' });
