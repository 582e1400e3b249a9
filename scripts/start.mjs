/**
 * `npm start`: build what is not built, then serve the whole product on its embedded defaults:
 * the web app on WEB_PORT (3000), the API on PORT (8080), data under DATA_DIR (./data),
 * the demo catalogue on first start (SEED_DEMO=0 turns it off). Ctrl-C stops everything.
 */
import { buildMissing, rootDir, spawnApi, waitForHttp } from './lib.mjs';
import { remotesDirFromEnv } from './remote-registry.mjs';
import { configFromEnv, startWebServer } from './web-server.mjs';

const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiPort = Number(process.env.PORT ?? 8080);

await buildMissing({ force: process.argv.includes('--rebuild') });

const api = spawnApi({
  PORT: String(apiPort),
  DATA_DIR: process.env.DATA_DIR ?? 'data',
  SEED_DEMO: process.env.SEED_DEMO ?? '1',
  WEB_ORIGIN: process.env.WEB_ORIGIN ?? `http://localhost:${webPort}`,
});

let stopping = false;
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`The API stopped (exit ${code}).`);
    process.exit(code ?? 1);
  }
});

const config = configFromEnv();
// Deployed remote releases (npm run remote:deploy) go live here without a restart.
const web = await startWebServer({ port: webPort, rootDir, config, remotesDir: remotesDirFromEnv(process.env, rootDir) });

async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  await web.app.close();
  api.kill('SIGTERM');
  const timer = setTimeout(() => api.kill('SIGKILL'), 10_000);
  api.once('exit', () => {
    clearTimeout(timer);
    process.exit(0);
  });
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await waitForHttp(`${config.apiUrl}/health`).catch((error) => console.error(error.message));
console.log(`\n  Marketplace ready: open http://localhost:${web.port}\n  API: ${config.apiUrl}\n`);
