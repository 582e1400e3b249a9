import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { absoluteUrl, ownAddress, requestBase } from '../../lib/public-base';
import { createStorage } from '../../storage/create';
import type { Storage } from '../../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    /**
     * The public URL of a stored file: absolute, on PUBLIC_API_URL, else the address a trusted proxy
     * names, else the API's own (never the request's Host); null for private files.
     */
    fileUrls(request: FastifyRequest): (key: string) => string | null;
    /** The base `fileUrls` uses for this request (caches of responses with file URLs key by it). */
    publicBase(request: FastifyRequest): string;
  }
}

/** S3-compatible object store when S3_* is configured (several instances), else DATA_DIR/uploads. */
export default fp(async (app) => {
  const storage = createStorage(app.config);
  app.decorate('storage', storage);
  // The port it listens on (PORT 0 picks one); the configured one before it listens.
  const listeningPort = () => {
    const address = app.server.address();
    return typeof address === 'object' && address ? address.port : app.config.port;
  };
  const publicBase = (request: FastifyRequest) => requestBase(request, app.config.publicApiUrl, ownAddress(app.config, listeningPort()));
  app.decorate('publicBase', publicBase);
  app.decorate('fileUrls', (request: FastifyRequest) => {
    const base = publicBase(request);
    return (key: string) => absoluteUrl(base, storage.publicUrl(key));
  });
  app.addHook('onClose', async () => storage.close?.());
}, { name: 'storage', dependencies: ['config'] });
