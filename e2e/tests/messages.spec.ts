/**
 * A buyer and a craftsman talk in two browsers at once. A message typed on one side appears
 * on the other without a reload, the navbar's unread badge counts it, and opening the conversation
 * clears the count. Screenshots of both sides at 375 px go to e2e/screenshots/messages-*.png.
 */
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPost, apiUrl, createUser, type TestUser } from '../support/api';
import { buyerPaths, links } from '../support/paths';
import { untilInteractive, useSession } from '../support/session';

const screenshots = path.join(__dirname, '..', 'screenshots');

async function openAs(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await useSession(page, user);
  return page;
}

/** The navbar's messages icon; its accessible name carries the live count. */
const messagesIcon = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });

test('a buyer asks about a service; the craftsman sees it live, answers, and the buyer sees the answer live', async ({ browser }) => {
  const seller = await createUser('seller', 'Clara');
  const buyer = await createUser('buyer', 'Ben');
  const service = await apiPost<{ id: number }>(
    '/services',
    { seller_id: seller.user.id, category_id: 1, title: 'Paint a hallway', description: 'Two coats, white.', price: 390 },
    seller.token,
  );

  const craftsman = await openAs(browser, seller);
  await craftsman.goto(links.sellerDashboardTab('messages'));
  await expect(craftsman.getByText('No conversations yet.', { exact: false })).toBeVisible();
  await expect(messagesIcon(craftsman)).toHaveAccessibleName('Messages');

  const customer = await openAs(browser, buyer);
  await customer.goto(links.service(service.id));
  // The page arrives rendered by the server: a click before the browser takes it over is lost.
  await untilInteractive(customer);
  await customer.getByRole('button', { name: 'Ask About Product Detail' }).click();
  const dialog = customer.getByRole('dialog', { name: /^Message to / });
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('Is the paint included? Photos: https://example.com/hall');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your message was sent.');

  // The craftsman's page was never reloaded: the list and the badge update from the live stream.
  const list = craftsman.getByRole('navigation', { name: 'Conversations' });
  const entry = list.getByRole('link', { name: /Ben/ });
  await expect(entry).toContainText('Paint a hallway');
  await expect(entry).toContainText('1 unread message');
  await expect(messagesIcon(craftsman)).toHaveAccessibleName('Messages, 1 unread message');
  await craftsman.screenshot({ path: path.join(screenshots, 'messages-seller-list-375.png'), fullPage: true });

  await entry.click();
  const history = craftsman.getByRole('list', { name: /^Messages with Ben/ });
  await expect(history.getByText('Is the paint included?', { exact: false })).toBeVisible();
  await expect(history.getByRole('link', { name: 'https://example.com/hall' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(messagesIcon(craftsman)).toHaveAccessibleName('Messages', { timeout: 10_000 });

  await dialog.getByRole('link', { name: 'Open the conversation' }).click();
  await expect(customer).toHaveURL(/\/messages\?conversation=\d+$/);
  const customerHistory = customer.getByRole('list', { name: /^Messages with / });
  await expect(customerHistory.getByText('Is the paint included?', { exact: false })).toBeVisible();

  await craftsman.getByRole('textbox', { name: 'Your message' }).fill('Yes, two coats included. I can come on Saturday.');
  await craftsman.getByRole('button', { name: 'Send' }).click();
  await expect(craftsman.getByRole('textbox', { name: 'Your message' })).toHaveValue('');

  await expect(customerHistory.getByText('I can come on Saturday.', { exact: false })).toBeVisible();
  await expect(customer.locator('[aria-live="polite"]')).toContainText('New message from');
  await customer.screenshot({ path: path.join(screenshots, 'messages-buyer-thread-375.png'), fullPage: true });
  await craftsman.screenshot({ path: path.join(screenshots, 'messages-seller-thread-375.png'), fullPage: true });

  // The buyer's navbar counted nothing: the conversation was open and in view when it arrived.
  await expect(messagesIcon(customer)).toHaveAccessibleName('Messages');
  await customer.context().close();
  await craftsman.context().close();
});

test('a visitor who asks is told it needs an account, and comes back to the service after logging in', async ({ page }) => {
  const seller = await createUser('seller', 'Clara');
  const service = await apiPost<{ id: number }>(
    '/services',
    { seller_id: seller.user.id, category_id: 1, title: 'Paint a bathroom', description: 'Walls and ceiling.', price: 1200 },
    seller.token,
  );
  await page.goto(links.service(service.id));
  await untilInteractive(page);
  await page.getByRole('button', { name: 'Ask About Product Detail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to ask the craftsman' });
  await expect(dialog).toContainText('asking needs a customer account');
  await dialog.getByRole('link', { name: 'Log in' }).click();
  const buyer = await createUser('buyer', 'Ben');
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('button', { name: /^Login$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/services/${service.id}$`));
  await expect(page.getByRole('button', { name: 'Ask About Product Detail' })).toBeVisible();
});

test('a craftsman who answered a quotation request writes to the customer from the Quotation tab', async ({ browser }) => {
  const seller = await createUser('seller', 'Clara');
  const buyer = await createUser('buyer', 'Ben');
  const request = await apiPost<{ id: number }>(
    '/quotation',
    { category_id: 1, description: 'Paint two rooms.', firstname: 'Ben', lastname: 'Tester', street: 'Teststrasse 1', post_number: '10115', phone: '+49 30 1234567', email: buyer.email, status: 'open' },
    buyer.token,
  );
  const answered = await fetch(`${apiUrl()}/quotation/${request.id}/answer`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${seller.token}` },
    body: JSON.stringify({ price: 800, message: 'Two coats, next week.' }),
  });
  expect(answered.ok).toBe(true);

  const craftsman = await openAs(browser, seller);
  await craftsman.goto(links.sellerDashboardTab('quotations'));
  const answerForm = craftsman.getByRole('form', { name: `Your quote ${request.id}` });
  await expect(answerForm).toBeVisible();
  await craftsman.getByRole('button', { name: 'Send a message to the customer' }).click();
  const dialog = craftsman.getByRole('dialog', { name: /^Message to / });
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('Which colour would you like?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your message was sent.');

  const customer = await openAs(browser, buyer);
  await customer.goto(buyerPaths.messages);
  const entry = customer.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /Clara/ });
  await expect(entry).toContainText('1 unread message');
  await entry.click();
  await expect(customer.getByRole('list', { name: /^Messages with / }).getByText('Which colour would you like?')).toBeVisible();
  await customer.context().close();
  await craftsman.context().close();
});
