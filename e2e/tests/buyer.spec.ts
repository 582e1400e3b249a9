/**
 * The buyer remote against the real API and database: wishlist, ordering through /payment,
 * reviews after the craftsman accepts, both Favorable Offer paths, and every bad-file and
 * missing-field message.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiPost, apiUrl, createUser, signInPage, uniqueEmail, type TestUser } from '../support/api';
import { mailedToken, mailsTo } from '../support/mail';
import { links } from '../support/paths';
import { untilInteractive } from '../support/session';

const screenshots = path.join(__dirname, '..', 'screenshots');
const DEMO_SELLER = { email: 'seller1@demo.craft', password: 'demo-password-1' };

const pdfFile = (name = 'earlier-offer.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
});
const textFile = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an offer') };

async function apiGet<T>(urlPath: string, token?: string): Promise<T> {
  const response = await fetch(`${apiUrl()}${urlPath}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`GET ${urlPath} answered ${response.status}`);
  return (await response.json()) as T;
}

interface DemoService {
  id: number;
  title: string;
  price: number;
  seller_id: number;
}

/** A service of the first demo craftsman, whose login the tests know. */
async function demoSellerService(): Promise<{ service: DemoService; sellerToken: string }> {
  const login = await apiPost<{ access_token: string; user: { id: number } }>('/users/login', DEMO_SELLER);
  const services = await apiGet<DemoService[]>(`/services/seller/${login.user.id}`);
  const service = services[0];
  if (!service) throw new Error('the demo catalogue has no services for seller1');
  return { service, sellerToken: login.access_token };
}

