import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/app/auth';
import { findService } from '../services/queries';
import { addToWishlist, listWishlist, removeFromWishlist } from './queries';
import { wishlistBody, wishlistItemParams } from './schema';
import { noContent, responses, wishlistItem } from '@craft/shared/schemas/responses';
import { z } from 'zod';

/** A buyer's saved services. */
const wishlist: FastifyPluginAsyncZod = async (app) => {
  app.get('/wishlist', { schema: { response: responses({ 200: z.array(wishlistItem) }) }, preHandler: app.requireBuyer }, async (request) => listWishlist(app.db, currentUser(request).id, app.fileUrls(request)));

  /** POST /wishlist {service_id}: 201 when added, 200 when it was already there (adding twice keeps one). */
  app.post('/wishlist', { schema: { body: wishlistBody, response: responses({ 200: wishlistItem, 201: wishlistItem }) }, preHandler: app.requireBuyer }, async (request, reply) => {
    const buyerId = currentUser(request).id;
    const serviceId = request.body.service_id;
    if (!(await findService(app.db, serviceId))) throw notFound('Service not found', 'service.not_found');
    const inserted = await addToWishlist(app.db, buyerId, serviceId);
    const [item] = await listWishlist(app.db, buyerId, app.fileUrls(request), serviceId);
    // The service may have been deleted in between: then it is simply gone.
    if (!item) throw notFound('Service not found', 'service.not_found');
    return reply.code(inserted ? 201 : 200).send(item);
  });

  /** DELETE /wishlist/{serviceId}: 404 when the service is not in the caller's list. */
  app.delete('/wishlist/:serviceId', { schema: { params: wishlistItemParams, response: responses({ 204: noContent }) }, preHandler: app.requireBuyer }, async (request, reply) => {
    if (!(await removeFromWishlist(app.db, currentUser(request).id, request.params.serviceId))) throw notFound('This service is not in your wishlist', 'wishlist.not_listed');
    return reply.code(204).send(null);
  });
};

export default wishlist;
