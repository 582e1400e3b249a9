import { z } from 'zod';
import { id } from './common';
import { catalogueService } from './services';

export const category = z
  .object({
    id,
    name: z.string(),
    description: z.string(),
    /** The newest services of the category (bounded); service_count says how many exist. */
    services: z.array(catalogueService),
    service_count: z.number().int(),
  })
  .meta({ id: 'Category' });

export const categoryList = z.array(category);
