import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-error';
import { responses, searchPage } from '../../wire';
import { SearchCache } from './cache';
import { searchCatalogue, UnknownPostcodeError } from './queries';
import { searchQuery } from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** `searchCache.invalidate()` after any write to services, sellers (names on cards) or service areas. */
    searchCache: SearchCache;
  }
}

/** Search (#16): ranked full text, filters, and services whose seller's area covers a postcode. */
const search: FastifyPluginAsyncZod = async (app) => {
  const cache = new SearchCache(await app.invalidationChannel('search'));
  cache.enabled = app.config.searchCache;
  app.decorate('searchCache', cache);

  /**
   * GET /services/search?q=&category=&postcode=&radius_km=&min_price=&max_price=&sort=&page=&size=
   * (api/README.md, "Search (#16)"). 400 for unknown parameters, bad values and unknown postcodes.
   */
  app.get('/services/search', { schema: { querystring: searchQuery, response: responses({ 200: searchPage }) } }, async (request) => {
    const query = request.query;
    try {
      const { items, total, category_counts } = await searchCatalogue(app.db, query, app.fileUrls(request), app.searchCache);
      return { items, total, page: query.page, size: query.size, ...(category_counts ? { category_counts } : {}) };
    } catch (error) {
      if (error instanceof UnknownPostcodeError) throw badRequest(error.message, 'postcode.unknown');
      throw error;
    }
  });
};

// fastify-plugin: the cache decorator must be visible to the routes that write services, sellers and areas.
export default fp(search, { name: 'search', dependencies: ['db', 'redis'] });
