import { z } from 'zod';
import { id } from './common';
import { portfolioProject } from './portfolio';
import { service } from './services';

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
  })
  .meta({ id: 'SellerProfile' });
