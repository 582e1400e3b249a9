/**
 * Server rendering of the public pages: the landing page, the results of a query or a
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
import { siteBaseUrl } from '../seo-files.mjs';
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
 * The API writes that can change a public server-rendered page, by method and API path pattern,
 * and which pages they change:
 * - 'service': that service's page (`:id`), the listings (landing page, results) and the
 *   craftsmen's pages, no other service's page;
 * - 'listings': every page but the service pages (a new service, a service area);
 * - 'services': the service pages only (their order counts);
 * - 'sellers': the craftsmen's pages only (portfolios);
 * - 'all': every page (a name shown everywhere, a review, an account gone);
 * - 'none': no public page (sign-in, the writer's own settings and mail, messages, offers, wishlists,
 *   quotation requests, password resets). A write that is in no entry changes none either, so a
 *   stream of them cannot empty the cache; api/src/web-proxy.test.ts keeps every API write listed.
 * The first entry that matches wins.
 */
export const PAGE_WRITES = [
  ['POST', '/users/login', 'none'],
  ['POST', '/users', 'none'],
  ['POST', '/users/confirm-email', 'none'],
  ['POST', '/users/confirm-email/resend', 'none'],
  ['POST', '/users/password-reset', 'none'],
  ['POST', '/users/password-reset/confirm', 'none'],
  ['PUT', '/users/me/locale', 'none'],
  ['PUT', '/users/me/mail-preferences', 'none'],
  ['PUT', '/users/:id/password', 'none'],
  ['PUT', '/users/:id/email', 'none'],
  ['POST', '/users/:id/sign-out-everywhere', 'none'],
  ['PUT', '/users/:id', 'all'],
  ['DELETE', '/users/:id', 'all'],
  ['POST', '/services', 'listings'],
  // The form names the service; the web server does not read upload bodies.
  ['POST', '/services/photos', 'all'],
  ['PUT', '/services/photos/:id', 'service'],
  ['DELETE', '/services/photos/:id', 'service'],
  ['PUT', '/services/:id', 'service'],
  ['DELETE', '/services/:id', 'service'],
  ['PUT', '/sellers/me/service-area', 'listings'],
  ['POST', '/portfolio', 'sellers'],
  ['PUT', '/portfolio/:id', 'sellers'],
  ['DELETE', '/portfolio/:id', 'sellers'],
  ['POST', '/portfolio/:id/images', 'sellers'],
  ['PUT', '/orders/:id/review', 'all'],
  ['POST', '/orders', 'services'],
  ['POST', '/orders/:id/:step', 'services'],
  ['POST', '/direct-offers/:id/accept', 'services'],
  ['POST', '/direct-offers', 'none'],
  ['PUT', '/direct-offers/:id', 'none'],
  ['DELETE', '/direct-offers/:id', 'none'],
  ['POST', '/direct-offers/:id/:step', 'none'],
  ['POST', '/quotation/upload', 'none'],
  ['POST', '/quotation', 'none'],
  ['POST', '/quotation/confirm', 'none'],
  ['PUT', '/quotation/:id/answer', 'none'],
  ['POST', '/quotation/:id/accept', 'none'],
  ['POST', '/conversations', 'none'],
  ['POST', '/conversations/:id/messages', 'none'],
  ['POST', '/conversations/:id/read', 'none'],
  ['POST', '/notifications/read', 'none'],
  ['POST', '/wishlist', 'none'],
  ['DELETE', '/wishlist/:serviceId', 'none'],
];

/** The value of a pattern's first parameter in a pathname it matches ('/services/:id', '/services/7' → '7'). */
function firstParam(pattern, pathname) {
  const index = pattern.split('/').findIndex((segment) => segment.startsWith(':'));
  return index < 0 ? undefined : pathname.split('/')[index];
}

const sameId = (a, b) => /^\d{1,10}$/.test(a ?? '') && /^\d{1,10}$/.test(b ?? '') && Number(a) === Number(b);

/** What an API write changes (an entry of PAGE_WRITES), with the id it names. */
export function writeEffect(method, apiPath) {
  const pathname = apiPath.split('?')[0].replace(/\/{2,}/g, '/');
  const entry = PAGE_WRITES.find(([m, pattern]) => m === method && matchPath(pattern, pathname));
  return entry ? { effect: entry[2], id: firstParam(entry[1], pathname) } : { effect: 'none' };
}

/**
 * Which cached pages (path and query) a successful write through /api may have changed, in two
 * parts: `page`, the one page the write names (a service's own page, dropped at once), and
 * `listings`, the pages it may show up on (landing page, results, craftsmen's pages, every service
 * page for an order count). The service and seller pages are the buyer remote's (its manifest's
 * `links.service`/`links.seller`); without them, a write that changes some page drops every page.
 */
export function pageDrops(method, apiPath, config) {
  const nothing = { page: null, listings: null, effect: 'none' };
  if (method === 'GET' || method === 'HEAD') return nothing;
  const { effect, id } = writeEffect(method, apiPath);
  if (effect === 'none') return nothing;
  return { effect, ...dropsOf(effect, id, config) };
}

