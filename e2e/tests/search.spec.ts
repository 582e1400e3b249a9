/**
 * A postcode search on the demo catalogue. The demo craftsmen work from Berlin (10115, 30 km),
 * Potsdam (14467, 50 km), Leipzig (200 km) and Hamburg (150 km), so from Potsdam the results come
 * nearest first, with the distance on each card, and everything is in the URL. Potsdam, not Berlin:
 * the craftsmen other tests register live at 10115, and since a registration sets the service area
 * to the company's postcode, from 10115 they would fill the first page at 0 km.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { untilInteractive } from '../support/session';

const screenshots = path.join(__dirname, '..', 'screenshots');

test('a postcode search lists the demo services nearest first, with their distance, and keeps it all in the URL', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/results?q=');
  await untilInteractive(page);
  // On a phone the results come first and the filters open in a dialog.
  await page.getByRole('button', { name: /^Filter/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filter results' });
  await filters.getByLabel('Your postcode').fill('14467');
  await filters.getByLabel('Sort by').selectOption({ label: 'Nearest first' });
  await filters.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/\/results\?q=&postcode=14467&sort=distance$/);

  const distances = page.getByText(/^[\d.,]+ km away$/);
  await expect(distances.first()).toBeVisible();
  const kilometres = (await distances.allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(kilometres.length).toBeGreaterThan(3);
  expect(kilometres).toEqual([...kilometres].sort((a, b) => a - b));
  expect(new Set(kilometres).size, 'craftsmen from more than one place').toBeGreaterThan(1);
  expect(kilometres[0]).toBe(0);
  await page.screenshot({ path: path.join(screenshots, 'search-postcode-375.png'), fullPage: true });

  // The back button returns to the search before the filters; the shared URL opens the same search.
  await page.goBack();
  await expect(page).toHaveURL(/\/results\?q=$/);
  await page.goForward();
  await expect(page.getByText(/^0 km away$/).first()).toBeVisible();
});

test('an unknown postcode is said by the postcode field, with what was typed kept', async ({ page }) => {
  await page.goto('/results?q=');
  const filters = page.getByRole('form', { name: 'Filter results' });
  await filters.getByLabel('Your postcode').fill('00000');
  await filters.getByRole('button', { name: 'Show results' }).click();
  await expect(filters.getByText('Unknown postcode: 00000')).toBeVisible();
  await expect(filters.getByLabel('Your postcode')).toHaveValue('00000');
});

test('the landing page search is in view on a phone and leads to all results', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search for services' });
  await expect(box).toBeInViewport();
  await box.fill('Maler');
  await page.getByRole('link', { name: /^Show all results for "Maler"/ }).click();
  await expect(page).toHaveURL(/\/results\?q=Maler$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Result' })).toBeVisible();
});
