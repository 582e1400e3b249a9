/**
 * The craftsman's dashboard for a German browser: German from the first paint, the texts the
 * translators wrote (read from the catalogues, not copied here), and the spec's English after a
 * switch in the footer, without a reload.
 */
import { expect, test } from '@playwright/test';
import { apiPost, createUser, signInPage } from '../support/api';
import { de, text } from '../support/texts';

const en = (namespace: string, id: string, values?: Record<string, string | number>) => text('en', namespace, id, values);

test.use({ locale: 'de-DE' });

test('a craftsman with a German browser gets the dashboard and a service page in German; English is one click away', async ({ page }) => {
  const seller = await createUser('seller', undefined, 'de');
  const title = `Zimmer streichen ${Date.now()}`;
  const service = await apiPost<{ id: number }>('/services', { seller_id: seller.user.id, category_id: 1, title, description: 'Vom Test angelegt', price: 1590 }, seller.token);
  await signInPage(page, seller);

  await page.goto('/home/craftman');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: de('seller', 'dashboard.title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: de('seller', 'dashboard.companyHeading') })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(
    ['services', 'reviews', 'manage', 'payment', 'buyerOffers', 'quotations', 'portfolio', 'insights', 'messages'].map((tab) => de('seller', `dashboard.tabs.${tab}`)),
  );
  // The service card: its creation date in German.
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText(/^Angelegt am \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/)).toBeVisible();

  await page.getByRole('tab', { name: de('seller', 'dashboard.tabs.buyerOffers') }).click();
  await expect(page.getByRole('heading', { name: de('seller', 'jobs.title'), exact: true })).toBeVisible();
  await expect(page.getByText(de('seller', 'jobs.stages.incoming.empty'))).toBeVisible();

  await page.getByRole('tab', { name: de('seller', 'dashboard.tabs.manage') }).click();
  await expect(page.getByRole('heading', { name: de('seller', 'serviceArea.heading') })).toBeVisible();
  await expect(page.getByRole('link', { name: de('seller', 'manage.viewLabel', { title }) })).toBeVisible();

  await page.goto(`/home/craftman/product-detail/${service.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: de('seller', 'services.photoAlt', { title }) }).or(page.getByText(de('seller', 'services.noPhoto')))).toBeVisible();
  await expect(page.getByRole('heading', { name: de('seller', 'detail.reviewsHeading') })).toBeVisible();
  await expect(page.getByText(de('seller', 'detail.noReviews'))).toBeVisible();

  // The footer's switch: the spec's English at once, the same page, no reload.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('footer').getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: en('seller', 'detail.reviewsHeading') })).toBeVisible();
  await expect(page.getByText(en('seller', 'detail.noReviews'))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.goto('/home/craftman');
  await expect(page.getByRole('heading', { level: 1, name: 'Craftman Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Your Service' })).toBeVisible();
});
