/**
 * /robots.txt and /sitemap.xml, served by the web server (web/src/server/web-server.ts).
 *
 * Both are computed per request from the live remote config (the same as /config.json), so a
 * remote deploy or rollback changes them without a restart:
 * - robots.txt disallows /api/, the host's per-user pages and every remote route whose access is
 *   not 'public', and names the sitemap;
 * - /sitemap.xml is a sitemap index (sitemaps.org) over /sitemaps/pages-1.xml (the landing page and
 *   each category's results), /sitemaps/services-<n>.xml and /sitemaps/sellers-<n>.xml, at most
 *   `pageSize` URLs each. Service and seller pages are the buyer remote's (its manifest's
 *   `links.service` / `links.seller`, e.g. `/services/:id`); their ids and last changes come from
 *   the API's GET /sitemap/services and /sitemap/sellers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConfigSource, PublicBaseUrl, RemoteLocation } from '../config';

/** The sitemaps protocol's limit per file; the API's largest page is the same. */
const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_DEFAULT_PAGE_SIZE = 10_000;
const CACHE_CONTROL = 'public, max-age=300';

/**
 * The host's pages (shared/src/paths.ts, hostPaths; web/src/seo/seo-files.test.ts keeps these in step):
 * what is one user's own (home, menu) or reached through an e-mailed token (account recovery, appeals).
 */
export const HOST_PRIVATE_PATHS = ['/home', '/menu', '/forgot-password', '/reset-password', '/confirm-email', '/appeal/:decisionId'];
/** A category's results (shared/src/paths.ts, links.results('', id)). */
export const categoryResultsPath = (id: number | string): string => `/results?q=&category=${encodeURIComponent(String(id))}`;

/**
 * A route pattern as a robots.txt path rule (RFC 9309: a rule matches as a prefix; `*` is any run
 * of characters). A last parameter or splat becomes the prefix before it (`/orders/:id` →
 * `/orders/`); an inner parameter becomes `*`.
 */
export function robotsRule(pattern: string): string {
  return pattern.replace(/\/(:[^/]+|\*)$/, '/').replace(/\/(:[^/]+|\*)(?=\/)/g, '/*') || '/';
}

/** The remotes of a config, as far as robots.txt and the sitemaps look into them. */
interface RemotesView {
  remotes?: Partial<Record<string, Pick<RemoteLocation, 'manifest'> | undefined>>;
}

/**
 * robots.txt for a config: Disallow for /api/, the host's private pages and the remotes' non-public
 * routes; an Allow for a public route that one of those prefixes would otherwise hide (the longest
 * matching rule wins).
 */
