import path from 'node:path';
import fp from 'fastify-plugin';
import { LocalDiskStorage } from '../../storage/local';
import { S3Storage } from '../../storage/s3';
import type { Storage } from '../../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** S3-compatible object store when S3_* is configured (several instances), else DATA_DIR/uploads. */
export default fp(async (app) => {
  const { s3, dataDir } = app.config;
  const storage: Storage = s3 ? new S3Storage(s3) : new LocalDiskStorage(path.join(dataDir, 'uploads'));
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close?.());
}, { name: 'storage', dependencies: ['config'] });
