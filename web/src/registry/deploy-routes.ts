/**
 * The web tier's deploy endpoints (what `npm run remote:deploy|rollback|list` calls, with the deploy
 * token): upload a build, which is checked here against the host this server runs (checks.ts) and
 * then published to the shared registry (the API) as a preview or live; promote; roll back; list.
 * Also the preview links: /_preview/<remote>/<id> sets the cookie that shows that release to this
 * browser only.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RELEASE_ID, RELEASE_ZERO } from '@craft/shared/contracts/releases';
import { REMOTE_NAMES, type RemoteName } from '@craft/shared/contracts/remotes';
import type { ManifestView } from '../config';
import { checkRelease, ReleaseRefused } from './checks';
import { releaseOf } from './release-files';
import { previewCookie } from './run-time';
import { sameSecret } from './same-secret';
import { RegistryHttpError, type ReleaseStore } from './store';

/** The largest build accepted in one upload (JSON, files base64). */
export const DEPLOY_BODY_LIMIT = 256 * 1024 * 1024;

interface DeployRoutesOptions {
  store: ReleaseStore | null;
  deployToken: string | null;
  hostDistDir: string;
  /** The live manifests of every remote (for the route checks). */
  liveManifests: () => Promise<Partial<Record<RemoteName, ManifestView | undefined>>>;
  /** After a release went live or was rolled back: pages rendered with the old one are dropped. */
  onSwitch: () => void;
  /** What browsers reported of each release of a remote on this server (failure-reports.ts). */
  health?: (remote: RemoteName) => Record<string, { loads: number; failures: number }>;
  /** Runs the release's server build (server-build-check.ts); throws ReleaseRefused. */
  checkServerBuild?: (remote: RemoteName, files: ReadonlyMap<string, Buffer>, manifest: ManifestView) => Promise<void>;
}

const isRemote = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);
const fail = (reply: FastifyReply, status: number, error: string) => reply.code(status).header('Cache-Control', 'no-store').type('application/json').send({ error });

interface UploadBody {
  files?: unknown;
  preview?: unknown;
  force?: unknown;
}