export function robotsTxt(config: RemotesView, baseUrl: string): string {
  const routes = Object.values(config.remotes ?? {}).flatMap((remote) => remote?.manifest?.routes ?? []);
  const disallow = new Set(['/api/', ...HOST_PRIVATE_PATHS.map(robotsRule), ...routes.filter((r) => r.access !== 'public').map((r) => robotsRule(r.path))]);
  const allow = new Set(
    routes
      .filter((r) => r.access === 'public')
      .map((r) => robotsRule(r.path))
      .filter((rule) => !disallow.has(rule) && [...disallow].some((prefix) => !prefix.includes('*') && rule.startsWith(prefix))),
  );
  // A rule inside a shorter plain prefix says nothing more, unless an Allow lies between them.
  const redundant = (rule: string) =>
    [...disallow].some((prefix) => prefix !== rule && !prefix.includes('*') && rule.startsWith(prefix)) && ![...allow].some((a) => rule.startsWith(a));
  return [
    'User-agent: *',
    ...[...allow].sort().map((rule) => `Allow: ${rule}`),
    ...[...disallow].filter((rule) => !redundant(rule)).sort().map((rule) => `Disallow: ${rule}`),
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** `<urlset>` of `{loc, lastmod?}` (loc absolute). */
function urlSet(urls: { loc: string; lastmod?: string }[]): string {
  const entries = urls.map(({ loc, lastmod }) => `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`);
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** `<sitemapindex>` of absolute sitemap URLs. */
function sitemapIndex(locs: string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * The site's public address without a trailing slash: PUBLIC_BASE_URL, or the address the web
 * server announces. Never a request's Host: pages and files built from it are cached and shared.
 */
export function siteBaseUrl(publicBaseUrl: PublicBaseUrl | null | undefined): string {
  const value = typeof publicBaseUrl === 'function' ? publicBaseUrl() : publicBaseUrl;
  const base = value?.trim().replace(/\/+$/, '');
  if (!base || !/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(base)) throw new Error(`The public address must be an http(s) URL, got "${value ?? ''}"`);
  return base;
}

/** A page path from its pattern and an id: the pattern's one parameter filled in; null without one. */
function pagePath(pattern: unknown, id: number | string): string | null {
  if (typeof pattern !== 'string' || !/\/:[^/]+/.test(pattern)) return null;
  return pattern.replace(/\/:[^/]+/, `/${encodeURIComponent(String(id))}`);
}

type RecordKind = 'services' | 'sellers';

/** The patterns of the pages each kind of sitemap lists, from the buyer's manifest; none without it. */
function pagePatterns(config: RemotesView): Record<RecordKind, string | null> {
  const links = config.remotes?.buyer?.manifest?.links ?? {};
  const pattern = (link: unknown) => (typeof link === 'string' && pagePath(link, 0) ? link : null);
  return { services: pattern(links.service), sellers: pattern(links.seller) };
}

/** One page of the API's GET /sitemap/services or /sitemap/sellers. */
interface RecordPage {
  items: { id: number | string; updated_at?: string }[];
  total: number;
}

interface SeoOptions {
  /** The live config (createRemoteConfigSource). */
  remoteConfig: ConfigSource | { config(): Promise<RemotesView> };
  /** Where the web server itself calls the API (absolute); null: no records listed. */
  apiUrl: string | null;
  /** The site's public address for absolute URLs (siteBaseUrl). */
  publicBaseUrl: PublicBaseUrl;
  /** URLs per sitemap file (1–50,000). */
  pageSize?: number;
  fetchImpl?: (url: URL, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
}

export function registerSeoFiles(
  app: FastifyInstance,
  { remoteConfig, apiUrl, publicBaseUrl, pageSize = SITEMAP_DEFAULT_PAGE_SIZE, fetchImpl = (url, init) => fetch(url, init) }: SeoOptions,
): void {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > SITEMAP_MAX_URLS) {
    throw new Error(`sitemap page size must be a whole number from 1 to ${SITEMAP_MAX_URLS}, got ${pageSize}`);
  }
  const baseOf = () => siteBaseUrl(publicBaseUrl);

  async function api<T>(base: string, route: string): Promise<T> {
    const response = await fetchImpl(new URL(route.replace(/^\//, ''), `${base.replace(/\/+$/, '')}/`), { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`GET ${route}: HTTP ${response.status}`);
    return (await response.json()) as T;
  }
  /** One page of ids; page 1 of size 1 when only the total is wanted. */
  const records = (kind: RecordKind, page: number, size = pageSize): Promise<RecordPage> =>
    apiUrl ? api<RecordPage>(apiUrl, `/sitemap/${kind}?page=${page}&size=${size}`) : Promise.resolve({ items: [], total: 0 });

  const send = (reply: FastifyReply, type: string, body: string) => reply.header('Cache-Control', CACHE_CONTROL).type(type).send(body);
  const unavailable = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    request.log.warn({ err: error }, 'sitemap: the API did not answer');
    return reply.code(503).header('Cache-Control', 'no-store').header('Retry-After', '60').type('text/plain; charset=utf-8').send('Sitemap temporarily unavailable.\n');
  };

  app.get('/robots.txt', async (_request, reply) => send(reply, 'text/plain; charset=utf-8', robotsTxt(await remoteConfig.config(), baseOf())));

  app.get('/sitemap.xml', async (request, reply) => {
    const base = baseOf();
    const patterns = pagePatterns(await remoteConfig.config());
    try {
      const files = [`${base}/sitemaps/pages-1.xml`];
      for (const kind of ['services', 'sellers'] as const) {
        if (!patterns[kind]) continue;
        const { total } = await records(kind, 1, 1);
        for (let page = 1; page <= Math.ceil(total / pageSize); page += 1) files.push(`${base}/sitemaps/${kind}-${page}.xml`);
      }
      return send(reply, 'application/xml; charset=utf-8', sitemapIndex(files));
    } catch (error) {
      return unavailable(request, reply, error);
    }
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = /^(pages|services|sellers)-([1-9]\d{0,5})\.xml$/.exec(request.params.file);
    const notFound = () => reply.code(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not found\n');
    if (!match) return notFound();
    const kind = match[1] as 'pages' | RecordKind;
    const page = Number(match[2]);
    const base = baseOf();
    try {
      if (kind === 'pages') {
        if (page !== 1) return notFound();
        const categories = apiUrl ? await api<{ id: number | string }[]>(apiUrl, '/categories') : [];
        return send(reply, 'application/xml; charset=utf-8', urlSet([{ loc: `${base}/` }, ...categories.map((c) => ({ loc: base + categoryResultsPath(c.id) }))]));
      }
      const pattern = pagePatterns(await remoteConfig.config())[kind];
      if (!pattern) return notFound();
      const { items } = await records(kind, page);
      if (items.length === 0) return notFound();
      return send(reply, 'application/xml; charset=utf-8', urlSet(items.map((item) => ({ loc: base + (pagePath(pattern, item.id) ?? ''), lastmod: item.updated_at }))));
    } catch (error) {
      return unavailable(request, reply, error);
    }
  });
}
