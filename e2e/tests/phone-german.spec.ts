/**
 * A German visitor on a 375 px phone: a marketplace that cannot be reached says so (never "wrong
 * password"), German prices are understood, a new page starts at its top, and German trade words
 * find their services.
 */
import { expect, test } from '@playwright/test';
import { createUser } from '../support/api';
import { untilInteractive } from '../support/session';
import { de } from '../support/texts';

test.use({ locale: 'de-DE', viewport: { width: 375, height: 812 } });

test('with the API aborted, the login says the marketplace is unreachable, not that the password is wrong', async ({ page }) => {
  const buyer = await createUser('buyer', undefined, 'de');
  await page.goto('/');
  await untilInteractive(page);
  // From here on, every call to the API fails at the network: a stopped or unreachable server.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  const card = page.getByRole('region', { name: de('host', 'login.title') });
  await card.getByLabel(de('host', 'login.email'), { exact: true }).fill(buyer.email);
  await card.getByLabel(de('host', 'login.password'), { exact: true }).fill(buyer.password);
  await card.getByRole('button', { name: de('host', 'login.submit') }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(de('shared', 'common.unreachable'));
  await expect(alert).not.toContainText(de('host', 'login.wrongCredentials'));
  await expect(alert).toBeInViewport();
});
