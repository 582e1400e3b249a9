import { countParam } from '@craft/shared/schemas';
import { z } from 'zod';

/** The sitemaps protocol allows 50,000 URLs per file: one API page fills at most one sitemap file. */
export const SITEMAP_MAX_PAGE_SIZE = 50_000;

export const sitemapPageQuery = z.object({
  page: countParam(100_000).default(1),
  size: countParam(SITEMAP_MAX_PAGE_SIZE).default(1000),
});
