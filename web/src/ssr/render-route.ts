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
 * /api drops the pages it may have changed (page-writes.ts).
 */
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { PublicBaseUrl, RemoteLocation, WebConfig } from '../config';
import { siteBaseUrl } from '../seo/seo-files';
import { type PageTest, pageDrops } from './page-writes';
import { patternMatches } from './route-pattern';

const require = createRequire(import.meta.url);

/** The host's own server-rendered pages (host/src/app/routes.tsx): the landing page and the results. */
const HOST_PAGES = ['/', '/results'];

/** The cookie the page's language switch writes (shared/src/i18n: STORAGE_KEY). */
const LANGUAGE_COOKIE = 'craft.language';

export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

type Language = 'de' | 'en';

/** What rendering reads of a request. */
interface PageRequest {
  url: string;
  headers: IncomingHttpHeaders;
}

/** The visitor's language: their choice (cookie), else the browser's first of German or English. */
export function languageOf(request: Pick<PageRequest, 'headers'>): Language {
  const cookie = String(request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (cookie === 'de' || cookie === 'en') return cookie;
  const accepted = String(request.headers['accept-language'] ?? '').toLowerCase();
  const first = accepted
    .split(',')
    .map((part) => part.trim().slice(0, 2))
    .find((tag): tag is Language => tag === 'de' || tag === 'en');
  return first ?? 'en';
}

/** The routes of a config's remotes, as far as the choice of server-rendered pages looks into them. */
type RoutesView = { remotes: Partial<Record<string, Pick<RemoteLocation, 'manifest'>>> };

/** Whether `pathname` is a server-rendered page of the live config. */
export function isServerRendered(pathname: string, config: RoutesView): boolean {
  if (HOST_PAGES.includes(pathname)) return true;
  for (const remote of Object.values(config.remotes)) {
    for (const route of remote?.manifest?.routes ?? []) {
      if (route.render === 'server' && route.access === 'public' && patternMatches(route.path, pathname)) return true;
    }
  }
  return false;
}

/** The server build beside a remote's browser build: <folder of its manifest>/server/remoteEntry.js. */
export function serverEntryOf(entry: string | undefined, selfOrigin: string): string | undefined {
  if (!entry) return undefined;
  return new URL('server/remoteEntry.js', new URL(entry, `${selfOrigin}/`)).href;
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** What the host's server build returns for a page. */
interface RenderedPage {
  status: number;
  html: string;
  head: string;
  state: { language: string } & Record<string, unknown>;
  /** False when a read failed or a remote's unavailable notice is on the page (an older build says nothing: complete). */
  complete?: boolean;
  /** How many passes the render took (an older build says nothing). */
  renders?: number;
}

/** The host's index.html with the rendered page, its head, its state, its language and the run-time config. */
export function composeDocument(template: string, { html, head, state }: Omit<RenderedPage, 'status'>, config?: object): string {
  // The template is html-webpack-plugin's minified output: attribute quotes are optional.
  let document = template.replace(/<html lang="?[a-z-]*"?/, `<html lang="${state.language}"`);
  if (/<title>/.test(head)) document = document.replace(/<title>[^<]*<\/title>/, '');
  if (/<meta name="description"/.test(head)) document = document.replace(/<meta name="?description"?[^>]*>/, '');
  // The page's scripts (deferred: they run after parsing anyway) move behind the content, so the
  // HTML has everything a crawler needs before any script. Their chunks are not preloaded: the
  // content is on screen without them, and on a slow line their bytes would delay the page's own
  // (Lighthouse mobile: first contentful paint about 1.1 s → 0.7 s on the landing page).
  const scripts: string[] = [];
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
 * The listings a write may have changed are dropped at most once per this time, all writes since
 * together: each drop costs a render of every busy page, so a stream of writes (one account editing
 * its profile 12 times a second) costs one render of each per second, not one per write. The page
 * a write names goes at once.
 */
const LISTINGS_DROP_INTERVAL_MS = 1000;

type RenderPage = (input: {
  url: string;
  language: Language;
  config: WebConfig;
  siteOrigin: string;
  apiUrl: string;
  apiHeaders: Record<string, string>;
  serverRemotes: Record<string, string | undefined>;
}) => Promise<RenderedPage>;

/** A rendered document and its status. */
interface Page {
  status: number;
  body: string;
  /** False for a page that shows less than it should: sent with no-store, never cached here. */
  complete: boolean;
  /** A Server-Timing value for a page rendered for this request (how long, in how many passes); none for a cached page. */
  serverTiming?: string;
}

/**
 * Renders at once, by default: two per CPU. A render is the one JS thread's work while it lays out
 * the page, but about half of its time it waits (for the API's answers, a remote's chunks), and a
 * second render fills that wait; more than that only interleave, each taking longer, and hold more
 * memory. Cached pages never wait for this.
 */
export const defaultMaxRenders = (): number => 2 * os.availableParallelism();

/**
 * Renders that may wait for a turn, by default. At a render's usual 10-30 ms that is well under a
 * second of waiting; past it the visitor is told to come back (503, Retry-After) instead of the
 * server piling up requests it answers too late.
 */
const DEFAULT_MAX_QUEUED_RENDERS = 64;
const RETRY_AFTER_SECONDS = 1;

/** Every render slot is taken and the queue is full: the web server answers 503 with Retry-After. */
export class RenderBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many pages are being rendered');
  }
}

/** At most `max` tasks at once, `maxQueued` more waiting in order; beyond that RenderBusyError. */
function renderGate(max: number, maxQueued: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running += 1;
    else if (waiting.length >= maxQueued) throw new RenderBusyError(RETRY_AFTER_SECONDS);
    // A finished task hands its slot on directly, so `running` stays counted.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

interface RendererOptions {
  rootDir: string;
  /** The live /config.json. */
  config: () => Promise<WebConfig>;
  /** This web server's loopback origin. */
  selfOrigin: () => string;
  /**
   * The site's public address (siteBaseUrl): canonical links, JSON-LD and, through the /api proxy,
   * photo URLs are built on it, never on the request's Host, since the page is cached for everyone.
   */
  publicBaseUrl: PublicBaseUrl;
  /** How long a rendered page is reused (0: never). */
  cacheSeconds?: number;
  listingsDropIntervalMs?: number;
  /** Pages rendered at once (default defaultMaxRenders()). */
  maxRenders?: number;
  /** Renders waiting for a turn beyond those (default 64); more: RenderBusyError. */
  maxQueuedRenders?: number;
}

export function createServerRenderer({
  rootDir,
  config,
  selfOrigin,
  publicBaseUrl,
  cacheSeconds = 10,
  listingsDropIntervalMs = LISTINGS_DROP_INTERVAL_MS,
  maxRenders = defaultMaxRenders(),
  maxQueuedRenders = DEFAULT_MAX_QUEUED_RENDERS,
}: RendererOptions) {
  const gate = renderGate(Math.max(1, maxRenders), Math.max(0, maxQueuedRenders));
  const serverBuild = path.join(rootDir, 'host', 'dist-server', 'main.js');
  const templateFile = path.join(rootDir, 'host', 'dist', 'index.html');
  // Rendered pages by language and URL, for a few seconds (none when cacheSeconds is 0).
  const cache = cacheSeconds > 0 ? new LRUCache<string, Page>({ max: 500, ttl: cacheSeconds * 1000 }) : null;
  // Renders under way by cache key: visitors arriving meanwhile share one (a dropped page read by
  // many would otherwise take a render slot for each of them).
  const rendering = new Map<string, Promise<Page>>();
  let renderer: Promise<RenderPage> | undefined;

  // Keys are `<language>:<url>`.
  const urlOf = (key: string) => key.slice(key.indexOf(':') + 1);
  function drop(changed: PageTest) {
    for (const key of [...rendering.keys()]) if (changed(urlOf(key))) rendering.delete(key);
    if (cache) for (const key of [...cache.keys()]) if (changed(urlOf(key))) cache.delete(key);
  }
  // The listings waiting for the next drop, one test per kind of write (however many writes).
  let pendingListings = new Map<string, PageTest>();
  let lastListingsDrop = 0;
  let listingsTimer: NodeJS.Timeout | null = null;
  function dropListings() {
    const changed = [...pendingListings.values()];
    pendingListings = new Map();
    listingsTimer = null;
    lastListingsDrop = Date.now();
    drop((url) => changed.some((test) => test(url)));
  }

  async function load(): Promise<RenderPage> {
    if (!renderer) {
      const loading = Promise.resolve()
        .then(() => require(serverBuild) as unknown)
        .then(async (exported) => {
          const module = (await exported) as { renderPage?: unknown } | undefined;
          if (typeof module?.renderPage !== 'function') throw new Error(`${serverBuild} exports no renderPage`);
          return module.renderPage as RenderPage;
        });
      renderer = loading;
      loading.catch(() => {
        renderer = undefined;
      });
    }
    return renderer;
  }

  /** Only the URL (path and query) and the language go in: they are the cache key. */
  async function renderFresh(url: string, language: Language, live: WebConfig): Promise<Page> {
    const renderPage = await load();
    const origin = selfOrigin();
    const siteOrigin = siteBaseUrl(publicBaseUrl);
    // Timed from when the render gets its turn: the wait before it is the queue's, not the page's.
    let started = 0;
    const result = await gate(() => {
      started = performance.now();
      return renderPage({
        url,
        language,
        config: live,
        siteOrigin,
        apiUrl: `${origin}/api`,
        // The /api proxy tells the API the public address itself (its X-Forwarded-* headers).
        apiHeaders: {},
        serverRemotes: Object.fromEntries(Object.entries(live.remotes).map(([name, remote]) => [name, serverEntryOf(remote.entry, origin)])),
      });
    });
    // The browser builds the same canonical links while it hydrates.
    return {
      status: result.status,
      body: composeDocument(fs.readFileSync(templateFile, 'utf8'), result, { ...live, siteOrigin }),
      complete: result.complete !== false,
      ...(result.renders !== undefined && {
        serverTiming: `render;dur=${(performance.now() - started).toFixed(1)};desc="${result.renders} ${result.renders === 1 ? 'pass' : 'passes'}"`,
      }),
    };
  }

  return {
    available: (): boolean => fs.existsSync(serverBuild) && fs.existsSync(templateFile),

    /** The rendered document for this request, or null when the page is not server-rendered here. */
    async render(request: PageRequest): Promise<Page | null> {
      const url = request.url;
      const pathname = url.split('?')[0] ?? '';
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
        // Kept only when complete (a failed read is not served again for seconds) and when no write
        // dropped this page while it rendered (it may have read the old data).
        if (rendered.status === 200 && rendered.complete && rendering.get(key) === page) cache?.set(key, { ...rendered, serverTiming: undefined });
        return rendered;
      } finally {
        if (rendering.get(key) === page) rendering.delete(key);
      }
    },

    /** Drops every cached page (a remote release went live or was rolled back: pages embed its config). */
    purge(): void {
      rendering.clear();
      cache?.clear();
    },

    /** After a successful write through /api. */
    async written(method: string, apiPath: string): Promise<void> {
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
    cachedPages: (): number => cache?.size ?? 0,
  };
}
