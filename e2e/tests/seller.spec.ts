/**
 * The craftsman's side against the real API and database: services with photos, buyer orders,
 * quotation answers and the portfolio.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiPost, apiUrl, confirmEmail, createUser, signInPage, submitTraderDetails, uniqueEmail, type TestUser } from '../support/api';
import { mailedToken, mailsTo } from '../support/mail';
import { pngFile } from '../support/png';

const screenshots = path.join(__dirname, '..', 'screenshots');

const png = pngFile;

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // From the top, so the sticky navbar is not painted over the middle of a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(screenshots, `seller-${name}-${width}.png`), fullPage: true });
    // No sideways scrolling on a phone.
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
}

async function apiCall<T>(method: string, route: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl()}${route}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function createServiceFor(seller: TestUser, title: string): Promise<{ id: number }> {
  return apiPost<{ id: number }>('/services', { seller_id: seller.user.id, category_id: 1, title, description: 'Set up by the test', price: 180 }, seller.token);
}

const openTab = async (page: Page, name: string) => page.getByRole('tab', { name }).click();

test.describe('craftsman against the real API', () => {
  test('registers, adds a service with a photo (refusing a non-image), sees it on the landing page, edits and deletes it', async ({ page }) => {
    const title = `Facade paint ${Date.now()}`;
    // Register as a craftsman through the host's screen.
    await page.goto('/register');
    await page.getByRole('radio', { name: 'Register as craftman' }).check();
    const main = page.getByRole('main');
    await main.getByLabel('First Name').fill('carla');
    await main.getByLabel('Last Name').fill('Kraft');
    await main.getByLabel('City').fill('Berlin');
    await main.getByLabel('Post Number').fill('10115');
    await main.getByLabel('Street').fill('Werkstr. 3');
    await main.getByLabel('Phone').fill('+49 30 777');
    const email = uniqueEmail('seller-e2e');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password').fill('a-long-password');
    await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await main.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('link', { name: 'Get Started' }).click();
    // Publishing waits for a confirmed address: follow the link the outbox received.
    await confirmEmail(email);
    await expect(page).toHaveURL(/\/home\/craftman$/);
    await expect(page.getByRole('heading', { name: 'Company information' })).toBeVisible();
    await expect(page.getByText('Werkstr. 3, 10115')).toBeVisible();

    await openTab(page, 'Manage Service');
    await page.getByRole('link', { name: 'Add Service' }).first().click();
    await expect(page.getByRole('heading', { name: 'Add Service' })).toBeVisible();
    await expect(page.getByLabel('Category')).toHaveValue('1');

    // A file that is not an image is refused and cleared.
    await page.getByLabel('Photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Please upload a valid image file.')).toBeVisible();
    await expect(page.getByLabel('Photo')).toHaveValue('');

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Outside walls, two coats, scaffolding included.');
    await page.getByLabel('Price (€)').fill('1450');
    await page.getByLabel('Photo').setInputFiles(png());
    await shoot(page, 'create-product');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your service has been successfully added!')).toBeVisible();
    await expect(page).toHaveURL(/\/home\/craftman$/, { timeout: 5_000 });

    // The dashboard shows it with its photo and an English creation date, day first.
    const card = page.getByRole('link', { name: title });
    await expect(card).toBeVisible();
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    await expect(page.getByText(`Created ${today}`).first()).toBeVisible();
    await shoot(page, 'dashboard');

    // Until he enters his trader details his services are his alone, and the list says so; then they are public.
    await expect(page.getByText('Your services become visible to customers once you have entered your trader details.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Enter trader details', exact: true })).toHaveAttribute('href', /#trader-details-heading$/);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    if (!token) throw new Error('no session stored after registration');
    await submitTraderDetails({ token });

    // The public landing page lists it, photo included.
    await page.goto('/');
    await page.getByPlaceholder('Search for services...').fill(title);
    const landingCard = page.getByRole('article').filter({ hasText: title });
    await expect(landingCard).toBeVisible();
    await expect(landingCard.locator('img')).toHaveAttribute('src', /.+/);

    // Edit it.
    await page.goto('/home/craftman?tab=manage');
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Data Service' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await page.getByLabel('Title').fill(`${title} (edited)`);
    await page.getByLabel('Price (€)').fill('1390');
    await shoot(page, 'edit-product');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your service successfully edited!')).toBeVisible();
    await expect(page).toHaveURL(/\/home\/craftman$/, { timeout: 5_000 });
    await expect(page.getByRole('link', { name: `${title} (edited)` })).toBeVisible();

    // Its seller views it.
    await page.goto('/home/craftman?tab=manage');
    await page.getByRole('link', { name: `View ${title} (edited)` }).click();
    await expect(page.getByRole('heading', { name: `${title} (edited)` })).toBeVisible();
    await expect(page.getByText('1390€')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit service' })).toBeVisible();
    await shoot(page, 'show-product');

    // Delete it, confirmed in the in-app dialog.
    await page.goto('/home/craftman?tab=manage');
    await page.getByRole('button', { name: `Delete ${title} (edited)` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this service?');
    await shoot(page, 'delete-dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toHaveText('Service deleted successfully!');
    await expect(page.getByRole('heading', { name: `${title} (edited)` })).toHaveCount(0);
  });

  test("another craftsman's service is refused, never its edit form", async ({ page }) => {
    const owner = await createUser('seller');
    const other = await createUser('seller');
    const service = await createServiceFor(owner, `Not yours ${Date.now()}`);
    await signInPage(page, other);
    await page.goto(`/home/craftman/edit-product/${service.id}`);
    await expect(page.getByText('This service belongs to another craftsman.')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveCount(0);
  });

  test("accepts a buyer's order; the buyer sees the new status on /orders", async ({ page }) => {
    const seller = await createUser('seller');
    const buyer = await createUser('buyer');
    const title = `Roof repair ${Date.now()}`;
    const service = await createServiceFor(seller, title);
    const order = await apiPost<{ id: number }>(
      '/orders',
      { service_id: service.id, payment_method: 'bank-transfer', amount: 180, description: 'Leak above the kitchen' },
      buyer.token,
    );

    await signInPage(page, seller);
    await page.goto('/home/craftman?tab=buyer-offers');
    const row = page.getByRole('listitem', { name: title });
    await expect(row).toContainText('Status: Waiting for you');
    await shoot(page, 'buyer-offers');
    await row.getByRole('link', { name: 'View Detail' }).click();
    await expect(page).toHaveURL(new RegExp(`confirm-product\\?type=order&id=${order.id}$`));
    await expect(page.getByText('Leak above the kitchen')).toBeVisible();
    await shoot(page, 'confirm-product');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('alert')).toContainText('Accepted.');
    // Only the steps an accepted order allows, never greyed Accept/Reject.
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark work as done' })).toBeVisible();
    // Contact details are shared both ways once accepted.
    await expect(page.getByRole('region', { name: 'Contact of the customer' })).toContainText(buyer.user.email);

    // The API agrees, and the buyer sees it.
    const mine = await apiCall<Array<{ id: number; status: string }>>('GET', '/orders', buyer.token);
    expect(mine.find((o) => o.id === order.id)?.status).toBe('accepted');
    await signInPage(page, buyer);
    await page.goto('/orders');
    await expect(page.getByRole('main').getByText(title).first()).toBeVisible();
    await expect(page.getByRole('main').getByText('Accepted').first()).toBeVisible();
  });

  test('answers a quotation; the requester gets the cheapest-offer e-mail once the address is confirmed', async ({ page }) => {
    // A Berlin painter: requests reach the craftsmen of their trade whose area (set at registration) covers them.
    const seller = await createUser('seller');
    await apiPost('/services', { seller_id: seller.user.id, category_id: 1, title: 'Tiling and painting', description: 'Bathrooms', price: 900 }, seller.token);
    const requester = uniqueEmail('quote-requester');
    const description = `Bathroom tiles ${Date.now()}`;
    const form = new FormData();
    for (const [key, value] of Object.entries({
      category_id: '1',
      description,
      firstname: 'Quinn',
      lastname: 'Asker',
      street: 'Fragestr. 2',
      post_number: '10115',
      phone: '+49 30 111',
      email: requester,
      status: 'open',
    })) form.append(key, value);
    const created = await fetch(`${apiUrl()}/quotation`, { method: 'POST', body: form });
    expect(created.ok).toBe(true);
    const { id: quotationId } = (await created.json()) as { id: number };

    await signInPage(page, seller);
    await page.goto('/home/craftman?tab=quotations');
    const item = page.getByRole('listitem').filter({ hasText: description });
    await expect(item).toContainText('open');
    await item.getByLabel('Your price (€)').fill('2300');
    await item.getByLabel('Message').fill('Tiles, grout and two days of work.');
    await item.getByRole('button', { name: 'Send quote' }).click();
    await expect(item.getByText('Your quote has been sent.')).toBeVisible();
    await expect(item.getByText('Your quote: 2300€')).toBeVisible();
    await shoot(page, 'quotations');

    // Nobody has confirmed the requester's address: the answer waits until the mailed link is followed.
    const cheapest = async () => (await mailsTo(requester)).filter((mail) => mail.text.includes(`request #${quotationId} so far is 2300 €`));
    expect(await cheapest()).toHaveLength(0);
    await apiPost('/quotation/confirm', { token: await mailedToken(requester, '/favorable/confirm') });
    await expect.poll(async () => (await cheapest()).length, { timeout: 15_000 }).toBe(1);
  });

  test('creates a portfolio project that the public seller page shows', async ({ page }) => {
    const seller = await createUser('seller');
    const name = `Loft conversion ${Date.now()}`;
    await signInPage(page, seller);
    await page.goto('/home/craftman?tab=portfolio');
    await page.getByRole('link', { name: 'Add project' }).first().click();
    await expect(page.getByRole('heading', { name: 'Create Portfolio' })).toBeVisible();
    await page.getByLabel('Project name').fill(name);
    await page.getByLabel('Start date').fill('2026-03-01');
    await page.getByLabel('End date').fill('2026-04-15');
    await page.getByLabel('Description').fill('Attic turned into two bedrooms.');
    await page.getByLabel('Images').setInputFiles(png('loft.png'));
    await shoot(page, 'portfolio-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/home\/craftman\/portfolio\/detail\?id=\d+$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('March 1, 2026 – April 15, 2026')).toBeVisible();
    await expect(page.getByRole('img', { name: `${name}, image 1` })).toBeVisible();
    await shoot(page, 'portfolio-detail');

    // The public seller page (buyer remote) and its API show the project.
    const profile = await (await fetch(`${apiUrl()}/sellers/${seller.user.id}`)).json() as { portfolio: Array<{ name: string; images: string[] }> };
    expect(profile.portfolio.find((p) => p.name === name)?.images).toHaveLength(1);
    await page.goto(`/sellers/${seller.user.id}`);
    await expect(page.getByRole('main').getByText(name)).toBeVisible();
  });
});
