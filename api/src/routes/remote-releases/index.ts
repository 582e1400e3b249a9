import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { sameSecret } from '../../lib/same-secret';
import { RELEASE_ZERO, releaseIdOf } from '@craft/shared/contracts/releases';
import { fileDownload, noContent, responses } from '@craft/shared/schemas/responses';
import { blobKey, findRelease, insertRelease, listReleases, liveReleases, promoteRelease, rollbackRelease } from './queries';
import {
  blobParams,
  createReleaseBody,
  liveReleases as liveReleasesSchema,
  MAX_BLOB_BYTES,
  promoteBody,
  release,
  releaseList,
  releaseParams,
  remoteParams,
  switchResult,
} from './schema';

/**
 * The registry of remote releases, shared by every web server: the live pointers and history in the
 * database, the release files as content-addressed blobs in the storage driver. Reading (what a
 * web server needs to serve the live releases) is open, like the bundles it serves; publishing
 * needs DEPLOY_TOKEN as a bearer token, and answers 404 when none is configured.
 */
const remoteReleases: FastifyPluginAsyncZod = async (app) => {
  // Release files come as raw bytes; only on this resource, and larger than the API's JSON bodies.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_BLOB_BYTES }, (_request, body, done) => done(null, body));

  async function requireDeployToken(request: FastifyRequest): Promise<void> {
    const configured = app.config.deployToken;
    if (!configured) throw notFound('Publishing remote releases is turned off: this API has no DEPLOY_TOKEN', 'deploy.disabled');
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!given || !sameSecret(given, configured)) throw forbidden('The deploy token is missing or wrong', 'deploy.token_invalid');
  }

  /** GET /remote-releases/live: what every web server polls (null: the built-in bundle, release 0). */
  app.get('/remote-releases/live', { schema: { response: responses({ 200: liveReleasesSchema }) } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return liveReleases(app.db);
  });

  app.get('/remote-releases/blobs/:sha256', { schema: { params: blobParams, response: responses({ 200: fileDownload('application/octet-stream', 'A release file, named by its SHA-256; never changes') }) } }, async (request, reply) => {
    const file = await app.storage.read(blobKey(request.params.sha256));
    if (!file) throw notFound('No release file with this SHA-256', 'file.not_found');
    return reply
      .type('application/octet-stream')
      .header('content-length', String(file.size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.stream as unknown as string);
  });

  /** PUT /remote-releases/blobs/{sha256}: one release file; idempotent, refused when the bytes do not hash to the name. */
  app.put('/remote-releases/blobs/:sha256', { schema: { params: blobParams, response: responses({ 204: noContent }) }, preHandler: requireDeployToken }, async (request, reply) => {
    const body = request.body;
    if (!Buffer.isBuffer(body)) throw badRequest('Send the file as application/octet-stream', 'release.blob_mismatch');
    const actual = createHash('sha256').update(body).digest('hex');
    if (actual !== request.params.sha256) throw badRequest(`The bytes hash to ${actual}, not ${request.params.sha256}`, 'release.blob_mismatch');
    await app.storage.put(blobKey(actual), body);
    return reply.code(204).send(null);
  });

  /** GET /remote-releases: every release and each remote's history (previews included, so behind the token). */
  app.get('/remote-releases', { schema: { response: responses({ 200: releaseList }) }, preHandler: requireDeployToken }, async () => listReleases(app.db));

  app.get('/remote-releases/:remote/:release', { schema: { params: releaseParams, response: responses({ 200: release }) } }, async (request) => {
    const found = await findRelease(app.db, request.params.remote, request.params.release);
    if (!found) throw notFound(`No ${request.params.remote} release ${request.params.release}`, 'release.not_found');
    return found;
  });

  /**
   * POST /remote-releases/{remote}: registers an uploaded build (not live yet: a preview until
   * promoted). 201 when new, 200 when the same build was registered before.
   */
  app.post('/remote-releases/:remote', { schema: { params: remoteParams, body: createReleaseBody, response: responses({ 200: release, 201: release }) }, preHandler: requireDeployToken }, async (request, reply) => {
    const { remote } = request.params;
    const { id, files, manifest } = request.body;
    const expected = releaseIdOf(files);
    if (expected !== id) throw badRequest(`The release id of these files is ${expected}, not ${id}`, 'release.id_mismatch');
    const paths = new Set(files.map((file) => file.path));
    if (paths.size !== files.length) throw badRequest('A file path is listed twice', 'release.id_mismatch');
    const missing: string[] = [];
    for (const file of files) {
      const stored = await app.storage.read(blobKey(file.sha256));
      if (!stored || stored.size !== file.size) missing.push(file.path);
      stored?.stream.destroy();
    }
    if (missing.length) throw badRequest(`Not uploaded: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}`, 'release.files_missing');
    const inserted = await insertRelease(app.db, remote, id, files, manifest);
    const stored = await findRelease(app.db, remote, id);
    if (!stored) throw notFound(`No ${remote} release ${id}`, 'release.not_found');
    return reply.code(inserted ? 201 : 200).send(stored);
  });

  /** POST /remote-releases/{remote}/promote {id}: makes a registered release (or '0', the built-in bundle) live. */
  app.post('/remote-releases/:remote/promote', { schema: { params: remoteParams, body: promoteBody, response: responses({ 200: switchResult }) }, preHandler: requireDeployToken }, async (request) => {
    const { remote } = request.params;
    const { id } = request.body;
    if (id !== RELEASE_ZERO && !(await findRelease(app.db, remote, id))) throw notFound(`No ${remote} release ${id}: upload it first`, 'release.not_found');
    return { remote, ...(await promoteRelease(app.db, remote, id)) };
  });

  /** POST /remote-releases/{remote}/rollback: the release live before the current one is live again. */
  app.post('/remote-releases/:remote/rollback', { schema: { params: remoteParams, body: z.object({}).optional(), response: responses({ 200: switchResult }) }, preHandler: requireDeployToken }, async (request) => ({
    remote: request.params.remote,
    ...(await rollbackRelease(app.db, request.params.remote)),
  }));
};

export default remoteReleases;
