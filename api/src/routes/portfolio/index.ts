import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound, badRequest } from '../../lib/http-error';
import { owned, type Refusals } from '../../lib/owned';
import { readMultipart } from '../../lib/multipart';
import { uploadAllowance } from '../../lib/upload-quota';
import { currentUser } from '../../plugins/app/auth';
import { removeFiles, storePhoto } from '../services/photos';
import {
  MAX_IMAGES_PER_PROJECT,
  countImages,
  deleteProject,
  findProject,
  getProject,
  imageKeysOf,
  insertImage,
  insertProject,
  listSellerPortfolio,
  updateProject,
} from './queries';
import { IMAGE_FIELDS, projectBody, projectIdParams, sellerIdParams } from './schema';
import { noContent, portfolioProject, responses } from '@craft/shared/schemas/responses';
import { z } from 'zod';

/** 404 if the project does not exist, 403 unless the caller is its seller. */
async function ownedProjectId(app: FastifyInstance, id: number, sellerId: number): Promise<number> {
  const refusals: Refusals = {
    notFound: ['Portfolio project not found', 'portfolio.not_found'],
    notYours: ['This project belongs to another seller', 'portfolio.not_yours'],
  };
  return owned(await findProject(app.db, id), (row) => row.seller_id === sellerId, refusals).id;
}

const portfolio: FastifyPluginAsyncZod = async (app) => {
  const { uploads, photoBytes } = app.config.limits;

  async function projectOr404(request: FastifyRequest, id: number) {
    const project = await getProject(app.db, id, app.fileUrls(request));
    if (!project) throw notFound('Portfolio project not found', 'portfolio.not_found');
    return project;
  }

  /** GET /portfolio/seller/{sellerId}: public, for the seller's page. */
  app.get('/portfolio/seller/:sellerId', { schema: { params: sellerIdParams, response: responses({ 200: z.array(portfolioProject) }) } }, async (request) =>
    listSellerPortfolio(app.db, request.params.sellerId, app.fileUrls(request)),
  );

  app.get('/portfolio/:id', { schema: { params: projectIdParams, response: responses({ 200: portfolioProject }) } }, async (request) => projectOr404(request, request.params.id));

  app.post('/portfolio', { schema: { body: projectBody, response: responses({ 201: portfolioProject }) }, preHandler: app.requireSeller }, async (request, reply) => {
    const user = currentUser(request);
    const id = await insertProject(app.db, user.id, request.body);
    return reply.code(201).send(await projectOr404(request, id));
  });

  app.put('/portfolio/:id', { schema: { params: projectIdParams, body: projectBody, response: responses({ 200: portfolioProject }) }, preHandler: app.requireSeller }, async (request) => {
    const id = await ownedProjectId(app, request.params.id, currentUser(request).id);
    await updateProject(app.db, id, request.body);
    return projectOr404(request, id);
  });

  /** Deletes the project, its image rows (cascade) and then their files. */
  app.delete('/portfolio/:id', { schema: { params: projectIdParams, response: responses({ 204: noContent }) }, preHandler: app.requireSeller }, async (request, reply) => {
    const id = await ownedProjectId(app, request.params.id, currentUser(request).id);
    const images = await imageKeysOf(app.db, [id]);
    await deleteProject(app.db, id);
    await removeFiles(app, images);
    return reply.code(204).send(null);
  });

  /** POST /portfolio/{id}/images (multipart {image}): JPEG/PNG/WebP up to the photo limit, stored like service photos. */
  app.post(
    '/portfolio/:id/images',
    {
      schema: { params: projectIdParams, response: responses({ 201: portfolioProject }) },
      preHandler: app.requireSeller,
      config: { rateLimit: { max: uploads.max, timeWindow: uploads.windowMs } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await ownedProjectId(app, request.params.id, user.id);
      const quota = await uploadAllowance(app, request, user.id);
      const { file } = await readMultipart(request, { fileFields: IMAGE_FIELDS, maxFileBytes: photoBytes, quota });
      if (!file) throw badRequest('image: An image file is required', 'portfolio.image_required');
      if ((await countImages(app.db, id)) >= MAX_IMAGES_PER_PROJECT) throw conflict(`A project has at most ${MAX_IMAGES_PER_PROJECT} images`, 'portfolio.image_limit');
      const keys = await storePhoto(app, file.data, { variants: false });
      try {
        await insertImage(app.db, id, keys);
      } catch (error) {
        await removeFiles(app, [keys]);
        throw error;
      }
      return reply.code(201).send(await projectOr404(request, id));
    },
  );
};

export default portfolio;
