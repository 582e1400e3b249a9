/**
 * A craftsman's first day on a 375 px phone, in German: his first dashboard opens at its top with
 * the checklist (e-mail, company profile, trader details, service area, first service with photos), each item says
 * in words whether it is done and leads to where it is done, and the checklist goes once all is done.
 * His first service stays hidden from customers, with a note saying why, until he enters his trader details.
 * The first dashboard is kept as e2e/screenshots/onboarding-first-dashboard-375.png.
 */
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { currentConsent } from '../../shared/src/legal';
import { apiPost, apiUrl, confirmEmail, uniqueEmail, type TestUser } from '../support/api';
import { sellerPaths } from '../support/paths';
import { pngBuffer } from '../support/png';
import { useSession } from '../support/session';
import { de } from '../support/texts';
import { addPhoto, apiCall } from '../support/world';

test.use({ locale: 'de-DE', viewport: { width: 375, height: 812 } });

/** A craftsman as the registration leaves him: address not yet confirmed, nothing filled in. */
async function newCraftsman(): Promise<TestUser> {
  const email = uniqueEmail('first-day');
  const password = 'correct-horse-battery';
  await apiPost('/users', { email, password, firstname: 'Jana', lastname: 'Neu', post_number: '10115', street: 'Ackerstr. 1', phone: '+49 30 1111', role: 'seller', locale: 'de', ...currentConsent() });
  const login = await apiPost<{ access_token: string; user: TestUser['user'] }>('/users/login', { email, password });
  return { email, password, token: login.access_token, user: login.user };
}

/** Trader details in the formats the API checks (a VAT ID with its check digit). */
const TRADER = {
  legal_name: 'Malerei Neu e.K.',
  legal_form: 'e.K.',
  street: 'Ackerstr. 1',
  postcode: '10115',
  city: 'Berlin',
  phone: '+49 30 1111',
  email: 'kontakt@malerei-neu.example',
  register_type: 'handelsregister',
  register_number: 'HRA 12345',
  register_court: 'Amtsgericht Charlottenburg',
  vat_id: 'DE 136 695 976',
  self_certification: true,
};

const checklist = (page: Page): Locator => page.getByRole('region', { name: de('seller', 'onboarding.heading') });
const item = (page: Page, id: string): Locator => checklist(page).getByRole('listitem').filter({ hasText: de('seller', `onboarding.items.${id}`) });

async function expectItems(page: Page, done: Record<string, boolean>): Promise<void> {
  for (const [id, isDone] of Object.entries(done)) {
    await expect(item(page, id), id).toContainText(de('seller', isDone ? 'onboarding.done' : 'onboarding.notDone'));
  }
}

test("the craftsman's first dashboard shows his checklist, each item leads to its place, and it goes when all is done", async ({ page }) => {
  const craftsman = await newCraftsman();
  await useSession(page, craftsman);
  await page.goto(sellerPaths.dashboard);

  // The service area was set from his postcode at registration: one of five is done.
  await expect(checklist(page)).toBeInViewport();
  await expect(checklist(page)).toContainText('1 von 5 erledigt');
  await expectItems(page, { email: false, company: false, trader: false, service_area: true, service: false });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'no sideways scrolling at 375 px').toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(__dirname, '..', 'screenshots', 'onboarding-first-dashboard-375.png') });

  // The e-mail item sends the link again; following it ticks the item.
  await item(page, 'email').getByRole('button', { name: de('seller', 'onboarding.resend') }).click();
  await expect(checklist(page).getByRole('status').or(checklist(page).getByRole('alert'))).toHaveText(de('seller', 'onboarding.resent'));
  await confirmEmail(craftsman.email, { resent: true });

  // The company item leads to the company profile, in view.
  await item(page, 'company').getByRole('link').click();
  await expect(page).toHaveURL(/tab=manage#company-profile-heading$/);
  await expect(page.getByRole('heading', { name: de('seller', 'company.heading') })).toBeInViewport();
  await page.getByLabel(de('seller', 'company.description'), { exact: true }).fill('Malerbetrieb in Berlin-Mitte seit 1998: Fassaden, Treppenhäuser, Altbau.');
  await page.getByRole('group', { name: de('seller', 'company.masterBusiness') }).getByLabel(de('seller', 'company.yes')).check();
  await page.getByLabel(de('seller', 'company.foundingYear')).fill('1998');
  await page.getByLabel(de('seller', 'company.logo')).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngBuffer(64, [30, 90, 160]) });
  await expect(page.getByRole('img', { name: de('seller', 'company.logoAlt') })).toBeVisible();
  await page.getByRole('button', { name: de('seller', 'company.save') }).click();
  await expect(page.getByText(de('seller', 'company.saved'))).toBeVisible();

  // The service item leads to the service form, which says the services wait for the trader details.
  await page.goto(sellerPaths.dashboard);
  await expect(checklist(page)).toContainText('3 von 5 erledigt');
  await item(page, 'service').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect(page.getByText(de('seller', 'trader.gateNote'))).toBeVisible();
  const service = await apiCall<{ id: number }>('POST', '/services', craftsman.token, { seller_id: craftsman.user.id, category_id: 1, title: 'Treppenhaus streichen', description: 'Zwei Anstriche', price: 1200 });
  await addPhoto(craftsman, service.id);
  const publicStatus = async () => (await fetch(`${apiUrl()}/services/${service.id}`)).status;
  expect(await publicStatus(), 'not public before the trader details').toBe(404);

  // His service list says so too; its link leads to the trader details. Entered (here through the API), his service is public.
  await page.goto(sellerPaths.dashboard);
  await expect(checklist(page)).toContainText('4 von 5 erledigt');
  await expectItems(page, { email: true, company: true, trader: false, service_area: true, service: true });
  await expect(page.getByText(de('seller', 'trader.gateNote'))).toBeVisible();
  await page.getByRole('link', { name: de('seller', 'trader.gateLink'), exact: true }).click();
  await expect(page).toHaveURL(/tab=manage#trader-details-heading$/);
  await apiCall('PUT', '/sellers/me/trader', craftsman.token, TRADER);
  expect(await publicStatus(), 'public once the trader details are in').toBe(200);

  await page.goto(sellerPaths.dashboard);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(checklist(page)).toHaveCount(0);
  await expect(page.getByText(de('seller', 'trader.gateNote'))).toHaveCount(0);
});
