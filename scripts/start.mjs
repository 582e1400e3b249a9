/**
 * `npm start`: build what is missing or changed, then serve the whole product on its embedded defaults:
 * the web app on WEB_PORT (3000) with the API proxied under /api of the same origin, the API
 * itself on PORT (8080), data under DATA_DIR (./data), the demo catalogue on first start
 * (SEED_DEMO=0 turns it off). Ctrl-C stops everything.
 *
 * Honest about what it runs: an app whose sources, shared package, build config or lockfile changed
 * since its build (after a pull, say) is built again first. Both ports are checked before anything
 * starts, and whatever way it ends, the API it started is stopped and waited for.
 *
 * The API stays its own process (not mounted into the web server): other clients use it on PORT,
 * it scales out on its own, and a crash of one does not take the other down.
 */
import { pathToFileURL } from 'node:url';
import { buildOutdated, portProblem, rootDir, spawnApi, waitForHttp, webServerEntry } from './lib.mjs';

/** One line for the person at the terminal (no stack trace), then exit with a failure. */
function fail(message) {
  console.error(message);
  process.exit(1);
}

function portFromEnv(variable, fallback) {
  const raw = process.env[variable]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) fail(`${variable} must be a port number from 1 to 65535, not "${raw}".`);
  return port;
}

const webPort = portFromEnv('WEB_PORT', 3000);
const apiPort = portFromEnv('PORT', 8080);
if (webPort === apiPort) fail(`WEB_PORT and PORT are both ${webPort}: set one of them to another port.`);

/** Where each server will listen: the web server on every interface, the API on HOST (default every interface). */
const listeners = [
  { variable: 'WEB_PORT', port: webPort, host: '0.0.0.0' },
  { variable: 'PORT', port: apiPort, host: process.env.HOST?.trim() || '0.0.0.0' },
];

function portMessage({ variable, port, host }, code) {
  if (code === 'EADDRINUSE') return `Port ${port} is in use: set ${variable} to a free port.`;
  if (code === 'EACCES') return `Port ${port} needs rights this user does not have: set ${variable} to a port above 1023.`;
  if (code === 'EADDRNOTAVAIL') return `${host} is no address of this machine: set HOST to one, or leave it unset.`;
  return `Port ${port} cannot be used (${code}): set ${variable} to a free port.`;
}

/** Fails with one line naming the variable to set when either port is taken (before anything is started). */
async function checkPorts() {
  for (const listener of listeners) {
    const code = await portProblem(listener.port, listener.host);
    if (code) fail(portMessage(listener, code));
  }
}

await checkPorts();

// Ctrl-C (or SIGTERM) during a build stops the build and waits for it, rather than leaving it running.
const building = new AbortController();
const abortBuild = () => building.abort();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, abortBuild);
try {
  const built = await buildOutdated({ force: process.argv.includes('--rebuild'), signal: building.signal });
  // A build takes minutes: the ports may have been taken meanwhile.
  if (built.length > 0) await checkPorts();
} catch (error) {
  fail(building.signal.aborted ? 'Stopped during the build.' : `The build failed (its messages are above): ${error.message}.`);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(signal, abortBuild);

// The web tier as built (web/dist), loaded once it is up to date: plain node, no tsx.
const { apiAddresses, apiInternalUrlFromEnv, configFromEnv, localApiHost, remotesDirFromEnv, startWebServer, trustProxyFromEnv } = await import(pathToFileURL(webServerEntry).href);

/**
 * The web server's proxy reaches the API over loopback (or the one address HOST names); the API
 * believes X-Forwarded-For only from there, never from everyone.
 */
const localProxy = [...new Set(['127.0.0.1', '::1', localApiHost()])];

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
// Created at once, so a stop after the API has already ended does not wait for an exit that has passed.
const apiExited = new Promise((resolve) => api.once('exit', resolve));

let web = null;
let stopping = null;

/** Closes the web server (when it runs), stops the API and waits until it is gone, then exits with `code`. */
function stop(code) {
  stopping ??= (async () => {
    await web?.app.close().catch(() => {});
    if (api.exitCode === null && api.signalCode === null) {
      api.kill('SIGTERM');
      // The API finishes in-flight requests first; one that hangs must not keep it alive.
      const force = setTimeout(() => api.kill('SIGKILL'), 10_000);
      await apiExited;
      clearTimeout(force);
    }
    process.exit(code);
  })();
  return stopping;
}

api.on('error', (error) => {
  console.error(`The API could not be started: ${error.message}.`);
  stop(1);
});
api.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`The API stopped (exit ${code ?? signal}); stopping the web server too.`);
  stop(code || 1);
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!stopping) console.log('\nStopping...');
    stop(0);
  });
}

const apiInternalUrl = apiInternalUrlFromEnv({ ...process.env, PORT: String(apiPort) });
try {
  // Remote releases deployed through it (npm run remote:deploy, with DEPLOY_TOKEN) go live without a restart.
  web = await startWebServer({ port: webPort, rootDir, config, apiInternalUrl, publicBaseUrl, remotesDir: remotesDirFromEnv(process.env, rootDir) });
} catch (error) {
  console.error(error.code === 'EADDRINUSE' ? portMessage(listeners[0], error.code) : `The web server did not start: ${error.message}`);
  await stop(1);
}
if (stopping) await stopping;

// Ready means a visitor gets a whole page: the API answers healthy (its database reached, the demo
// catalogue seeded) through the web server's own proxy, and the landing page has been rendered once
// (the server build loaded; a page whose reads failed would not be cached, so none is kept from before).
try {
  await waitForHttp(`${apiAddresses(apiInternalUrl)[0]}/health`, 120_000, { ok: true });
  await waitForHttp(`http://127.0.0.1:${web.port}/api/health`, 30_000, { ok: true });
  const warm = await fetch(`http://127.0.0.1:${web.port}/`, { headers: { Accept: 'text/html' } });
  await warm.body?.cancel();
} catch (error) {
  if (!stopping) {
    console.error(`The API did not become ready: ${error.message}. Stopping.`);
    await stop(1);
  }
}
if (!stopping) {
  const publicApi = /^https?:\/\//.test(config.apiUrl) ? config.apiUrl : `${publicBaseUrl}${config.apiUrl}`;
  console.log(`\n  Marketplace ready: open ${publicBaseUrl}\n  API: ${publicApi} (also on port ${apiPort})\n`);
}
