import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { getSellerProfile, listSellers } from './queries';
import { sellerIdParams } from './schema';

/** Public reads about craftsmen: names, services, portfolio and rating, never contact details. */
const sellers: FastifyPluginAsyncZod = async (app) => {
  const urlOf = (key: string) => app.storage.publicUrl(key);

  app.get('/sellers', async () => listSellers(app.db));

  app.get('/sellers/:id', { schema: { params: sellerIdParams } }, async (request) => {
    const profile = await getSellerProfile(app.db, request.params.id, urlOf);
    if (!profile) throw notFound('Seller not found');
    return profile;
  });
};

export default sellers;
