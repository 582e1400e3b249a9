/**
 * A German visitor on a 375 px phone: a marketplace that cannot be reached says so (never "wrong
 * password"), German prices are understood, a new page starts at its top, German trade words
 * find their services, and a signed-in buyer's own postcode filters the results he is shown.
 */
import { expect, test } from '@playwright/test';
import { apiPost, apiUrl, createUser, signInPage } from '../support/api';
import { apiCall } from '../support/world';
import { untilInteractive } from '../support/session';
import { de } from '../support/texts';

test.use({ locale: 'de-DE', viewport: { width: 375, height: 812 } });

test('with the API aborted, the login says the marketplace is unreachable, not that the password is wrong', async ({ page }) => {
  const buyer = await createUser('buyer', undefined, 'de');
  await page.goto('/');
  await untilInteractive(page);
  // From here on, every call to the API fails at the network: a stopped or unreachable server.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  const card = page.getByRole('region', { name: de('host', 'login.title') });
  await card.getByLabel(de('host', 'login.email'), { exact: true }).fill(buyer.email);
  await card.getByLabel(de('host', 'login.password'), { exact: true }).fill(buyer.password);
  await card.getByRole('button', { name: de('host', 'login.submit') }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(de('shared', 'common.unreachable'));
  await expect(alert).not.toContainText(de('host', 'login.wrongCredentials'));
  await expect(alert).toBeInViewport();
});

test('a German price typed as "2.100,00" is saved as 2100 € and shown the German way', async ({ page }) => {
  const seller = await createUser('seller', 'Sven', 'de');
  await signInPage(page, seller);
  await page.goto('/home/craftman/create-product');
  await expect(page.getByRole('heading', { name: de('seller', 'form.addTitle') })).toBeVisible();
  await untilInteractive(page);
  const title = `Bad fliesen ${Date.now()}`;
  await page.getByLabel(de('seller', 'form.title'), { exact: true }).fill(title);
  await page.getByLabel(de('seller', 'form.description'), { exact: true }).fill('Wandfliesen im Bad, Material nach Absprache.');
  const price = page.getByLabel(de('seller', 'form.price'), { exact: true });
  // A phone offers the keypad with separators.
  await expect(price).toHaveAttribute('inputmode', 'decimal');
  await price.fill('2.100,00');
  await page.getByRole('button', { name: de('seller', 'form.save') }).click();
  await expect(page.getByText(de('seller', 'form.added'))).toBeVisible();

  const response = await fetch(`${apiUrl()}/services/seller/${seller.user.id}`);
  const services = (await response.json()) as { id: number; title: string; price: number }[];
  const saved = services.find((service) => service.title === title);
  expect(saved?.price).toBe(2100);

  // Its page shows the amount in German notation, and the edit form offers it the same way.
  await page.goto(`/home/craftman/product-detail/${saved?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('main').getByText('2.100\u00a0€').first()).toBeVisible();
  await page.goto(`/home/craftman/edit-product/${saved?.id}`);
  await expect(page.getByLabel(de('seller', 'form.price'), { exact: true })).toHaveValue('2.100');
});

test('a new page starts at its top after navigation, and back returns to where the visitor was', async ({ page }) => {
  await page.goto('/');
  await untilInteractive(page);
  // The landing page is several screens tall on a phone: go down to its footer.
  const imprint = page.locator('footer').getByRole('link', { name: de('host', 'footer.imprint'), exact: true });
  await imprint.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(500);
  await imprint.click();
  await expect(page).not.toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  await page.goBack();
  await expect(imprint).toBeVisible();
  // Back at the position left. The landing page's bands may have changed meanwhile (the other
  // worker publishes and deletes services): grown, the footer moves but the position does not;
  // shrunk, the page may now end above the position, and the browser stops at its end.
  const offBy = () =>
    page.evaluate((top) => Math.min(top, document.documentElement.scrollHeight - window.innerHeight) - window.scrollY, left);
  await expect.poll(offBy).toBeLessThan(50);
  expect(await offBy()).toBeGreaterThan(-50);
});

test('German trade words find services whose own words are English: "Fliesenleger" the tiling, "Anstreicher" the painting', async ({ page }) => {
  const seller = await createUser('seller', 'Till', 'de');
  const stamp = Date.now().toString(36);
  // Category ids of the seeded reference data: 1 Painter, 4 Tiling.
  const tiling = `Bathroom wall ${stamp}`;
  const painting = `Living room walls ${stamp}`;
  await apiPost('/services', { seller_id: seller.user.id, category_id: 4, title: tiling, description: 'Wall and floor, grout included.', price: 900 }, seller.token);
  await apiPost('/services', { seller_id: seller.user.id, category_id: 1, title: painting, description: 'Two coats, ceiling included.', price: 600 }, seller.token);

  // The stamp keeps the test to its own services among the demo catalogue's: looked for within the trade.
  await page.goto(`/results?q=${encodeURIComponent(`Fliesenleger ${stamp}`)}`);
  const main = page.locator('main');
  await expect(main.getByText(tiling)).toBeVisible();
  await expect(main.getByText(painting)).toHaveCount(0);

  await page.goto(`/results?q=${encodeURIComponent(`Anstreicher ${stamp}`)}`);
  await expect(main.getByText(painting)).toBeVisible();
  await expect(main.getByText(tiling)).toHaveCount(0);
});

test('the site is installable: the server-rendered page links a valid web app manifest whose icons are served', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The built HTML is minified: attribute quotes are optional.
  expect(html).toMatch(/<link rel="?manifest"? href="?\/manifest\.webmanifest"?[ />]/);

  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string; short_name: string; start_url: string; display: string; theme_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest.name).toBe(de('host', 'brand'));
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.start_url).toBe('/');
  expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
  expect(manifest.theme_color).toMatch(/^#[0-9A-Fa-f]{6}$/);
  // What browsers ask of an installable app: PNG icons of 192 and 512 pixels, and one for masks.
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((candidate) => candidate.sizes === `${size}x${size}` && candidate.type === 'image/png' && candidate.purpose !== 'maskable');
    expect(icon, `a ${size} px icon`).toBeTruthy();
  }
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toContain(icon.type);
    if (icon.type === 'image/png') {
      // The PNG header's width and height are the size the manifest claims.
      const body = await file.body();
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  }

  // The page's content security policy lets the browser read it (same origin, no manifest-src of its own).
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).not.toMatch(/manifest-src/);
});

test("a signed-in buyer's postcode is applied: only craftsmen who work there, each card with its distance; emptied, the search is everywhere", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const [berlin, hamburg, buyer] = await Promise.all([createUser('seller', 'Bea', 'de'), createUser('seller', 'Hinnerk', 'de'), createUser('buyer', 'Ben', 'de')]);
  // Both registered at 10115; the Hamburg craftsman moves his area there (30 km).
  await apiCall('PUT', '/sellers/me/service-area', hamburg.token, { post_number: '20095', radius_km: 30 });
  await apiPost('/services', { seller_id: berlin.user.id, category_id: 1, title: `Altbau streichen ${stamp}`, description: 'Zwei Anstriche', price: 700 }, berlin.token);
  await apiPost('/services', { seller_id: hamburg.user.id, category_id: 1, title: `Speicher streichen ${stamp}`, description: 'Zwei Anstriche', price: 650 }, hamburg.token);
  await signInPage(page, buyer);

  await page.goto(`/results?q=${stamp}`);
  await untilInteractive(page);
  const main = page.locator('main');
  await expect(main.getByText(`Altbau streichen ${stamp}`)).toBeVisible();
  await expect(main.getByText(`Speicher streichen ${stamp}`)).toHaveCount(0);
  const cards = main.getByRole('listitem').filter({ has: page.getByRole('link') });
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) await expect(cards.nth(i)).toContainText(/\d+(,\d)? km entfernt/);

  // The filter shows the postcode that applies; emptied, craftsmen from everywhere come back.
  await page.getByRole('button', { name: /^Filter/ }).click();
  const filters = page.getByRole('dialog', { name: de('host-results', 'filters') });
  await expect(filters.getByLabel(de('host-results', 'postcode'))).toHaveValue('10115');
  await filters.getByLabel(de('host-results', 'postcode')).fill('');
  await filters.getByRole('button', { name: de('host-results', 'apply') }).click();
  await expect(page).toHaveURL(new RegExp(`/results\\?q=${stamp}&postcode=$`));
  await expect(main.getByText(`Speicher streichen ${stamp}`)).toBeVisible();
  await expect(main.getByText(`Altbau streichen ${stamp}`)).toBeVisible();
});
