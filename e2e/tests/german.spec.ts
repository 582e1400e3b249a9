/**
 * The product for a German browser: the landing page, the login, the registration, a service
 * page and the Favorable Offer flow in German from the first paint, with the texts the translators
 * wrote (read from the catalogues, not copied here); `<html lang>` follows; the footer's switch
 * shows the spec's English at once. The craftsman's dashboard has its own spec (seller-german).
 * Screenshots of the landing page and the dashboard in both languages at 375 and 1280 px go to
 * e2e/screenshots/i18n-*.png.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiPost, createUser, signInPage, uniqueEmail } from '../support/api';
import { mailsTo } from '../support/mail';
import { de } from '../support/texts';

test.use({ locale: 'de-DE' });

const screenshots = path.join(__dirname, '..', 'screenshots');

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(screenshots, `i18n-${name}-${width}.png`), fullPage: false });
    if (width === 375) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
    }
  }
}

test('the landing page and the login speak German to a German browser; a wrong password is told in German', async ({ page }) => {
  const buyer = await createUser('buyer', undefined, 'de');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: de('host', 'landing.headline') })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: de('host', 'landing.searchLabel') }).first()).toBeVisible();
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: de('host', 'footer.home'), exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: de('host', 'footer.imprint'), exact: true })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Deutsch', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'landing-de');

  const card = page.getByRole('region', { name: de('host', 'login.title') });
  await card.getByLabel(de('host', 'login.email'), { exact: true }).fill(buyer.email);
  await card.getByLabel(de('host', 'login.password'), { exact: true }).fill('not-the-password');
  await card.getByRole('button', { name: de('host', 'login.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(de('host', 'login.wrongCredentials'));
  // What the visitor typed stays.
  await expect(card.getByLabel(de('host', 'login.email'), { exact: true })).toHaveValue(buyer.email);

  // The switch: the spec's English at once, in the same document, and it is kept.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await footer.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('region', { name: 'Login' }).getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Einfach günstigeren Handwerker finden' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await shoot(page, 'landing-en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('region', { name: 'Login' })).toBeVisible();
});

test('a German visitor registers in German, consents to the AGB, and the account keeps German', async ({ page }) => {
  const email = uniqueEmail('german-register');
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: de('host', 'register.title') })).toBeVisible();
  await main.getByRole('button', { name: de('host', 'register.submit') }).click();
  await expect(main.getByRole('alert').filter({ hasText: de('host', 'register.invalid') })).toBeVisible();

  const fields: Array<[string, string]> = [
    ['register.firstname', 'Erika'],
    ['register.lastname', 'Muster'],
    ['register.city', 'Leipzig'],
    ['register.postNumber', '04109'],
    ['register.street', 'Markt 1'],
    ['register.phone', '+49 341 555'],
    ['register.email', email],
    ['register.password', 'ein-langes-passwort-77'],
  ];
  for (const [id, value] of fields) await main.getByLabel(de('host', id), { exact: true }).fill(value);
  // The consent box is required: without it the form says so in German and keeps what was typed.
  await main.getByRole('button', { name: de('host', 'register.submit') }).click();
  await expect(main.getByText(de('legal', 'consent.required'))).toBeVisible();
  await expect(main.getByLabel(de('host', 'register.email'), { exact: true })).toHaveValue(email);
  await main.getByRole('checkbox', { name: new RegExp(de('legal', 'consent.before')) }).check();
  const created = page.waitForResponse((response) => response.url().endsWith('/users') && response.request().method() === 'POST');
  await main.getByRole('button', { name: de('host', 'register.submit') }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByRole('heading', { name: de('host', 'register.success') })).toBeVisible();
  // The account's language is the page's: its e-mails are German (the confirmation mail here).
  await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThan(0);
  expect((await mailsTo(email))[0]?.text).toContain('Bitte öffnen Sie diesen Link');
});

test('a service page and the Favorable Offer flow in German, down to the German e-mail', async ({ page }) => {
  const seller = await createUser('seller', undefined, 'de');
  const title = `Fassade streichen ${Date.now()}`;
  const service = await apiPost<{ id: number }>('/services', { seller_id: seller.user.id, category_id: 1, title, description: 'Vom Test angelegt', price: 1590 }, seller.token);
  const buyer = await createUser('buyer', undefined, 'de');
  await signInPage(page, buyer);

  await page.goto(`/services/${service.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // German number format for the price: 1.590 €.
  await expect(page.getByRole('main').getByText('1.590\u00a0€').first()).toBeVisible();
  await expect(page.getByRole('button', { name: de('buyer', 'serviceDetail.addToWishlist') })).toBeVisible();
  await expect(page.getByRole('heading', { name: de('buyer', 'serviceDetail.reviewsTitle') })).toBeVisible();
  await expect(page.getByText(de('buyer', 'serviceDetail.noReviews'))).toBeVisible();

  // Logged out, the Favorable Offer as a visitor: explanation, the project, the contact, the dialog.
  await page.evaluate(() => localStorage.removeItem('access_token'));
  await page.goto('/favorable');
  await expect(page.getByRole('heading', { level: 1, name: de('buyer', 'favorable.title') })).toBeVisible();
  await expect(page.getByText(de('buyer', 'favorable.steps.submit.title'))).toBeVisible();
  await page.getByRole('link', { name: de('buyer', 'favorable.upload'), exact: true }).click();
  await expect(page).toHaveURL(/\/favorable\/document$/);
  await page.getByLabel(de('buyer', 'quotationDraft.category')).selectOption({ label: de('shared', 'categories.Painter') });
  await page.getByRole('button', { name: de('buyer', 'quotationDraft.describeContinue') }).click();
  await expect(page.getByText(de('buyer', 'quotationDraft.descriptionRequired'))).toBeVisible();
  await page.getByLabel(de('buyer', 'quotationDraft.description')).fill(`Treppenhaus streichen ${Date.now()}`);
  await page.getByRole('button', { name: de('buyer', 'quotationDraft.describeContinue') }).click();

  await expect(page).toHaveURL(/\/favorable\/document\/profile\/$/);
  const email = uniqueEmail('german-quotation');
  const contact: Array<[string, string]> = [
    ['quotationContact.firstname', 'Jan'],
    ['quotationContact.lastname', 'Muster'],
    ['quotationContact.street', 'Hauptstraße 5'],
    ['quotationContact.postNumber', '10115'],
    ['quotationContact.phone', '+49 30 555'],
    ['quotationContact.email', email],
  ];
  for (const [id, value] of contact) await page.getByLabel(de('buyer', id), { exact: true }).fill(value);
  await page.getByRole('button', { name: de('buyer', 'quotationContact.submit') }).click();
  const dialog = page.getByRole('dialog', { name: de('buyer', 'quotationContact.sentTitle') });
  // An unconfirmed address: the request goes to the Berlin painters once the mailed link is followed.
  await expect(dialog.getByText(/^Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.* in Ihrer Nähe, und Sie erhalten eine E-Mail, sobald ein Angebot eintrifft\.$/)).toBeVisible();
  // The visitor's request was German (Accept-Language), so is the mail asking to confirm the address.
  await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThan(0);
  expect((await mailsTo(email))[0]?.text).toContain('Wenn Sie das waren');
  await dialog.getByRole('button', { name: de('buyer', 'quotationContact.continue') }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('screenshots of the craftsman dashboard in German and English at phone and desktop width', async ({ page }) => {
  const seller = await createUser('seller', undefined, 'de');
  await apiPost('/services', { seller_id: seller.user.id, category_id: 1, title: 'Wohnzimmer streichen', description: 'Zwei Anstriche', price: 1590 }, seller.token);
  await signInPage(page, seller);
  await page.goto('/home/craftman');
  await expect(page.getByRole('heading', { level: 1, name: de('seller', 'dashboard.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wohnzimmer streichen' })).toBeVisible();
  await shoot(page, 'dashboard-de');
  await page.locator('footer').getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Craftman Dashboard' })).toBeVisible();
  await shoot(page, 'dashboard-en');
});
