import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceRow } from '../../db/types';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { owned, type Refusals } from '../../lib/owned';
import { readMultipart } from '../../lib/multipart';
import { uploadAllowance } from '../../lib/upload-quota';
import { parseOr400 } from '../../lib/validate';
import { type AuthUser, currentUser, viewerOf } from '../../plugins/app/auth';
import { categoryExists } from '../categories/queries';
import { MAX_PHOTOS_PER_SERVICE, removeFiles, storePhoto, storedPhotoOf } from './photos';
import {
  countPhotos,
  deletePhoto,
  deletePhotos,
  findService,
  insertPhoto,
  type PhotoKeys,
  insertService,
  listSellerServices,
  orderPhotos,
  photosOf,
  sellerVerified,
  softDeleteService,
  toService,
  updateService,
} from './queries';
import { photoFields, photoOrderBody, sellerIdParams, serviceBody, serviceIdParams, servicePhotoParams } from './schema';
import { noContent, responses, service, servicePhoto, storedPhoto } from '@craft/shared/schemas/responses';
import type { Service } from '@craft/shared/api/types';
import { z } from 'zod';

const SERVICE_REFUSALS: Refusals = {
  notFound: ['Service not found', 'service.not_found'],
  notYours: ['This service belongs to another seller', 'service.not_yours'],
};

/** 404 if the service does not exist, 403 unless the caller is its seller. */
async function ownedService(app: FastifyInstance, id: number, user: AuthUser): Promise<ServiceRow> {
  return owned(await findService(app.db, id, 'own'), (row) => row.seller_id === user.id, SERVICE_REFUSALS);
}

