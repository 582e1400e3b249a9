/**
 * Server rendering of the public pages (#19): the landing page, the results of a query or a
 * category, and every remote route its manifest marks `render: 'server'` (the buyer remote's
 * service and seller pages). The host's server build (host/dist-server, see webpack.common.js)
 * renders them; it loads each remote's server build through Module Federation's Node runtime from
 * the same registry as the browser build, so a remote deploy changes what is rendered here without
 * a restart. Anything that fails falls back to the browser-rendered shell (index.html).
 *
 * The rendered HTML is the same for every visitor of one language (the signed-in parts fill in
 * after hydration), so it is cached briefly here and may be by a CDN (s-maxage); a write through
 * /api drops the pages it may have changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import { pagePath, siteBaseUrl } from '../seo-files.mjs';
import { matchPath } from './match-path.mjs';

const require = createRequire(import.meta.url);

/** The host's own server-rendered pages (host/src/app/routes.tsx): the landing page and the results. */
const HOST_PAGES = ['/', '/results'];

/** The cookie the page's language switch writes (shared/src/i18n: STORAGE_KEY). */
const LANGUAGE_COOKIE = 'craft.language';

export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** The visitor's language: their choice (cookie), else the browser's first of German or English. */
export function languageOf(request) {
  const cookie = String(request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (cookie === 'de' || cookie === 'en') return cookie;
  const accepted = String(request.headers['accept-language'] ?? '').toLowerCase();
  const first = accepted.split(',').map((part) => part.trim().slice(0, 2)).find((tag) => tag === 'de' || tag === 'en');
  return first ?? 'en';
}

/** Whether `pathname` is a server-rendered page of the live config. */
export function isServerRendered(pathname, config) {
  if (HOST_PAGES.includes(pathname)) return true;
  for (const remote of Object.values(config.remotes)) {
    for (const route of remote.manifest?.routes ?? []) {
      if (route.render === 'server' && route.access === 'public' && matchPath(route.path, pathname)) return true;
    }
  }
  return false;
}

/** The server build beside a remote's browser build: <folder of its manifest>/server/remoteEntry.js. */
export function serverEntryOf(entry, selfOrigin) {
  if (!entry) return undefined;
  return new URL('server/remoteEntry.js', new URL(entry, `${selfOrigin}/`)).href;
}

const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The host's index.html with the rendered page, its head, its state, its language and the run-time config. */
export function composeDocument(template, { html, head, state }, config) {
  // The template is html-webpack-plugin's minified output: attribute quotes are optional.
  let document = template.replace(/<html lang="?[a-z-]*"?/, `<html lang="${state.language}"`);
  if (/<title>/.test(head)) document = document.replace(/<title>[^<]*<\/title>/, '');
  if (/<meta name="description"/.test(head)) document = document.replace(/<meta name="?description"?[^>]*>/, '');
  // The page's scripts (deferred: they run after parsing anyway) move behind the content, so the
  // HTML has everything a crawler needs before any script. Their chunks are not preloaded: the
  // content is on screen without them, and on a slow line their bytes would delay the page's own
  // (Lighthouse mobile: first contentful paint about 1.1 s → 0.7 s on the landing page).
  const scripts = [];
  document = document
    .replace(/<script defer(?:="defer")? src="?[^" >]+"?><\/script>/g, (tag) => {
      scripts.push(tag);
      return '';
    })
    .replace(/<link rel="?preload"? as="?script"? [^>]*>/g, '');
  document = document.replace('</head>', `${head}</head>`).replace('</body>', `${scripts.join('')}</body>`);
  return document.replace(
    /<div id="?root"?><\/div>/,
    () =>
      `<div id="root">${html}</div><script type="application/json" id="server-state">${escapeJson(state)}</script>` +
      // The run-time config it was rendered with: the page starts without asking /config.json again.
      (config ? `<script type="application/json" id="server-config">${escapeJson(config)}</script>` : ''),
  );
}

