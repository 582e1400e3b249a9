import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses, sitemapPage } from '@craft/shared/schemas/responses';
import { sitemapSellers, sitemapServices } from './queries';
import { sitemapPageQuery } from './schema';

/**
 * What the web server's /sitemap.xml lists: the ids of public service and seller pages and
 * when each last changed, a page at a time. Ids and times only: no name or contact detail.
 */
const sitemap: FastifyPluginAsyncZod = async (app) => {
  const options = { schema: { querystring: sitemapPageQuery, response: responses({ 200: sitemapPage }) } };

  app.get('/sitemap/services', options, async (request) => sitemapServices(app.db, request.query.page, request.query.size));

  app.get('/sitemap/sellers', options, async (request) => sitemapSellers(app.db, request.query.page, request.query.size));
};

export default sitemap;