const services: FastifyPluginAsyncZod = async (app) => {
  const photoFile = { fileFields: ['photo'], maxFileBytes: app.config.limits.photoBytes } as const;

  /**
   * 404 when the service does not exist (also when a racing request deleted one just written).
   * The public view comes from the cache; a service held until its craftsman submits trader
   * details only from the database, for him (`ownerId`) or, with `viewer`, for him or an operator.
   */
  async function serviceOr404(
    request: FastifyRequest,
    id: number,
    ownerId: number | 'viewer' | null = null,
    cached: ReturnType<typeof app.serviceCache.get> = app.serviceCache.get(id),
  ): Promise<Service> {
    const stored = await cached;
    if (stored) return toService(stored.row, stored.photos, app.fileUrls(request), stored.sellerVerified);
    const row = ownerId === null ? undefined : await findService(app.db, id, 'own');
    if (row && (await mayViewHeld(request, row.seller_id, ownerId))) {
      const [photos, verified] = await Promise.all([photosOf(app.db, [id]), sellerVerified(app.db, row.seller_id)]);
      return toService(row, photos.get(id) ?? [], app.fileUrls(request), verified);
    }
    throw notFound('Service not found', 'service.not_found');
  }

  async function mayViewHeld(request: FastifyRequest, sellerId: number, ownerId: number | 'viewer' | null): Promise<boolean> {
    if (ownerId === null) return false;
    if (ownerId !== 'viewer') return ownerId === sellerId;
    const viewer = await viewerOf(request);
    return viewer !== null && (viewer.role === 'operator' || viewer.id === sellerId);
  }

  /** After a write to a service or its photos: every cache that shows it forgets it. */
  async function changed(serviceId: number, categoryIds: number[]): Promise<void> {
    app.serviceCache.invalidate([serviceId]);
    app.searchCache.invalidate();
    await app.catalogueCache.invalidate(categoryIds);
  }

  async function assertWritable(user: AuthUser, body: { seller_id: number; category_id: number }): Promise<void> {
    if (body.seller_id !== user.id) throw forbidden('seller_id must be your own id', 'service.seller_not_self');
    if (!(await categoryExists(app.db, body.category_id))) throw badRequest('category_id: Unknown category', 'category.unknown');
  }

  /** GET /services/{id}: public; a read by anyone but the service's craftsman counts as a view. */
  app.get('/services/:id', { schema: { params: serviceIdParams, response: responses({ 200: service }) } }, async (request) => {
    // A token only tells who reads; a stale one still gets the public page (and counts as a visitor).
    const cached = app.serviceCache.get(request.params.id);
    const [stored, viewer] = await Promise.all([cached, viewerOf(request)]);
    if (stored && viewer?.id !== stored.row.seller_id) app.serviceViews.count(stored.row.id);
    return serviceOr404(request, request.params.id, 'viewer', cached);
  });

  /** GET /services/photos/{id}: the service's first photo; {id} is the service id. */
  app.get('/services/photos/:id', { schema: { params: serviceIdParams, response: responses({ 200: servicePhoto }) } }, async (request) => {
    const service = await serviceOr404(request, request.params.id, 'viewer');
    if (!service.photo) throw notFound('This service has no photo', 'service.no_photo');
    return { photo_url: service.photo };
  });

  app.get('/services/seller/:sellerId', { schema: { params: sellerIdParams, response: responses({ 200: z.array(service) }) } }, async (request) => {
    // The craftsman (and an operator) also sees the services held until his trader details are in.
    const own = await mayViewHeld(request, request.params.sellerId, 'viewer');
    return listSellerServices(app.db, request.params.sellerId, app.fileUrls(request), own ? 'own' : 'public');
  });

  app.post('/services', { schema: { body: serviceBody, response: responses({ 201: service }) }, preHandler: app.requireConfirmedSeller }, async (request, reply) => {
    const user = currentUser(request);
    const body = request.body;
    await assertWritable(user, body);
    const id = await insertService(app.db, user.id, body);
    await changed(id, [body.category_id]);
    return reply.code(201).send(await serviceOr404(request, id, user.id));
  });

  app.put(
    '/services/:id',
    { schema: { params: serviceIdParams, body: serviceBody, response: responses({ 200: service }) }, preHandler: app.requireSeller },
    async (request) => {
      const user = currentUser(request);
      const before = await ownedService(app, request.params.id, user);
      const body = request.body;
      await assertWritable(user, body);
      await updateService(app.db, request.params.id, user.id, body);
      // The category it left and the one it joined (the same one, mostly).
      await changed(request.params.id, [before.category_id, body.category_id]);
      return serviceOr404(request, request.params.id, user.id);
    },
  );

  /**
   * Deletes the service for everyone (404 from then on, gone from the catalogue and wishlists)
   * with its photos, but keeps the row so buyers' orders and reviews of it keep their history.
   */
  app.delete('/services/:id', { schema: { params: serviceIdParams, response: responses({ 204: noContent }) }, preHandler: app.requireSeller }, async (request, reply) => {
    const user = currentUser(request);
    const row = await ownedService(app, request.params.id, user);
    const photos = await softDeleteService(app.db, request.params.id, user.id);
    await changed(row.id, [row.category_id]);
    await removeFiles(app, photos);
    return reply.code(204).send(null);
  });

  /** POST /services/photos (multipart {service_id, photo}): adds a photo; the first one is the cover. */
  app.post(
    '/services/photos',
    {
      schema: { response: responses({ 201: storedPhoto }) },
      preHandler: app.requireSeller,
      config: { rateLimit: { max: app.config.limits.uploads.max, timeWindow: app.config.limits.uploads.windowMs } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { fields, file } = await readMultipart(request, { ...photoFile, quota: await uploadAllowance(app, request, user.id) });
      const { service_id } = parseOr400(photoFields, fields);
      if (!file) throw badRequest('photo: A photo file is required', 'service.photo_required');
      const row = await ownedService(app, service_id, user);
      if ((await countPhotos(app.db, service_id)) >= MAX_PHOTOS_PER_SERVICE) throw conflict(`A service has at most ${MAX_PHOTOS_PER_SERVICE} photos`, 'service.photo_limit');
      const keys = await storePhoto(app, file.data, { variants: true });
      let id: number;
      try {
        ({ id } = await insertPhoto(app.db, service_id, user.id, keys, false));
      } catch (error) {
        await removeFiles(app, [keys]);
        throw error;
      }
      await changed(row.id, [row.category_id]);
      return reply.code(201).send({ id, ...storedPhotoOf(keys, app.fileUrls(request)) });
    },
  );

  /** PUT /services/photos/{id} (multipart {photo}): replaces the service's photos with this one. */
  app.put(
    '/services/photos/:id',
    {
      schema: { params: serviceIdParams, response: responses({ 200: storedPhoto }) },
      preHandler: app.requireSeller,
      config: { rateLimit: { max: app.config.limits.uploads.max, timeWindow: app.config.limits.uploads.windowMs } },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await ownedService(app, request.params.id, user);
      const { file } = await readMultipart(request, { ...photoFile, quota: await uploadAllowance(app, request, user.id) });
      if (!file) throw badRequest('photo: A photo file is required', 'service.photo_required');
      const keys = await storePhoto(app, file.data, { variants: true });
      let old: PhotoKeys[];
      let id: number;
      try {
        ({ old, id } = await insertPhoto(app.db, request.params.id, user.id, keys, true));
      } catch (error) {
        await removeFiles(app, [keys]);
        throw error;
      }
      await changed(row.id, [row.category_id]);
      await removeFiles(app, old);
      return { id, ...storedPhotoOf(keys, app.fileUrls(request)) };
    },
  );

  /**
   * DELETE /services/photos/{id}: removes the service's photos. Idempotent: a service that is
   * already gone (the client may delete the service first) answers 204 too.
   */
  app.delete('/services/photos/:id', { schema: { params: serviceIdParams, response: responses({ 204: noContent }) }, preHandler: app.requireSeller }, async (request, reply) => {
    const user = currentUser(request);
    const row = await findService(app.db, request.params.id, 'own');
    if (!row) return reply.code(204).send(null);
    owned(row, (found) => found.seller_id === user.id, SERVICE_REFUSALS);
    const photos = await deletePhotos(app.db, row.id);
    await changed(row.id, [row.category_id]);
    await removeFiles(app, photos);
    return reply.code(204).send(null);
  });

  /** PUT /services/{id}/photos/order {photo_ids}: the craftsman's order; the first is the cover. */
  app.put(
    '/services/:id/photos/order',
    { schema: { params: serviceIdParams, body: photoOrderBody, response: responses({ 200: service }) }, preHandler: app.requireSeller },
    async (request) => {
      const user = currentUser(request);
      const row = await ownedService(app, request.params.id, user);
      if (!(await orderPhotos(app.db, row.id, user.id, request.body.photo_ids))) {
        throw conflict("photo_ids must name each of the service's photos once", 'service.photo_order_mismatch');
      }
      await changed(row.id, [row.category_id]);
      return serviceOr404(request, row.id, user.id);
    },
  );

  /** DELETE /services/{id}/photos/{photoId}: removes one photo; the next one becomes the cover if it was first. */
  app.delete(
    '/services/:id/photos/:photoId',
    { schema: { params: servicePhotoParams, response: responses({ 204: noContent }) }, preHandler: app.requireSeller },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await ownedService(app, request.params.id, user);
      const photo = await deletePhoto(app.db, row.id, user.id, request.params.photoId);
      if (!photo) throw notFound('This service has no such photo', 'service.photo_not_found');
      await changed(row.id, [row.category_id]);
      await removeFiles(app, [photo]);
      return reply.code(204).send(null);
    },
  );
};

export default services;
