/**
 * /robots.txt and /sitemap.xml as a crawler reads them: from the running web server, with
 * the demo catalogue behind it. HTTP only, no browser.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { defaultConfig, startApi, startWeb } from '../support/stack';

/** Parses an XML answer (a malformed one throws) and returns its root element and its <loc>s. */
async function xml(request: APIRequestContext, url: string): Promise<{ root: string; locs: string[] }> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  expect(response.headers()['cache-control']).toBe('public, max-age=300');
  const document = new JSDOM(await response.text(), { contentType: 'application/xml' }).window.document;
  const root = document.documentElement;
  expect(root.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return { root: root.localName, locs: [...document.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '') };
}

/** A demo craftsman and one of their services, as the API lists them (the demo seed, api/src/db/seed/demo.ts). */
async function demoRecords(request: APIRequestContext, origin = ''): Promise<{ sellerId: number; serviceId: number }> {
  const sellers = (await (await request.get(`${origin}/api/sellers`)).json()) as Array<{ id: number; display_name: string }>;
  const becker = sellers.find((seller) => seller.display_name === 'Becker Malerbetrieb');
  expect(becker, 'the demo craftsman').toBeTruthy();
  const profile = (await (await request.get(`${origin}/api/sellers/${becker!.id}`)).json()) as { services: Array<{ id: number }> };
  expect(profile.services.length).toBeGreaterThan(0);
  return { sellerId: becker!.id, serviceId: profile.services[0]!.id };
}

/** Every URL the sitemap index leads to, file by file. */
async function allFiles(request: APIRequestContext, origin: string): Promise<Map<string, string[]>> {
  const index = await xml(request, `${origin}/sitemap.xml`);
  expect(index.root).toBe('sitemapindex');
  const files = new Map<string, string[]>();
  for (const file of index.locs) {
    expect(file.startsWith(`${origin}/sitemaps/`), file).toBe(true);
    const page = await xml(request, file);
    expect(page.root).toBe('urlset');
    files.set(new URL(file).pathname, page.locs);
  }
  return files;
}

test.describe('robots.txt and sitemap', () => {
  test('robots.txt keeps crawlers out of the API and private pages and names the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    // The orders page is the buyer remote's, declared 'buyer' in its manifest; /home is the host's.
    for (const rule of ['/api/', '/orders', '/jobs', '/profile', '/home', '/reset-password']) expect(lines).toContain(`Disallow: ${rule}`);
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    for (const line of lines.filter((l) => l.startsWith('Disallow:'))) {
      expect(['/services/7', '/sellers/7', '/'].some((path) => path.startsWith(line.slice('Disallow: '.length))), line).toBe(false);
    }
  });

  test('the sitemap lists the landing page, a demo service and a demo craftsman with absolute URLs', async ({ request, baseURL }) => {
    const { sellerId, serviceId } = await demoRecords(request);
    const files = await allFiles(request, baseURL!);
    expect([...files.keys()]).toEqual(expect.arrayContaining(['/sitemaps/pages-1.xml', '/sitemaps/services-1.xml', '/sitemaps/sellers-1.xml']));
    expect(files.get('/sitemaps/pages-1.xml')).toContain(`${baseURL}/`);
    expect(files.get('/sitemaps/pages-1.xml')!.some((url) => url.startsWith(`${baseURL}/results?q=&category=`))).toBe(true);
    expect(files.get('/sitemaps/services-1.xml')).toContain(`${baseURL}/services/${serviceId}`);
    expect(files.get('/sitemaps/sellers-1.xml')).toContain(`${baseURL}/sellers/${sellerId}`);
    const page = await request.get(`${baseURL}/services/${serviceId}`);
    expect(page.status(), 'the listed URL is a page of the site').toBe(200);
  });

  test('with two URLs per file, the catalogue spreads over several files and every URL appears once', async ({ request }) => {
    // An API of its own: with two URLs per file, a service another test deletes meanwhile on the
    // suite's API would shift every later file, and the index just read would name one too many.
    const api = await startApi();
    const web = await startWeb(defaultConfig('/api'), api.url, undefined, { sitemapPageSize: 2 });
    try {
      const { sellerId, serviceId } = await demoRecords(request, web.url);
      const files = await allFiles(request, web.url);
      const serviceFiles = [...files.keys()].filter((file) => file.startsWith('/sitemaps/services-'));
      expect(serviceFiles.length).toBeGreaterThanOrEqual(2);
      expect(serviceFiles[1]).toBe('/sitemaps/services-2.xml');
      const paged = [...files].filter(([file]) => !file.startsWith('/sitemaps/pages-'));
      for (const [file, urls] of paged) expect(urls.length, file).toBeLessThanOrEqual(2);
      const urls = paged.flatMap(([, list]) => list);
      expect(new Set(urls).size).toBe(urls.length);
      expect(urls).toEqual(expect.arrayContaining([`${web.url}/services/${serviceId}`, `${web.url}/sellers/${sellerId}`]));
      expect((await request.get(`${web.url}/sitemaps/services-9999.xml`)).status()).toBe(404);
    } finally {
      await web.close();
      await api.close();
    }
  });
});
