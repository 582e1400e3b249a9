/**
 * Public pages rendered on the server: what a crawler gets over plain HTTP (no browser, no
 * script run), and what a browser does with it (hydrates the same HTML, no second fetch).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { assertValidSchemaOrg, jsonLdDocuments } from '@craft/shared/seo/schema-org-check';
import { apiCall } from '../support/world';
import { apiUrl, createUser } from '../support/api';
import { holdScripts, untilInteractive, useSession } from '../support/session';
import { defaultConfig, startWeb } from '../support/stack';

/** The HTML before the first script that runs: what a crawler or a slow phone has before any JavaScript. */
function beforeScripts(html: string): string {
  const executable = /<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/.exec(html);
  return executable ? html.slice(0, executable.index) : html;
}

/** Text content, roughly: tags out, entities of the few characters React escapes back. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

interface DemoService {
  id: number;
  title: string;
  price: number;
  seller_id: number;
}

/** A demo craftsman (the demo seed, api/src/db/seed/demo.ts) and one of their services. */
async function demoService(request: APIRequestContext): Promise<{ seller: { id: number; display_name: string }; service: DemoService }> {
  const sellers = (await (await request.get('/api/sellers')).json()) as Array<{ id: number; display_name: string }>;
  const seller = sellers.find((candidate) => candidate.display_name === 'Becker Malerbetrieb');
  expect(seller, 'the demo craftsman').toBeTruthy();
  const profile = (await (await request.get(`/api/sellers/${seller!.id}`)).json()) as { services: DemoService[] };
  return { seller: seller!, service: profile.services[0]! };
}

