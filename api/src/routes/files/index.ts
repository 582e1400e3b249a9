import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { fileDownload, responses } from '@craft/shared/schemas/responses';

/** Only names the app generates: no path separators, no dots beyond the extension. */
const photoName = z.object({ name: z.string().regex(/^[A-Za-z0-9_-]{10,64}((\.thumb)?\.webp|\.w[0-9]{2,4}\.(webp|jpg))$/, 'Unknown file') });

/** The photo, its thumbnail and its WebP variants are WebP; the JPEG variants (lib/photo-variants.ts) for browsers without it. */
const PHOTO_TYPES = ['image/webp', 'image/jpeg'] as const;

/** GET /files/photos/{name}: public service photos. Names are random, so they never change. */
const files: FastifyPluginAsyncZod = async (app) => {
  app.get('/files/photos/:name', { schema: { params: photoName, response: responses({ 200: fileDownload(PHOTO_TYPES, 'The photo (WebP, or JPEG for a `.jpg` variant), cacheable for a year') }) } }, async (request, reply) => {
    const file = await app.storage.read(`photos/${request.params.name}`);
    if (!file) throw notFound('File not found', 'file.not_found');
    return reply
      .type(request.params.name.endsWith('.jpg') ? 'image/jpeg' : 'image/webp')
      .header('content-length', String(file.size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.stream as unknown as string); // streamed as stored, never serialized
  });
};

export default files;