/**
 * Which cached pages a successful write through /api may have changed. Writes that touch only the
 * writer's own account, messages or notifications change no public page. A service write changes
 * that service's page (its path is the buyer remote's, from its manifest: `links.service`), the
 * listings it appears in and its craftsman's page, but no other service's page.
 */
export function pagesChangedBy(method, apiPath, config) {
  if (method === 'GET' || method === 'HEAD') return () => false;
  const [resource, id] = apiPath.split('?')[0].split('/').filter(Boolean);
  if (['login', 'notifications', 'conversations', 'live', 'wishlist', 'quotation'].includes(resource)) return () => false;
  if (resource === 'users' && ['login', 'logout', 'password', 'refresh', 'forgot-password', 'reset-password', 'confirm-email', 'locale'].includes(id)) return () => false;
  const servicePage = config?.remotes?.buyer?.manifest?.links?.service;
  if (resource === 'services' && /^\d+$/.test(id ?? '') && servicePage) {
    const changed = pagePath(servicePage, id);
    return (page) => {
      const pathname = page.split('?')[0];
      return pathname === changed || !matchPath(servicePage, pathname);
    };
  }
  return () => true;
}

/**
 * @param {object} options
 * @param {string} options.rootDir
 * @param {() => Promise<object>} options.config the live /config.json
 * @param {() => string} options.selfOrigin this web server's loopback origin
 * @param {string | null} [options.publicBaseUrl] the site's public address for canonical URLs (else the request's)
 * @param {number} [options.cacheSeconds] how long a rendered page is reused (0: never)
 * @param {(message: string) => void} options.warn
 */
export function createServerRenderer({ rootDir, config, selfOrigin, publicBaseUrl = null, cacheSeconds = 10, warn }) {
  const serverBuild = path.join(rootDir, 'host', 'dist-server', 'main.js');
  const templateFile = path.join(rootDir, 'host', 'dist', 'index.html');
  // Rendered pages by language and URL, for a few seconds (none when cacheSeconds is 0).
  const cache = cacheSeconds > 0 ? new LRUCache({ max: 500, ttl: cacheSeconds * 1000 }) : null;
  let renderer;

  async function load() {
    if (!renderer) {
      renderer = Promise.resolve()
        .then(() => require(serverBuild))
        .then(async (exported) => {
          const module = await exported;
          if (typeof module?.renderPage !== 'function') throw new Error(`${serverBuild} exports no renderPage`);
          return module.renderPage;
        });
      renderer.catch(() => {
        renderer = undefined;
      });
    }
    return renderer;
  }

  return {
    available: () => fs.existsSync(serverBuild) && fs.existsSync(templateFile),

    /** The rendered document for this request, or null when the page is not server-rendered here. */
    async render(request) {
      const url = request.url;
      const pathname = url.split('?')[0];
      const live = await config();
      if (!isServerRendered(pathname, live)) return null;
      const language = languageOf(request);
      const key = `${language}:${url}`;
      const cached = cache?.get(key);
      if (cached) return cached;
      const renderPage = await load();
      const origin = selfOrigin();
      const result = await renderPage({
        url,
        language,
        config: live,
        siteOrigin: siteBaseUrl(publicBaseUrl, request),
        apiUrl: `${origin}/api`,
        apiHeaders: { Host: request.headers.host ?? new URL(origin).host, 'X-Forwarded-Proto': request.protocol },
        serverRemotes: Object.fromEntries(Object.entries(live.remotes).map(([name, remote]) => [name, serverEntryOf(remote.entry, origin)])),
      });
      const page = { status: result.status, body: composeDocument(fs.readFileSync(templateFile, 'utf8'), result, live) };
      if (page.status === 200) cache?.set(key, page);
      return page;
    },

    /** After a successful write through /api. */
    async written(method, apiPath) {
      if (method === 'GET' || method === 'HEAD') return;
      if (!cache) return;
      const changed = pagesChangedBy(method, apiPath, await config());
      // Keys are `<language>:<url>`.
      for (const key of [...cache.keys()]) if (changed(key.slice(key.indexOf(':') + 1))) cache.delete(key);
    },

    warn,
  };
}
