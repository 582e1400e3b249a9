import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-error';
import { responses, searchPage } from '../../wire';
import { searchCatalogue, UnknownPostcodeError } from './queries';
import { searchQuery } from './schema';

/** Search (#16): ranked full text, filters, and services whose seller's area covers a postcode. */
const search: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /services/search?q=&category=&postcode=&radius_km=&min_price=&max_price=&sort=&page=&size=
   * (api/README.md, "Search (#16)"). 400 for unknown parameters, bad values and unknown postcodes.
   */
  app.get('/services/search', { schema: { querystring: searchQuery, response: responses({ 200: searchPage }) } }, async (request) => {
    const query = request.query;
    try {
      const { items, total, category_counts } = await searchCatalogue(app.db, query, app.fileUrls(request));
      return { items, total, page: query.page, size: query.size, ...(category_counts ? { category_counts } : {}) };
    } catch (error) {
      if (error instanceof UnknownPostcodeError) throw badRequest(error.message);
      throw error;
    }
  });
};

export default search;
