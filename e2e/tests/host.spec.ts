import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createUser, uniqueEmail } from '../support/api';
import { holdScripts, logInOnLanding, untilInteractive } from '../support/session';

const screenshots = path.join(__dirname, '..', 'screenshots');
const DEMO_BUYER = { email: 'buyer@demo.craft', password: 'demo-password-buyer' };

async function fillRegistration(page: Page, email: string) {
  const main = page.getByRole('main');
  await main.getByLabel('First Name').fill('erika');
  await main.getByLabel('Last Name').fill('Muster');
  await main.getByLabel('City').fill('Berlin');
  await main.getByLabel('Post Number').fill('10115');
  await main.getByLabel('Street').fill('Hauptstr. 5');
  await main.getByLabel('Phone').fill('+49 30 555');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill('a-long-password');
  // The consent to the terms and the privacy notice, required to register.
  await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
}

const logIn = logInOnLanding;

test.describe('host shell against the real API', () => {
  test('a buyer registers, lands on /home and is logged in', async ({ page }) => {
    await page.goto('/register');
    await fillRegistration(page, uniqueEmail('host-buyer'));
    await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Registration successful!' })).toBeVisible();
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Hello, erika!' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  });

  test('a craftsman registers and Get Started leads to the dashboard', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('radio', { name: 'Register as craftman' }).check();
    await fillRegistration(page, uniqueEmail('host-seller'));
    await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Registration successful!' })).toBeVisible();
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/home\/craftman$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Handwerker Marktplatz, home' })).toHaveAttribute(
      'data-variant',
      'seller',
    );
  });

  test('registering an e-mail twice is said in the page', async ({ page }) => {
    const existing = await createUser('buyer');
    await page.goto('/register');
    await fillRegistration(page, existing.email);
    await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toHaveText('This e-mail is already registered. Please log in instead.');
    await expect(page.getByRole('main').getByLabel('City')).toHaveValue('Berlin');
  });

  test('log in as a buyer, then sign out with the confirmation', async ({ page }) => {
    const buyer = await createUser('buyer', 'Bea');
    await page.goto('/');
    await logIn(page, buyer.email, buyer.password);
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('button', { name: 'Account menu of Bea' }).click();
    await expect(page.getByRole('banner')).toContainText(buyer.email);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Account menu of Bea' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('user')])).toEqual([null, null]);
  });

  test('a seller logs in to the dashboard; the demo buyer with the login in German (/anmelden) to /home', async ({ page }) => {
    const seller = await createUser('seller');
    await page.goto('/');
    await logIn(page, seller.email, seller.password);
    await expect(page).toHaveURL(/\/home\/craftman$/);

    await page.evaluate(() => localStorage.clear());
    // '/anmelden' is the same login screen as '/', in German.
    await page.goto('/anmelden');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const card = page.getByRole('region', { name: 'Anmelden' });
    await expect(card.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
    await card.getByLabel('E-Mail-Adresse', { exact: true }).fill(DEMO_BUYER.email);
    await card.getByLabel('Passwort', { exact: true }).fill(DEMO_BUYER.password);
    await card.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a wrong password shows the spec text and keeps the e-mail', async ({ page }) => {
    const buyer = await createUser('buyer');
    await page.goto('/');
    await logIn(page, buyer.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Email of password is incorrect! Please try again!');
    await expect(page.getByRole('region', { name: 'Login' }).getByLabel('Email')).toHaveValue(buyer.email);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guarded buyer screen sends a visitor to the login and back', async ({ page }) => {
    const buyer = await createUser('buyer');
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/\?next=%2Forders$/);
    await logIn(page, buyer.email, buyer.password);
    await expect(page).toHaveURL(/\/orders$/);
  });

  test("a craftsman following the menu's Orders entry is told the page is for buyers, with a way to the dashboard", async ({ page }) => {
    const seller = await createUser('seller');
    await page.goto('/');
    await logIn(page, seller.email, seller.password);
    await expect(page).toHaveURL(/\/home\/craftman$/);
    await page.getByRole('button', { name: /^Account menu of/ }).click();
    await page.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page is for buyers' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/home\/craftman$/);
  });

  test('the landing search filters the demo catalogue live', async ({ page }) => {
    await page.goto('/');
    const bands = page.getByRole('main').getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(page.getByRole('region', { name: 'Painter' })).toBeVisible();
    const before = await bands.count();
    expect(before).toBeGreaterThanOrEqual(10);

    const search = page.getByPlaceholder('Search for services...');
    // The demo craftsmen write German: 'wasserhahn' is in a Plumbing title only ('Wasserhahn austauschen').
    await search.fill('WASSERHAHN');
    await expect(page.getByRole('region', { name: 'Plumbing' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Painter' })).toBeHidden();
    // 'parkett' only appears in a description (Surface treatment).
    await search.fill('parkett');
    await expect(page.getByRole('region', { name: 'Surface treatment' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plumbing' })).toBeHidden();
    // A category name.
    await search.fill('drywall');
    await expect(page.getByRole('region', { name: 'Drywall' })).toBeVisible();
    await search.fill('no-such-service-xyz');
    await expect(page.getByText('No category or service matches "no-such-service-xyz".')).toBeVisible();
    await search.fill('');
    await expect(bands).toHaveCount(before);

    // The band's heading leads to the category's results; a card to its service.
    await page.getByRole('region', { name: 'Painter' }).getByRole('heading', { level: 2 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/results\?q=&category=1$/);
    await page.goBack();
    await page.getByRole('region', { name: 'Painter' }).getByRole('listitem').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/services\/\d+$/);
  });

  test('text typed into the landing search before the page is interactive is kept and filters once it is', async ({ page }) => {
    // A slow phone: the server's page is on screen long before its scripts take over.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto('/', { waitUntil: 'commit' });
    const search = page.getByPlaceholder('Search for services...');
    await search.fill('WASSERHAHN');
    await untilInteractive(page);
    await expect(search).toHaveValue('WASSERHAHN');
    await expect(page.getByRole('region', { name: 'Plumbing' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Painter' })).toBeHidden();
  });

  test('a login typed before the page is interactive is kept, Enter then sends nothing, and no URL ever carries the password', async ({ page }) => {
    const buyer = await createUser('buyer', 'Lena');
    const navigations: string[] = [];
    page.on('request', (request) => request.isNavigationRequest() && navigations.push(request.url()));
    // The server's page is on screen; its scripts are held back until the visitor has typed.
    const release = await holdScripts(page, /\.js(\?|$)/);
    await page.goto('/', { waitUntil: 'commit' });
    const card = page.getByRole('region', { name: 'Login' });
    await card.getByLabel('Email').fill(buyer.email);
    await card.getByLabel('Password').fill(buyer.password);
    await expect(card.getByRole('button', { name: 'Login' })).toBeDisabled();
    await card.getByLabel('Password').press('Enter');
    release();
    await untilInteractive(page);
    await expect(card.getByLabel('Email')).toHaveValue(buyer.email);
    await expect(card.getByLabel('Password')).toHaveValue(buyer.password);
    expect(navigations.join('\n')).not.toContain('password');
    await card.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: 'Account menu of Lena' })).toBeVisible();
    expect(navigations.join('\n')).not.toContain('password');
  });

  test('the navbar search opens the results of the real catalogue', async ({ page }) => {
    const buyer = await createUser('buyer');
    await page.goto('/');
    await logIn(page, buyer.email, buyer.password);
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search services' }).fill('tiles');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/results\?q=tiles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Result' })).toBeVisible();
    // An English trade word finds the German-written tiling services (around the buyer's own postcode).
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Terrassenplatten verlegen' })).toBeVisible();
    // Tabs are the categories with hits: no Painter tab for tiles; opened by link, it is empty.
    await expect(page.getByRole('tab', { name: 'Painter' })).toHaveCount(0);
    await page.goto('/results?q=tiles&category=1');
    await expect(page.getByRole('tab', { name: 'Painter' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'No services found' })).toBeVisible();
  });

  test('the navbar switches the language at 375 px, by keyboard, at once and without a reload; a signed-in choice is kept in the profile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    // A button of the server's HTML does nothing until the scripts have taken over.
    await untilInteractive(page);
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    const german = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Deutsch' });
    await expect(german).toBeInViewport();
    await german.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('region', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Registrieren' })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no horizontal scrolling in German either').toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(screenshots, 'landing-375-de-top.png') });

    // Logging in takes the profile's language (English: the account was made without one), and a
    // switch while signed in goes to the profile.
    const buyer = await createUser('buyer', 'Lena');
    const card = page.getByRole('region', { name: 'Anmelden' });
    await card.getByLabel('E-Mail-Adresse', { exact: true }).fill(buyer.email);
    await card.getByLabel('Passwort', { exact: true }).fill(buyer.password);
    await card.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Lena!' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const switchToGerman = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Deutsch' });
    await expect(switchToGerman).toBeInViewport();
    const saved = page.waitForResponse((response) => response.url().endsWith('/users/me/locale') && response.request().method() === 'PUT');
    await switchToGerman.click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Hallo, Lena!' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  for (const width of [1280, 375]) {
    test(`the landing page at ${width} px`, async ({ page }) => {
      // Scrolling through every lazy photo and a full-page shot of the tall phone layout take long on a busy machine.
      test.slow();
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto('/');
      // The bands show each trade's newest services: once other tests have published photo-less
      // services as painters, that band may hold no photo at all, so any band's photo will do.
      await expect(page.getByRole('region', { name: 'Painter' })).toBeVisible();
      const photo = page.getByRole('region').locator('img').first();
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(screenshots, `landing-${width}-top.png`) });
      // Card photos load lazily: scroll through the page so the full-page shot has them all.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(screenshots, `landing-${width}.png`), fullPage: true });
      await page.getByRole('region', { name: 'Drywall' }).screenshot({ path: path.join(screenshots, `landing-${width}-band.png`) });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
    });
  }
});