/** Screenshots at phone and desktop width; at 375 px nothing may scroll sideways. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(screenshots, `buyer-${name}-${width}.png`), fullPage: true });
    if (width === 375) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
    }
  }
}

async function signedInBuyer(page: Page): Promise<TestUser> {
  const buyer = await createUser('buyer');
  await signInPage(page, buyer);
  return buyer;
}

test.describe('buyer remote against the real API', () => {
  test('wishlist: add from the service page, see it there, remove and add again, and list it in the profile', async ({ page }) => {
    const buyer = await signedInBuyer(page);
    const { service } = await demoSellerService();
    await page.goto(`/services/${service.id}`);
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    await expect(page.getByText(/^\d+ Offerings$/)).toBeVisible();
    await expect(page.getByText(/^\d\.\d \(\d+ Rating\)$/)).toBeVisible();
    await shoot(page, 'service-detail');

    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Services Succsessfully added to wislist' });
    await expect(dialog).toBeVisible();
    await shoot(page, 'wishlist-dialog');
    await dialog.getByRole('button', { name: 'Back' }).click();
    // The button shows membership and toggles it.
    await expect(page.getByText('This service is in your wishlist.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove from Wishlist' }).click();
    await expect(page.getByText('This service is in your wishlist.')).toHaveCount(0);
    expect(await apiGet<unknown[]>('/wishlist', buyer.token)).toHaveLength(0);
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue to Wishlist' }).click();

    await expect(page).toHaveURL(/\/profile\?tab=wishlist$/);
    await expect(page.getByRole('tab', { name: 'Wishlist Item' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: service.title })).toHaveCount(1);
    const stored = await apiGet<unknown[]>('/wishlist', buyer.token);
    expect(stored).toHaveLength(1);
    await shoot(page, 'profile-wishlist');
  });

  test('a logged-out visitor adding to the wishlist is sent to log in and back', async ({ page }) => {
    const { service } = await demoSellerService();
    await page.goto(`/services/${service.id}`);
    await untilInteractive(page);
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?next=${encodeURIComponent(`/services/${service.id}`)}$`));
  });

  test('order: /payment with a file and the Payment dialog, to /payment-confirm and into /orders', async ({ page }) => {
    const buyer = await signedInBuyer(page);
    const { service } = await demoSellerService();
    await page.goto(`/services/${service.id}`);
    await page.getByRole('main').getByRole('link', { name: 'Offer', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?service=${service.id}$`));

    await page.getByRole('radio', { name: 'Bank Transfer' }).check();
    await page.getByLabel('Project description').fill('Two rooms, white walls.');
    await page.locator('input[type=file]').setInputFiles(textFile);
    await expect(page.getByRole('alert')).toHaveText('Invalid file format. Accepted formats are zip, jpg, png, pdf, or ms.word.');
    await page.locator('input[type=file]').setInputFiles(pdfFile('plan.pdf'));
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shoot(page, 'payment');

    await page.getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment' });
    await expect(dialog.getByText('paying with bank transfer')).toBeVisible();
    // The price is the service's, shown and never typed; nothing is charged, so no account fields.
    await expect(dialog.getByText(`${service.price}€`).first()).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await shoot(page, 'payment-dialog');
    await dialog.getByRole('button', { name: 'Place an order' }).click();

    await expect(page).toHaveURL(/\/payment-confirm\?order=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    await expect(page.getByText('Pending')).toBeVisible();
    await expect(page.getByRole('region', { name: 'How payment works' })).toContainText('Nothing is charged');
    await expect(page.getByText(/16-digit|CVV/)).toHaveCount(0);
    await shoot(page, 'payment-confirm');

    const order = await apiGet<{ account_last4: string | null; amount: number; has_document: boolean; payment_method: string; payment_status: string }>(
      `/orders/${orderId}`,
      buyer.token,
    );
    expect(order).toMatchObject({ account_last4: null, amount: service.price, has_document: true, payment_method: 'bank-transfer', payment_status: 'open' });

    await page.getByRole('link', { name: 'My jobs' }).click();
    await expect(page).toHaveURL(/\/jobs\?tab=orders$/);
    const row = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: service.title });
    await expect(row.getByText('Pending')).toBeVisible();
    await shoot(page, 'orders');

    await row.getByRole('link', { name: 'View Detail' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/detail\\?id=${orderId}$`));
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const ask = page.getByRole('dialog', { name: 'Cancel this order?' });
    await ask.getByLabel('Reason (optional)').fill('Plans changed');
    await ask.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByText('Plans changed').first()).toBeVisible();
  });

  test('review: once the work is completed, Give a Review (a rating is required), see the result, edit it', async ({ page }) => {
    const buyer = await signedInBuyer(page);
    const { service, sellerToken } = await demoSellerService();
    const order = await apiPost<{ id: number }>(
      '/orders',
      { service_id: service.id, payment_method: 'paypal', amount: service.price },
      buyer.token,
    );
    await apiPost(`/orders/${order.id}/accept`, {}, sellerToken);
    await apiPost(`/orders/${order.id}/work-done`, {}, sellerToken);
    await apiPost(`/orders/${order.id}/confirm`, {}, buyer.token);

    await page.goto('/orders');
    const row = page.getByRole('listitem').filter({ hasText: service.title });
    await expect(row.getByText('Completed')).toBeVisible();
    await row.getByRole('link', { name: 'Give a Review' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/review\\?order=${order.id}$`));

    // An empty review is refused in the page: no default rating.
    await page.getByRole('button', { name: 'Send Review' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose from 1 to 5 stars.');
    await expect(page).toHaveURL(new RegExp(`/orders/review\\?order=${order.id}$`));
    const stars = page.getByRole('slider', { name: 'Rating' });
    await stars.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expect(stars).toHaveAttribute('aria-valuenow', '4');
    const text = `Tidy and on time ${Date.now()}`;
    await page.getByLabel('Your review', { exact: true }).fill(text);
    await shoot(page, 'review-form');
    await page.getByRole('button', { name: 'Send Review' }).click();

    await expect(page).toHaveURL(new RegExp(`/orders/review/result\\?order=${order.id}$`));
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText('4 / 5')).toBeVisible();
    await shoot(page, 'review-result');

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/orders\/review\/edit\?order=\d+$/);
    await expect(page.getByLabel('Your review', { exact: true })).toHaveValue(text);
    await page.getByLabel('Your review', { exact: true }).fill(`${text} (edited)`);
    await page.getByRole('button', { name: 'Save Review' }).click();
    await expect(page.getByText(`${text} (edited)`)).toBeVisible();

    await page.goto(`/services/${service.id}`);
    await expect(page.getByText(`${text} (edited)`)).toBeVisible();
  });

  test('Favorable Offer with an earlier offer file ends in the dialog, an open quotation and an e-mail', async ({ page }) => {
    const email = uniqueEmail('quotation-file');
    await page.goto('/favorable');
    await shoot(page, 'favorable');
    await page.getByRole('link', { name: 'Upload an Offer', exact: true }).click();
    await expect(page).toHaveURL(/\/favorable\/document$/);
    await page.getByLabel('Category').selectOption({ label: 'Painter' });
    await page.locator('input[type=file]').setInputFiles(pdfFile());
    await shoot(page, 'favorable-document');
    await page.getByRole('button', { name: 'Upload and continue' }).click();

    await expect(page).toHaveURL(/\/favorable\/document\/profile\/$/);
    const quotationId = await submitContact(page, email, 'Erika');
    await expectQuotationStored(quotationId, (quotation) => expect(quotation.documentUrl).toBeTruthy());
    await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThan(0);
  });

  test('Favorable Offer with a description only succeeds too', async ({ page }) => {
    const email = uniqueEmail('quotation-text');
    const description = `Paint a hallway and stairs ${Date.now()}`;
    await page.goto('/favorable/document');
    await page.getByLabel('Category').selectOption({ label: 'Painter' });
    await page.getByLabel('Project description').fill(description);
    await page.getByRole('button', { name: 'Continue with description' }).click();
    await expect(page).toHaveURL(/\/favorable\/document\/profile\/$/);
    const quotationId = await submitContact(page, email, 'Jan');
    await expectQuotationStored(quotationId, (quotation) => expect(quotation.description).toBe(description));

    // Nobody has confirmed this address: the mail carries our fixed text and a link, nothing typed in the form.
    const token = await mailedToken(email, '/favorable/confirm');
    const [mail] = await mailsTo(email);
    const words = `${mail?.subject}\n${mail?.text}\n${mail?.html}`;
    expect(words).not.toContain('Jan');
    expect(words).not.toContain(description);
    await page.goto(`/favorable/confirm?token=${token}`);
    await expect(page.getByRole('alert')).toContainText('your address is confirmed');
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('already used');
  });

  test('every bad-file and missing-field message of the quotation flow', async ({ page }) => {
    await page.goto('/favorable/document/profile/');
    await expect(page).toHaveURL(/\/favorable\/document$/);
    await expect(page.getByRole('alert')).toHaveText('Session data is missing or invalid. Please start again.');

    await page.getByRole('button', { name: 'Upload and continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select a category and upload a document.');

    await page.locator('input[type=file]').setInputFiles(textFile);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid file format' })).toHaveText(
      'Invalid file format. Accepted formats are zip, jpg, png, pdf, or ms.word.',
    );

    await page.getByLabel('Category').selectOption({ label: 'Painter' });
    await page.getByRole('button', { name: 'Continue with description' }).click();
    await expect(page.getByRole('alert').first()).toHaveText('Please provide a description.');

    // A tampered category value (the select only offers ids) is refused in the page.
    await page.getByLabel('Category').evaluate((select: HTMLSelectElement) => {
      const option = new Option('Tampered', 'painter');
      select.add(option);
    });
    await page.getByLabel('Category').selectOption('painter');
    await page.locator('input[type=file]').setInputFiles(pdfFile());
    await page.getByRole('button', { name: 'Upload and continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid category selected.');

    await page.route('**/quotation/upload', (route) => route.fulfill({ status: 500, body: '{"error":"boom"}' }));
    await page.getByLabel('Category').selectOption({ label: 'Painter' });
    await page.getByRole('button', { name: 'Upload and continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('File upload failed.');
    await shoot(page, 'favorable-document-errors');
    await page.unroute('**/quotation/upload');

    await page.getByLabel('Project description').fill('Fix a drywall hole');
    await page.getByRole('button', { name: 'Continue with description' }).click();
    await expect(page).toHaveURL(/\/favorable\/document\/profile\/$/);
    await page.getByRole('button', { name: 'Get the Cheapest Offer' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(6);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Get the Cheapest Offer' }).click();
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();

    await page.route('**/quotation', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{"error":"boom"}' }) : route.continue(),
    );
    await fillContact(page, uniqueEmail('quotation-fail'), 'Ola');
    await page.getByRole('button', { name: 'Get the Cheapest Offer' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to create the quotation. Please try again.');
    await expect(page.getByLabel('Street')).toHaveValue('Hauptstraße 5');
    await shoot(page, 'contact-errors');
  });

  test('direct offer to a craftsman: Send offer, then detail and edit from the profile', async ({ page }) => {
    await signedInBuyer(page);
    const { service } = await demoSellerService();
    await page.goto(links.directOfferTo(service.seller_id));
    await page.getByRole('button', { name: 'Send offer' }).click();
    await expect(page.getByText('Please provide a description.')).toBeVisible();
    const description = `Hallway ${Date.now()}`;
    await page.getByLabel('Description').fill(description);
    await page.locator('input[type=file]').setInputFiles(pdfFile('hallway.pdf'));
    await shoot(page, 'direct-offer');
    await page.getByRole('button', { name: 'Send offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your offer successfuly added' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/profile\?tab=offers$/);
    await expect(page.getByText(description)).toBeVisible();
    await shoot(page, 'profile-offers');
    await page.getByRole('link', { name: /^Edit the price proposal to/ }).click();
    await page.getByLabel('Description').fill(`${description} and stairs`);
    await page.getByRole('button', { name: 'Save price proposal' }).click();
    await expect(page).toHaveURL(/\/favorable\/document-buyer\/detail\/\?id=\d+$/);
    await expect(page.getByText(`${description} and stairs`)).toBeVisible();
  });

  test('/offers shows the empty state for a new buyer, and the seller page lists services', async ({ page }) => {
    await signedInBuyer(page);
    await page.goto('/offers');
    await expect(page.getByRole('link', { name: 'Place an offers' })).toHaveAttribute('href', '/favorable');
    await shoot(page, 'offers-empty');
    const { service } = await demoSellerService();
    await page.goto(`/sellers/${service.seller_id}`);
    await expect(page.getByRole('link', { name: service.title })).toBeVisible();
    await shoot(page, 'seller-public');
  });
});

async function fillContact(page: Page, email: string, firstname: string): Promise<void> {
  await page.getByLabel('First Name').fill(firstname);
  await page.getByLabel('Last Name').fill('Muster');
  await page.getByLabel('Street').fill('Hauptstraße 5');
  await page.getByLabel('Post Number').fill('10115');
  await page.getByLabel('Phone').fill('+49 30 555');
  await page.getByLabel('Email').fill(email);
}

/** Fills and sends the contact form; returns the id the API gave the new quotation. */
async function submitContact(page: Page, email: string, firstname: string): Promise<number> {
  await fillContact(page, email, firstname);
  const created = page.waitForResponse((response) => response.url().endsWith('/quotation') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Get the Cheapest Offer' }).click();
  const response = await created;
  expect(response.status()).toBeLessThan(300);
  const dialog = page.getByRole('dialog', { name: 'The Cheapest Offer will be sent' });
  // Nobody answered yet: the dialog says where the request went, not that an offer is on its way.
  await expect(dialog.getByText(/craft business(es)? near you/)).toBeVisible();
  await shoot(page, 'quotation-sent');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home$/);
  return ((await response.json()) as { id: number }).id;
}

interface ListedQuotation {
  id: number;
  status: string;
  document_url: { String: string; Valid: boolean };
  description: { String: string; Valid: boolean };
}

/**
 * The quotation list of a Berlin painter holds the new request with status 'open' (requests reach
 * the craftsmen of their trade whose service area covers them; a registration at 10115 sets his area there).
 */
async function expectQuotationStored(
  id: number,
  check: (quotation: { documentUrl: string | null; description: string | null }) => void,
): Promise<void> {
  const painter = await createUser('seller');
  await apiPost('/services', { seller_id: painter.user.id, category_id: 1, title: 'Painting in Berlin', description: 'Walls and ceilings', price: 900 }, painter.token);
  const list = await apiGet<ListedQuotation[]>('/quotation', painter.token);
  const quotation = list.find((item) => item.id === id);
  expect(quotation?.status).toBe('open');
  check({
    documentUrl: quotation?.document_url.Valid ? quotation.document_url.String : null,
    description: quotation?.description.Valid ? quotation.description.String : null,
  });
}