async function page(request: APIRequestContext, path: string, language = 'en'): Promise<{ status: number; html: string; headers: Record<string, string> }> {
  const response = await request.get(path, { headers: { Accept: 'text/html', 'Accept-Language': language } });
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

test.describe('server-rendered public pages', () => {
  test('a service page arrives with its title, price, craftsman and JSON-LD before any script runs', async ({ request, baseURL }) => {
    const { seller, service } = await demoService(request);
    const { status, html, headers } = await page(request, `/services/${service.id}`);
    expect(status).toBe(200);
    expect(headers['cache-control']).toContain('s-maxage=');
    expect(headers['cache-control']).toContain('stale-while-revalidate=');

    const head = beforeScripts(html);
    const text = textOf(head);
    expect(text).toContain(service.title);
    expect(text).toContain(`${service.price}€`);
    expect(text).toContain(seller.display_name);
    // One title, one description, one canonical URL: this page's.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(titleOf(html)).toContain(service.title);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain(`<link rel="canonical" href="${baseURL}/services/${service.id}"/>`);

    const documents = jsonLdDocuments(head);
    expect(documents).toHaveLength(1);
    for (const document of documents) assertValidSchemaOrg(document);
    const ld = documents[0] as { '@type': string; name: string; offers: { price: number; priceCurrency: string }; provider: { name: string } };
    expect(ld['@type']).toBe('Service');
    expect(ld.name).toBe(service.title);
    expect(ld.offers).toMatchObject({ price: service.price, priceCurrency: 'EUR' });
    expect(ld.provider.name).toBe(seller.display_name);
    // Nothing private travels in the page: no e-mail address anywhere in it.
    expect(html).not.toMatch(/@demo\.craft/);
  });

  test('a service page and a craftsman page render in one pass: what they read is fetched before the render', async ({ request }) => {
    const { seller, service } = await demoService(request);
    // A query string of its own: a page rendered for this request, not one from the page cache.
    const fresh = `pass=${Date.now()}`;
    for (const path of [`/services/${service.id}?${fresh}`, `/sellers/${seller.id}?${fresh}`]) {
      const { status, html, headers } = await page(request, path);
      expect(status, path).toBe(200);
      expect(headers['server-timing'], path).toMatch(/^render;dur=\d+(\.\d)?;desc="1 pass"$/);
      expect(textOf(beforeScripts(html)), path).toContain(service.title);
    }
  });

  test('the seller page, the landing page and the results each have their own content and title', async ({ request }) => {
    const { seller, service } = await demoService(request);
    const sellerPage = await page(request, `/sellers/${seller.id}`);
    expect(sellerPage.status).toBe(200);
    expect(textOf(beforeScripts(sellerPage.html))).toContain(seller.display_name);
    expect(textOf(beforeScripts(sellerPage.html))).toContain(service.title);
    const sellerLd = jsonLdDocuments(sellerPage.html);
    expect(sellerLd).toHaveLength(1);
    assertValidSchemaOrg(sellerLd[0]);
    expect((sellerLd[0] as { '@type': string })['@type']).toBe('LocalBusiness');

    const landing = await page(request, '/');
    expect(landing.status).toBe(200);
    const landingText = textOf(beforeScripts(landing.html));
    expect(landingText).toContain('Einfach günstigeren Handwerker finden');
    expect(landingText).toContain(service.title);

    const results = await page(request, `/results?q=${encodeURIComponent(service.title)}`);
    expect(results.status).toBe(200);
    expect(textOf(beforeScripts(results.html))).toContain(service.title);

    const titles = [titleOf(sellerPage.html), titleOf(landing.html), titleOf(results.html), titleOf((await page(request, `/services/${service.id}`)).html)];
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('a German visitor gets the page in German; a missing service answers 404', async ({ request }) => {
    const { service } = await demoService(request);
    const german = await page(request, `/services/${service.id}`, 'de-DE,de;q=0.9');
    expect(german.html).toMatch(/<html lang="de"/);
    expect(textOf(beforeScripts(german.html))).toContain(`${service.price} €`);

    const missing = await page(request, '/services/999999');
    expect(missing.status).toBe(404);
    // Beyond the API's ids (it answers 400 there): no record either, a 404 page, so never cached.
    for (const path of ['/services/99999999999', '/sellers/99999999999']) expect((await page(request, path)).status, path).toBe(404);
  });

  test('the browser hydrates the HTML it got: same elements, no errors, no second fetch, interactive', async ({ page: browserPage, baseURL }) => {
    const { service } = await demoService(browserPage.request);
    const consoleProblems: string[] = [];
    browserPage.on('console', (message) => ['error', 'warning'].includes(message.type()) && consoleProblems.push(message.text()));
    browserPage.on('pageerror', (error) => consoleProblems.push(error.message));
    const reads: string[] = [];
    browserPage.on('request', (request) => request.url().includes('/api/services') && reads.push(request.url()));

    // Hold the scripts back until the server's heading is marked, so its survival proves hydration.
    const release = await holdScripts(browserPage, '**/main.js');
    const navigation = browserPage.goto(`${baseURL}/services/${service.id}`);
    const heading = browserPage.getByRole('heading', { level: 1, name: service.title });
    await expect(heading).toBeVisible();
    await heading.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
    release();
    await navigation;
    await browserPage.waitForLoadState('networkidle');

    // React kept the server's element (a client render would have replaced it).
    await expect(browserPage.locator('h1[data-from-server="yes"]')).toHaveText(service.title);
    expect(reads).toEqual([]);
    expect(consoleProblems).toEqual([]);
    // Interactive: the visitor's "Add to Wishlist" asks them to log in first.
    await browserPage.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(browserPage).toHaveURL(/\/\?next=/);
  });

  test('after hydration React uses the ids the server gave the page: labels and descriptions keep pointing at their fields', async ({ page: browserPage, baseURL }) => {
    const { service } = await demoService(browserPage.request);
    for (const path of ['/', `/services/${service.id}`]) {
      await browserPage.goto(`${baseURL}${path}`);
      await untilInteractive(browserPage);
      // Each element's id in the page (the server's) beside the id React renders it with now, read
      // from the props React keeps on the element: a client-side render (an error, an opened popup)
      // would otherwise refer to ids that are not in the page.
      const ids = await browserPage.locator('#root [id]').evaluateAll((elements) =>
        elements.map((element) => {
          const propsKey = Object.keys(element).find((key) => key.startsWith('__reactProps$'));
          const props = propsKey ? (element as unknown as Record<string, { id?: string }>)[propsKey] : undefined;
          return { inPage: element.id, react: props?.id ?? element.id };
        }),
      );
      expect(ids.length, path).toBeGreaterThan(0);
      expect(ids.filter(({ inPage, react }) => inPage !== react), path).toEqual([]);
    }
  });

  test("a signed-in user's own navbar and welcome replace the visitor's page without moving the layout", async ({ page: browserPage, baseURL }) => {
    const buyer = await createUser('buyer', 'Mia');
    await useSession(browserPage, buyer);
    await browserPage.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await browserPage.setViewportSize({ width: 375, height: 800 });
    await browserPage.goto(`${baseURL}/`);
    await untilInteractive(browserPage);
    await expect(browserPage.getByRole('heading', { name: 'Welcome back, Mia!' })).toBeVisible();
    await expect(browserPage.getByRole('button', { name: 'Account menu of Mia' })).toBeVisible();
    await browserPage.waitForTimeout(500);
    const shift = await browserPage.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
    // "Good" cumulative layout shift is below 0.1; hydrating the visitor's page first gave 0.46 here.
    expect(shift).toBeLessThan(0.05);
  });

  test('the page cache serves a page again until a write through /api changes it', async ({ request }) => {
    const web = await startWeb(defaultConfig('/api'), apiUrl(), undefined, { pageCacheSeconds: 300 });
    try {
      const seller = await createUser('seller', 'Carla');
      const body = { seller_id: seller.user.id, category_id: 1, title: 'Cached wall painting', description: 'Two coats, white.', price: 310 };
      const created = await apiCall<{ id: number }>('POST', '/services', seller.token, body);
      const url = `${web.url}/services/${created.id}`;
      expect(textOf((await page(request, url)).html)).toContain('Cached wall painting');

      // Written behind the web server's back: the cached page is served until it expires.
      await apiCall('PUT', `/services/${created.id}`, seller.token, { ...body, title: 'Renamed directly' });
      expect(textOf((await page(request, url)).html)).toContain('Cached wall painting');

      // Written through its /api: the page is rendered again.
      const response = await request.put(`${web.url}/api/services/${created.id}`, {
        headers: { Authorization: `Bearer ${seller.token}` },
        data: { ...body, title: 'Renamed through the site' },
      });
      expect(response.status()).toBe(200);
      expect(textOf((await page(request, url)).html)).toContain('Renamed through the site');
    } finally {
      await web.close();
    }
  });
});