export function registerDeployRoutes(app: FastifyInstance, { store, deployToken, hostDistDir, liveManifests, onSwitch, checkServerBuild, health }: DeployRoutesOptions): void {
  /** Null when the request may deploy; else the reply already sent. */
  function refuse(request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
    if (!deployToken || !store) return fail(reply, 404, !deployToken ? 'Deploying is turned off on this web server: set DEPLOY_TOKEN' : 'Deploying needs the API (API_INTERNAL_URL): the registry lives there');
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!given || !sameSecret(given, deployToken)) return fail(reply, 403, 'The deploy token is missing or wrong');
    return null;
  }
  const registryFailure = (reply: FastifyReply, error: unknown) => {
    if (error instanceof RegistryHttpError) return fail(reply, error.status >= 500 ? 502 : error.status, `The registry refused: ${error.message}`);
    return fail(reply, 502, `The registry (API) cannot be reached: ${error instanceof Error ? error.message : String(error)}`);
  };

  app.post<{ Params: { remote: string }; Body: UploadBody }>('/_deploy/remotes/:remote', { bodyLimit: DEPLOY_BODY_LIMIT }, async (request, reply) => {
    const refused = refuse(request, reply);
    if (refused || !store) return refused;
    const { remote } = request.params;
    if (!isRemote(remote)) return fail(reply, 404, `Unknown remote "${remote}": use ${REMOTE_NAMES.join(' or ')}`);
    const { files, preview, force } = request.body ?? {};
    if (!Array.isArray(files) || !files.length || !files.every((file: unknown) => typeof (file as { path?: unknown }).path === 'string' && typeof (file as { data?: unknown }).data === 'string'))
      return fail(reply, 400, 'Send { files: [{ path, data (base64) }], preview?: boolean, force?: boolean }');
    const build = releaseOf((files as { path: string; data: string }[]).map((file) => ({ path: file.path, bytes: Buffer.from(file.data, 'base64') })));
    let manifest;
    try {
      const files = new Map(build.files.map((file) => [file.path, file.bytes]));
      manifest = checkRelease({ name: remote, files, hostDistDir, others: await liveManifests(), force: force === true });
      // Last: the release's own code runs only once everything that can be read of it passed.
      await checkServerBuild?.(remote, files, manifest);
    } catch (error) {
      if (error instanceof ReleaseRefused) return fail(reply, 422, `Refused: ${error.message}`);
      throw error;
    }
    try {
      // A few uploads at a time: a build is hundreds of files.
      const queue = [...build.files];
      await Promise.all(Array.from({ length: 6 }, async () => {
        for (let file = queue.shift(); file; file = queue.shift()) await store.putBlob(file.sha256, file.bytes);
      }));
      await store.createRelease(remote, { id: build.id, files: build.files.map(({ path, sha256, size }) => ({ path, sha256, size })), manifest: { ...manifest } });
      const previewUrl = `/_preview/${remote}/${build.id}`;
      if (preview === true) return { remote, id: build.id, live: false, preview_url: previewUrl };
      const switched = await store.promote(remote, build.id);
      store.invalidateLive();
      onSwitch();
      return { remote, id: build.id, live: true, from: switched.from, preview_url: previewUrl };
    } catch (error) {
      return registryFailure(reply, error);
    }
  });

  app.post<{ Params: { remote: string }; Body: { id?: unknown } }>('/_deploy/remotes/:remote/promote', async (request, reply) => {
    const refused = refuse(request, reply);
    if (refused || !store) return refused;
    const { remote } = request.params;
    const id = request.body?.id;
    if (!isRemote(remote)) return fail(reply, 404, `Unknown remote "${remote}"`);
    if (typeof id !== 'string' || (id !== RELEASE_ZERO && !RELEASE_ID.test(id))) return fail(reply, 400, 'Send { id }: a release id (20 hex digits) or 0');
    try {
      const switched = await store.promote(remote, id);
      store.invalidateLive();
      onSwitch();
      return switched;
    } catch (error) {
      return registryFailure(reply, error);
    }
  });

  app.post<{ Params: { remote: string } }>('/_deploy/remotes/:remote/rollback', async (request, reply) => {
    const refused = refuse(request, reply);
    if (refused || !store) return refused;
    const { remote } = request.params;
    if (!isRemote(remote)) return fail(reply, 404, `Unknown remote "${remote}"`);
    try {
      const switched = await store.rollback(remote);
      store.invalidateLive();
      onSwitch();
      return switched;
    } catch (error) {
      return registryFailure(reply, error);
    }
  });

  /** GET /_deploy/remotes/<remote>/health: page loads and reported failures per release on this server (what --watch reads). */
  app.get<{ Params: { remote: string } }>('/_deploy/remotes/:remote/health', async (request, reply) => {
    const refused = refuse(request, reply);
    if (refused) return refused;
    const { remote } = request.params;
    if (!isRemote(remote)) return fail(reply, 404, `Unknown remote "${remote}"`);
    return reply.header('Cache-Control', 'no-store').send({ remote, releases: health?.(remote) ?? {} });
  });

  app.get('/_deploy/remotes', async (request, reply) => {
    const refused = refuse(request, reply);
    if (refused || !store) return refused;
    try {
      return await store.list();
    } catch (error) {
      return registryFailure(reply, error);
    }
  });

  /** A preview link: this browser gets the release in /config.json until /_preview/clear. */
  app.get<{ Params: { remote: string; id: string } }>('/_preview/:remote/:id', async (request, reply) => {
    const { remote, id } = request.params;
    if (!isRemote(remote) || !RELEASE_ID.test(id) || !store || !(await store.release(remote, id))) return fail(reply, 404, 'No such release to preview');
    return reply.header('Cache-Control', 'no-store').header('Set-Cookie', `${previewCookie(remote)}=${id}; Path=/; HttpOnly; SameSite=Lax`).redirect('/', 303);
  });
  app.get('/_preview/clear', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('Set-Cookie', REMOTE_NAMES.map((name) => `${previewCookie(name)}=; Path=/; Max-Age=0`))
      .redirect('/', 303),
  );
}
