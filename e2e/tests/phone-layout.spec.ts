/**
 * A German visitor on a 375 × 812 phone: the sticky header shrinks to one row once the page
 * scrolls and never hides the field that has the focus, the results come before the filters (which
 * open in a dialog, by keyboard too), and the notifications stay on the screen.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPost, createUser, signInPage } from '../support/api';
import { holdScripts, untilInteractive } from '../support/session';
import { de } from '../support/texts';

test.use({ locale: 'de-DE', viewport: { width: 375, height: 812 } });

const header = (page: Page) => page.locator('header').first();

async function headerBottom(page: Page): Promise<number> {
  const box = await header(page).boundingBox();
  if (!box) throw new Error('no header');
  return box.y + box.height;
}

async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box.y;
}

test('scrolled down, the header is one row of at most 64 px; at the top it is whole again', async ({ page }) => {
  const seller = await createUser('seller', 'Hanna', 'de');
  await signInPage(page, seller);
  await page.goto('/home/craftman/create-product');
  await expect(page.getByRole('heading', { name: de('seller', 'form.addTitle') })).toBeVisible();
  await untilInteractive(page);
  const search = page.getByRole('search').first();
  const full = (await header(page).boundingBox())?.height ?? 0;
  expect(full).toBeGreaterThan(64);

  await page.mouse.wheel(0, 400);
  await expect.poll(async () => (await header(page).boundingBox())?.height).toBeLessThanOrEqual(64);
  await expect(search).toBeHidden();
  // The rest of the header is one button away, by keyboard too. (A click would first scroll the
  // sticky button to its place at the page's top, where the header is whole and has no such button.)
  const more = header(page).getByRole('button', { name: de('host', 'nav.more') });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(search).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(search).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => (await header(page).boundingBox())?.height).toBe(full);
  await expect(search).toBeVisible();
});

test('after a failed save, the focused price field and its error are below the header, not under it', async ({ page }) => {
  const seller = await createUser('seller', 'Paul', 'de');
  await signInPage(page, seller);
  await page.goto('/home/craftman/create-product');
  await expect(page.getByRole('heading', { name: de('seller', 'form.addTitle') })).toBeVisible();
  await untilInteractive(page);
  await page.getByLabel(de('seller', 'form.title'), { exact: true }).fill('Küche streichen');
  await page.getByLabel(de('seller', 'form.description'), { exact: true }).fill('Zwei Anstriche, Decke inklusive.');
  const price = page.getByLabel(de('seller', 'form.price'), { exact: true });
  await price.fill('abc');
  // The save button is further down: the price field leaves the screen above.
  const save = page.getByRole('button', { name: de('seller', 'form.save') });
  await save.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await save.click();

  await expect(price).toBeFocused();
  const error = page.getByText(de('seller', 'form.wholeNumber'));
  await expect(error).toBeVisible();
  await expect(price).toBeInViewport();
  const bottom = await headerBottom(page);
  expect(bottom).toBeLessThanOrEqual(64);
  expect(await topOf(price)).toBeGreaterThanOrEqual(bottom);
  expect(await topOf(error)).toBeGreaterThanOrEqual(bottom);
});

test('results come first; the filters open in a dialog by keyboard and Escape closes it', async ({ page }) => {
  const seller = await createUser('seller', 'Frieda', 'de');
  const stamp = `zz${Date.now().toString(36)}`;
  const title = `Flur streichen ${stamp}`;
  await apiPost('/services', { seller_id: seller.user.id, category_id: 1, title, description: 'Wände und Decke.', price: 450 }, seller.token);

  // The server's page is already the phone's: the scripts, held back, move nothing when they run.
  const release = await holdScripts(page, /\.js(\?|$)/);
  await page.goto(`/results?q=${encodeURIComponent(stamp)}`, { waitUntil: 'commit' });
  const result = page.locator('main').getByText(title);
  const open = page.getByRole('button', { name: /^Filter/ });
  const firstPaint = async () => ({ resultTop: await topOf(result), filterButtonTop: await topOf(open) });
  await expect(result).toBeInViewport();
  const served = await firstPaint();
  release();
  await untilInteractive(page);
  expect(await firstPaint()).toEqual(served);
  await expect(result).toBeInViewport();
  // No filter form before the results: a button names the filters and how many apply.
  await expect(page.getByRole('form', { name: de('host-results', 'filters') })).toHaveCount(0);
  await expect(open).toHaveText('Filter');
  expect(await topOf(result)).toBeLessThan(812);

  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: de('host-results', 'filters') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(de('host-results', 'postcode'))).toBeVisible();
  // The focus is in the dialog and Tab keeps it there.
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // A filter applied from the dialog closes it and is counted on the button.
  await page.keyboard.press('Enter');
  await dialog.getByLabel(de('host-results', 'minPrice')).fill('100');
  await dialog.getByLabel(de('host-results', 'minPrice')).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/min_price=100/);
  await expect(open).toHaveText('Filter (1 aktiv)');
  await expect(result).toBeVisible();

  // A visitor's collapsed header (logo, Login, menu button) is one row too.
  await page.mouse.wheel(0, 300);
  await expect.poll(async () => (await header(page).boundingBox())?.height).toBeLessThanOrEqual(64);
});

test('a filter dialog left open on a screen turned wide gives way to the form in the page', async ({ page }) => {
  await page.goto('/results?q=Fliesen');
  await untilInteractive(page);
  await page.getByRole('button', { name: /^Filter/ }).click();
  const dialog = page.getByRole('dialog', { name: de('host-results', 'filters') });
  await expect(dialog).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 812 });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('form', { name: de('host-results', 'filters') })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeHidden();
  // The page behind the dialog is no longer inert: its form takes input.
  await page.getByRole('form', { name: de('host-results', 'filters') }).getByLabel(de('host-results', 'minPrice')).fill('100');
});

test('the notifications drop down inside the screen', async ({ page }) => {
  const buyer = await createUser('buyer', 'Nora', 'de');
  await signInPage(page, buyer);
  await page.goto('/');
  await untilInteractive(page);
  const bell = page.getByRole('button', { name: de('host-notifications', 'button') });
  await bell.click();
  const panel = page.getByRole('region', { name: de('host-notifications', 'title') });
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  if (!box) throw new Error('no panel');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.y + box.height).toBeLessThanOrEqual(812);
});

test('the landing page leads from a German trade word to its results', async ({ page }) => {
  const seller = await createUser('seller', 'Timo', 'de');
  const stamp = `zz${Date.now().toString(36)}`;
  const title = `Bad fliesen ${stamp}`;
  // Category 4 is Tiling in the seeded reference data.
  await apiPost('/services', { seller_id: seller.user.id, category_id: 4, title, description: 'Wand und Boden.', price: 900 }, seller.token);
  await page.goto('/');
  await untilInteractive(page);
  await page.getByLabel(de('host', 'landing.searchLabel')).fill(`Fliesenleger ${stamp}`);
  await page.getByRole('link', { name: de('host', 'landing.showAll', { query: `Fliesenleger ${stamp}` }) }).click();
  await expect(page).toHaveURL(/\/results\?/);
  await expect(page.locator('main').getByText(title)).toBeVisible();
});