function dropsOf(effect, id, config) {
  const links = config?.remotes?.buyer?.manifest?.links ?? {};
  const servicePage = typeof links.service === 'string' ? links.service : null;
  const sellerPage = typeof links.seller === 'string' ? links.seller : null;
  const pathOf = (page) => page.split('?')[0];
  const isService = (page) => Boolean(servicePage) && matchPath(servicePage, pathOf(page));
  const isSeller = (page) => Boolean(sellerPage) && matchPath(sellerPage, pathOf(page));
  const everything = () => true;
  switch (effect) {
    case 'service':
      if (!servicePage) return { page: null, listings: everything };
      return { page: (page) => isService(page) && sameId(firstParam(servicePage, pathOf(page)), id), listings: (page) => !isService(page) };
    case 'listings':
      return { page: null, listings: servicePage ? (page) => !isService(page) : everything };
    case 'services':
      return { page: null, listings: servicePage ? isService : everything };
    case 'sellers':
      return { page: null, listings: sellerPage ? isSeller : everything };
    default:
      return { page: null, listings: everything };
  }
}

/** Both parts of pageDrops as one test: whether the write may have changed this page. */
export function pagesChangedBy(method, apiPath, config) {
  const { page, listings } = pageDrops(method, apiPath, config);
  return (url) => Boolean(page?.(url) || listings?.(url));
}

/**
 * The listings a write may have changed are dropped at most once per this time, all writes since
 * together: each drop costs a render of every busy page, so a stream of writes (one account editing
 * its profile 12 times a second) costs one render of each per second, not one per write. The page
 * a write names goes at once.
 */
export const LISTINGS_DROP_INTERVAL_MS = 1000;

/**
 * @param {object} options
 * @param {string} options.rootDir
 * @param {() => Promise<object>} options.config the live /config.json
 * @param {() => string} options.selfOrigin this web server's loopback origin
 * @param {string | (() => string)} options.publicBaseUrl the site's public address (siteBaseUrl):
 *   canonical links, JSON-LD and, through the /api proxy, photo URLs are built on it, never on the
 *   request's Host, since the page is cached for everyone
 * @param {number} [options.cacheSeconds] how long a rendered page is reused (0: never)
 * @param {number} [options.listingsDropIntervalMs] LISTINGS_DROP_INTERVAL_MS
 * @param {(message: string) => void} options.warn
 */
export function createServerRenderer({ rootDir, config, selfOrigin, publicBaseUrl, cacheSeconds = 10, listingsDropIntervalMs = LISTINGS_DROP_INTERVAL_MS, warn }) {
  const serverBuild = path.join(rootDir, 'host', 'dist-server', 'main.js');
  const templateFile = path.join(rootDir, 'host', 'dist', 'index.html');
  // Rendered pages by language and URL, for a few seconds (none when cacheSeconds is 0).
  const cache = cacheSeconds > 0 ? new LRUCache({ max: 500, ttl: cacheSeconds * 1000 }) : null;
  // Renders under way by cache key: visitors arriving meanwhile share one (pages render one at a
  // time, so a dropped page read by many would otherwise queue a render for each of them).
  const rendering = new Map();
  let renderer;

  // Keys are `<language>:<url>`.
  const urlOf = (key) => key.slice(key.indexOf(':') + 1);
  function drop(changed) {
    for (const key of [...rendering.keys()]) if (changed(urlOf(key))) rendering.delete(key);
    if (cache) for (const key of [...cache.keys()]) if (changed(urlOf(key))) cache.delete(key);
  }
  // The listings waiting for the next drop, one test per kind of write (however many writes).
  let pendingListings = new Map();
  let lastListingsDrop = 0;
  let listingsTimer = null;
  function dropListings() {
    const changed = [...pendingListings.values()];
    pendingListings = new Map();
    listingsTimer = null;
    lastListingsDrop = Date.now();
    drop((url) => changed.some((test) => test(url)));
  }

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

  /** Only the URL (path and query) and the language go in: they are the cache key. */
  async function renderFresh(url, language, live) {
    const renderPage = await load();
    const origin = selfOrigin();
    const siteOrigin = siteBaseUrl(publicBaseUrl);
    const result = await renderPage({
      url,
      language,
      config: live,
      siteOrigin,
      apiUrl: `${origin}/api`,
      // The /api proxy tells the API the public address itself (its X-Forwarded-* headers).
      apiHeaders: {},
      serverRemotes: Object.fromEntries(Object.entries(live.remotes).map(([name, remote]) => [name, serverEntryOf(remote.entry, origin)])),
    });
    // The browser builds the same canonical links while it hydrates.
    return { status: result.status, body: composeDocument(fs.readFileSync(templateFile, 'utf8'), result, { ...live, siteOrigin }) };
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
      const under = rendering.get(key);
      if (under) return under;
      const page = renderFresh(url, language, live);
      rendering.set(key, page);
      try {
        const rendered = await page;
        // Kept only when no write dropped this page while it rendered (it may have read the old data).
        if (rendered.status === 200 && rendering.get(key) === page) cache?.set(key, rendered);
        return rendered;
      } finally {
        if (rendering.get(key) === page) rendering.delete(key);
      }
    },

    /** After a successful write through /api. */
    async written(method, apiPath) {
      if (method === 'GET' || method === 'HEAD') return;
      const { page, listings, effect } = pageDrops(method, apiPath, await config());
      if (page) drop(page);
      if (!listings) return;
      if (!pendingListings.has(effect)) pendingListings.set(effect, listings);
      const wait = lastListingsDrop + listingsDropIntervalMs - Date.now();
      if (wait <= 0) dropListings();
      else listingsTimer ??= setTimeout(dropListings, wait).unref();
    },

    /** How many pages are cached (measurements and tests). */
    cachedPages: () => cache?.size ?? 0,

    warn,
  };
}
