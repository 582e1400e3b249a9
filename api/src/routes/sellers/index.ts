import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/app/auth';
import { getSellerProfile, getServiceArea, listSellers, setServiceArea } from './queries';
import { sellerIdParams, serviceAreaBody } from './schema';
import { responses, sellerProfile, sellerSummary, serviceArea } from '@craft/shared/schemas/responses';
import { z } from 'zod';

/** Public reads about craftsmen: names, services, portfolio and rating, never contact details. */
const sellers: FastifyPluginAsyncZod = async (app) => {
  app.get('/sellers', { schema: { response: responses({ 200: z.array(sellerSummary) }) } }, async () => listSellers(app.db));

  app.get('/sellers/:id', { schema: { params: sellerIdParams, response: responses({ 200: sellerProfile }) } }, async (request) => {
    const profile = await getSellerProfile(app.db, request.params.id, app.fileUrls(request));
    if (!profile) throw notFound('Seller not found', 'seller.not_found');
    return profile;
  });

  /** The caller's service area: post_number null until set; the radius defaults to 30 km. */
  app.get('/sellers/me/service-area', { schema: { response: responses({ 200: serviceArea }) }, preHandler: app.requireSeller }, async (request) =>
    getServiceArea(app.db, currentUser(request).id),
  );

  /** Sets where the caller works: a known German postcode and a radius (1-200 km, default 30). */
  app.put(
    '/sellers/me/service-area',
    { schema: { body: serviceAreaBody, response: responses({ 200: serviceArea }) }, preHandler: app.requireSeller },
    async (request) => {
      const user = currentUser(request);
      if (!(await setServiceArea(app.db, user.id, request.body))) throw badRequest(`Unknown postcode: ${request.body.post_number}`, 'postcode.unknown');
      // Postcode searches (here and on every other instance) now find this seller elsewhere.
      app.searchCache.invalidate();
      return getServiceArea(app.db, user.id);
    },
  );
};

export default sellers;
