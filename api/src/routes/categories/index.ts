import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { absoluteUrl } from '../../lib/public-base';
import { CatalogueCache } from './cache';
import { categoryExists, categoryWithPreview, listCategoriesWithPreview, listCategoryServices } from './queries';
import { categoryIdParams, categoryPageQuery } from './schema';
import { catalogueServicePage, category, categoryList, responses } from '@craft/shared/schemas/responses';
import type { Category } from '@craft/shared/api/types';
import { compileResponseSerializer } from '../../lib/response-serializer';

declare module 'fastify' {
  interface FastifyInstance {
    /** `await invalidate([category ids])` after any write that changes what GET /categories shows of them. */
    catalogueCache: CatalogueCache<Category>;
  }
}

const categories: FastifyPluginAsyncZod = async (app) => {
  /** File URLs against one public base (the cache keeps one body per base). */
  const urlsAgainst = (base: string) => (key: string) => absoluteUrl(base, app.storage.publicUrl(key));
  const previewSize = app.config.categoryPreviewSize;
  app.decorate(
    'catalogueCache',
    new CatalogueCache<Category>(
      {
        all: (base) => listCategoriesWithPreview(app.db, previewSize, urlsAgainst(base)),
        one: (base, id) => categoryWithPreview(app.db, id, previewSize, urlsAgainst(base)),
      },
      await app.invalidationChannel('catalogue'),
      compileResponseSerializer(category, app.config.checkResponses, 'GET /categories'),
      (error) => app.log.error({ err: error }, 'catalogue rebuild failed; serving the previous catalogue'),
    ),
  );

  /** GET /categories: each category, its newest services (bounded) and service_count. */
  app.get('/categories', { schema: { response: responses({ 200: categoryList }) } }, async (request, reply) => {
    // Bytes written ahead by the cache with this route's serializer; Fastify sends a Buffer as it is.
    const body: unknown = await app.catalogueCache.get(app.publicBase(request));
    return reply.type('application/json; charset=utf-8').send(body as Category[]);
  });

  /** GET /categories/{id}/services?page=&size= for the rest of a category. */
  app.get(
    '/categories/:id/services',
    { schema: { params: categoryIdParams, querystring: categoryPageQuery, response: responses({ 200: catalogueServicePage }) } },
    async (request) => {
      const { id } = request.params;
      const { page, size } = request.query;
      if (!(await categoryExists(app.db, id))) throw notFound('Category not found', 'category.not_found');
      const { items, total } = await listCategoryServices(app.db, id, page, size, app.fileUrls(request));
      return { items, page, size, total };
    },
  );
};

// fastify-plugin: the cache decorator must be visible to the services routes.
export default fp(categories, { name: 'categories', dependencies: ['db', 'storage', 'redis'] });
