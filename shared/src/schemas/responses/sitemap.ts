import { z } from 'zod';
import { id, timestamp } from './common';

/** One public page's record in GET /sitemap/services and /sitemap/sellers: its id and last change. */
export const sitemapEntry = z.object({ id, updated_at: timestamp }).meta({ id: 'SitemapEntry' });

export const sitemapPage = z
  .object({ items: z.array(sitemapEntry), total: z.number().int() })
  .meta({ id: 'SitemapPage', description: 'Public pages of one kind, ordered by id, for the web server\'s sitemap' });
