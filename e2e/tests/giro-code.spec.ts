/**
 * Getting paid by transfer, in the browser: the craftsman saves his bank and tax details on his
 * Payment tab; his customer's accepted bank-transfer order shows the account, the reference and a
 * GiroCode on a phone (read back here with a QR decoder, as a banking app would); after completion
 * the craftsman issues the invoice from the order and downloads its PDF.
 *
 * The phone screenshot of the order goes to e2e/test-results/giro-order.png (and to
 * GIRO_SCREENSHOT when set).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { createUser, type TestUser } from '../support/api';
import { links } from '../support/paths';
import { settle, useSession } from '../support/session';
import { apiCall } from '../support/world';

async function openAs(browser: Browser, user: TestUser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await useSession(page, user);
  return page;
}

test('the buyer pays an accepted order by GiroCode; the craftsman issues the invoice after completion', async ({ browser }) => {
  const seller = await createUser('seller', 'Max');
  await apiCall('PUT', `/users/${seller.user.id}`, seller.token, {
    firstname: 'Max',
    lastname: 'Müller',
    company_name: 'Malerei Müller',
    post_number: '10115',
    street: 'Werkstr. 3',
    phone: '+49 30 777',
  });
  const service = await apiCall<{ id: number }>('POST', '/services', seller.token, {
    seller_id: seller.user.id,
    category_id: 1,
    title: 'Paint the hallway',
    description: 'Two coats.',
    price: 119,
  });
  const buyer = await createUser('buyer', 'Bea');

  // The craftsman enters his details on his Payment tab; the form checks the IBAN's checksum first.
  const craftsman = await openAs(browser, seller);
  await craftsman.goto(links.sellerDashboardTab('payment'));
  const form = craftsman.getByRole('form', { name: 'Payment details' });
  await form.getByLabel('Account holder').fill('Malerei Müller');
  await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
  await form.getByLabel('VAT ID (USt-IdNr.)').fill('DE123456789');
  await form.getByRole('button', { name: 'Save payment details' }).click();
  await expect(form.getByText('This IBAN is not valid. Please check it digit by digit.')).toBeVisible();
  await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await form.getByRole('button', { name: 'Save payment details' }).click();
  await expect(craftsman.getByText('Your payment details are saved.')).toBeVisible();

  const order = await apiCall<{ id: number }>('POST', '/orders', buyer.token, { service_id: service.id, payment_method: 'bank-transfer' });
  await apiCall('POST', `/orders/${order.id}/accept`, seller.token);

  // The buyer on a phone: amount, account, reference and the code, which decodes to the EPC payload.
  const phone = await openAs(browser, buyer, { width: 375, height: 812 });
  await phone.goto(links.orderDetail(order.id));
  await settle(phone);
  const panel = phone.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(panel.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible();
  await expect(panel.getByText(`Order ${order.id}`, { exact: true })).toBeVisible();
  const code = panel.getByRole('img', { name: `GiroCode to pay 119 € to Malerei Müller, reference Order ${order.id}` });
  await expect(code).toBeVisible();
  await code.scrollIntoViewIfNeeded();
  const shot = PNG.sync.read(await code.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(shot.data.buffer, shot.data.byteOffset, shot.data.length), shot.width, shot.height);
  expect(decoded?.data).toBe(['BCD', '002', '1', 'SCT', '', 'Malerei Müller', 'DE89370400440532013000', 'EUR119.00', '', '', `Order ${order.id}`].join('\n'));
  const scrollWidth = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'nothing wider than the phone').toBeLessThanOrEqual(375);
  const screenshot = path.join(__dirname, '..', 'test-results', 'giro-order.png');
  fs.mkdirSync(path.dirname(screenshot), { recursive: true });
  // What the phone shows with the panel in the middle (a full-page shot would repeat the sticky navbar).
  await panel.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await phone.screenshot({ path: screenshot });
  if (process.env.GIRO_SCREENSHOT) fs.copyFileSync(screenshot, process.env.GIRO_SCREENSHOT);

  // Work done, confirmed: the craftsman issues the invoice from the order and downloads it.
  await apiCall('POST', `/orders/${order.id}/work-done`, seller.token);
  await apiCall('POST', `/orders/${order.id}/confirm`, buyer.token);
  await craftsman.goto(links.sellerJobOrder(order.id));
  await craftsman.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(craftsman.getByText(/^Invoice RE-00001 is issued and e-mailed to the customer\.$/)).toBeVisible();
  const [download] = await Promise.all([craftsman.waitForEvent('download'), craftsman.getByRole('button', { name: 'Download RE-00001 as PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('RE-00001.pdf');
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  if (process.env.GIRO_INVOICE) fs.copyFileSync(await download.path(), process.env.GIRO_INVOICE);

  // The buyer sees it on the completed order too.
  await phone.reload();
  await expect(phone.getByRole('button', { name: 'Download RE-00001 as PDF' })).toBeVisible();
});
