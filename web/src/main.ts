/**
 * The web server alone (`npm start -w web`, node web/dist/main.js): for a machine that runs the API
 * elsewhere (API_INTERNAL_URL). `npm start` (scripts/start.mjs) starts it together with the API.
 * Listens on WEB_PORT (3000) on every interface; the other variables are those of `npm start`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv, startWebServer } from './server/web-server';

// web/dist: the repository root is two folders up.
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const raw = process.env.WEB_PORT?.trim() || '3000';
const port = Number(raw);
if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
  console.error(`WEB_PORT must be a port number from 1 to 65535, not "${raw}".`);
  process.exit(1);
}

const web = await startWebServer({ port, rootDir, config: configFromEnv() });
console.log(`Web server listening on ${web.address}, public address ${web.publicBaseUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void web.app.close().then(() => process.exit(0));
  });
}
