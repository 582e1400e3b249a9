import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** Global ceilings; routes pass their own smaller fileSize (photos 10 MB, documents 20 MB). */
export default fp(async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: app.config.limits.documentBytes,
      files: 1,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 25,
      headerPairs: 100,
    },
  });
}, { name: 'multipart', dependencies: ['config'] });
