import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { getSellerProfile, listSellers } from './queries';
import { sellerIdParams } from './schema';
import { responses, sellerProfile, sellerSummary } from '../../wire';
import { z } from 'zod';

/** Public reads about craftsmen: names, services, portfolio and rating, never contact details. */
const sellers: FastifyPluginAsyncZod = async (app) => {
  app.get('/sellers', { schema: { response: responses({ 200: z.array(sellerSummary) }) } }, async () => listSellers(app.db));

  app.get('/sellers/:id', { schema: { params: sellerIdParams, response: responses({ 200: sellerProfile }) } }, async (request) => {
    const profile = await getSellerProfile(app.db, request.params.id, app.fileUrls(request));
    if (!profile) throw notFound('Seller not found');
    return profile;
  });
};

export default sellers;
