import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-error';
import { compileResponseSerializer } from '../../lib/response-serializer';
import { responses, searchPage } from '@craft/shared/schemas/responses';
import type { SearchPage } from '@craft/shared/api/search-types';
import { SearchCache } from './cache';
import { UnknownPostcodeError } from './postcode';
import { searchCatalogue, searchKey } from './queries';
import { searchQuery } from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** `searchCache.invalidate()` after any write to services, sellers (names on cards) or service areas. */
    searchCache: SearchCache;
  }
}

/** A serialized search card is about this long (the cache weighs entries by cards). */
const BYTES_PER_CARD = 400;

/** Search: ranked full text, filters, and services whose seller's area covers a postcode. */
const search: FastifyPluginAsyncZod = async (app) => {
  const cache = new SearchCache(await app.invalidationChannel('search'));
  cache.enabled = app.config.searchCache;
  app.decorate('searchCache', cache);

  const serialize = compileResponseSerializer(searchPage, app.config.checkResponses, 'GET /services/search');

  /**
   * GET /services/search?q=&category=&postcode=&radius_km=&min_price=&max_price=&sort=&page=&size=
   * (api/README.md, "Search"). 400 for unknown parameters, bad values and unknown postcodes.
   * The body is cached as bytes per normalised query and public base (file URLs are absolute):
   * a repeated search costs a lookup, not a serialization of its cards.
   */
  app.get('/services/search', { schema: { querystring: searchQuery, response: responses({ 200: searchPage }) } }, async (request, reply) => {
    const query = request.query;
    const base = app.publicBase(request);
    const body = await cache.get(
      `body:${base}:${searchKey(app.db, query)}`,
      async () => {
        const { items, total, category_counts } = await searchCatalogue(app.db, query, app.fileUrls(request), cache);
        return Buffer.from(serialize({ items, total, page: query.page, size: query.size, ...(category_counts ? { category_counts } : {}) }));
      },
      // About one per card, as the cache's weights count.
      (bytes) => Math.ceil(bytes.length / BYTES_PER_CARD),
    ).catch((error: unknown) => {
      if (error instanceof UnknownPostcodeError) throw badRequest(error.message, 'postcode.unknown');
      throw error;
    });
    // Fastify sends a Buffer as it is (the serializer above wrote it, as it would have).
    return reply.type('application/json; charset=utf-8').send(body as unknown as SearchPage);
  });
};

// fastify-plugin: the cache decorator must be visible to the routes that write services, sellers and areas.
export default fp(search, { name: 'search', dependencies: ['db', 'redis'] });
