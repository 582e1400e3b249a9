/**
 * The web app manifest and its icons, so phones can add the site to the home screen. They are the
 * host's files (host/public/manifest.webmanifest, host/public/icons/); the host's build copies
 * only its favicon into dist, so the web server reads them from the host's public folder, once at
 * start. A missing file is a 404, never a failed start.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const MANIFEST_PATH = '/manifest.webmanifest';
const ICON_NAME = /^[a-z0-9-]+\.png$/;
const CACHE_CONTROL = 'public, max-age=86400';

function readOrNull(file: string): Buffer | null {
  try {
    return fs.readFileSync(file);
  } catch {
    return null;
  }
}

export function registerWebManifest(app: FastifyInstance, { hostPublicDir }: { hostPublicDir: string }): void {
  const manifest = readOrNull(path.join(hostPublicDir, 'manifest.webmanifest'));
  const iconsDir = path.join(hostPublicDir, 'icons');
  const icons = new Map<string, Buffer>();
  for (const name of fs.existsSync(iconsDir) ? fs.readdirSync(iconsDir) : []) {
    const icon = ICON_NAME.test(name) ? readOrNull(path.join(iconsDir, name)) : null;
    if (icon) icons.set(name, icon);
  }

  app.get(MANIFEST_PATH, async (_request, reply) => {
    if (!manifest) return reply.code(404).send({ error: 'No web app manifest' });
    return reply.header('Cache-Control', CACHE_CONTROL).type('application/manifest+json; charset=utf-8').send(manifest);
  });

  app.get<{ Params: { name: string } }>('/icons/:name', async (request, reply) => {
    const icon = icons.get(request.params.name);
    if (!icon) return reply.code(404).send({ error: `No icon ${request.params.name}` });
    return reply.header('Cache-Control', CACHE_CONTROL).type('image/png').send(icon);
  });
}
