/**
 * `npm start`: build what is not built, then serve the whole product on its embedded defaults:
 * the web app on WEB_PORT (3000) with the API proxied under /api of the same origin, the API
 * itself on PORT (8080), data under DATA_DIR (./data), the demo catalogue on first start
 * (SEED_DEMO=0 turns it off). Ctrl-C stops everything.
 *
 * The API stays its own process (not mounted into the web server): other clients use it on PORT,
 * it scales out on its own, and a crash of one does not take the other down.
 */
import { buildMissing, rootDir, spawnApi, waitForHttp } from './lib.mjs';
import { remotesDirFromEnv } from './remote-registry.mjs';
import { apiInternalUrlFromEnv, configFromEnv, localApiHost, startWebServer, trustProxyFromEnv } from './web-server.mjs';

const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiPort = Number(process.env.PORT ?? 8080);

/**
 * The web server's proxy reaches the API over loopback (or the one address HOST names); the API
 * believes X-Forwarded-For only from there, never from everyone.
 */
const localProxy = [...new Set(['127.0.0.1', '::1', localApiHost()])];

await buildMissing({ force: process.argv.includes('--rebuild') });

/**
 * The one public address every absolute URL is built on (canonical links, JSON-LD, photos, mails,
 * the sitemap): PUBLIC_BASE_URL, else the address printed below. Never a request's Host.
 */
const publicBaseUrl = (process.env.PUBLIC_BASE_URL?.trim() || `http://localhost:${webPort}`).replace(/\/+$/, '');
// In /config.json too, so pages rendered in the browser name the same address.
const config = configFromEnv({ ...process.env, PUBLIC_BASE_URL: publicBaseUrl });

const userTrustedProxies = trustProxyFromEnv() || [];
const api = spawnApi({
  PORT: String(apiPort),
  DATA_DIR: process.env.DATA_DIR ?? 'data',
  SEED_DEMO: process.env.SEED_DEMO ?? '1',
  // The browser calls the API through /api of the page's own origin, so CORS is not needed for
  // it; WEB_ORIGIN is only for other browser clients calling the API on PORT directly.
  WEB_ORIGIN: process.env.WEB_ORIGIN ?? `http://localhost:${webPort}`,
  // The client address (login throttle, rate limits) comes from our proxy's X-Forwarded-For:
  // trusted from the loopback proxy only, plus any proxy named in TRUST_PROXY.
  TRUST_PROXY: [...new Set([...userTrustedProxies, ...localProxy])].join(','),
  // Photo URLs and mailed links on the public address, also for clients calling the API on PORT.
  PUBLIC_API_URL: process.env.PUBLIC_API_URL?.trim() || (/^https?:\/\//.test(config.apiUrl) ? config.apiUrl : `${publicBaseUrl}${config.apiUrl}`),
  PUBLIC_WEB_URL: process.env.PUBLIC_WEB_URL?.trim() || publicBaseUrl,
});

let stopping = false;
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`The API stopped (exit ${code}).`);
    process.exit(code ?? 1);
  }
});

const apiInternalUrl = apiInternalUrlFromEnv({ ...process.env, PORT: String(apiPort) });
// Deployed remote releases (npm run remote:deploy) go live here without a restart.
const web = await startWebServer({ port: webPort, rootDir, config, apiInternalUrl, publicBaseUrl, remotesDir: remotesDirFromEnv(process.env, rootDir) });

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

await waitForHttp(`${apiInternalUrl}/health`).catch((error) => console.error(error.message));
const publicApi = /^https?:\/\//.test(config.apiUrl) ? config.apiUrl : `${publicBaseUrl}${config.apiUrl}`;
console.log(`\n  Marketplace ready: open ${publicBaseUrl}\n  API: ${publicApi} (also on port ${apiPort})\n`);
