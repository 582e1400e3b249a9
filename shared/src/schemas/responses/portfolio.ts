import { z } from 'zod';
import { fileUrl, id, timestamp } from './common';

export const portfolioProject = z
  .object({
    id,
    seller_id: id,
    name: z.string(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    description: z.string(),
    images: z.array(fileUrl),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'PortfolioProject' });
