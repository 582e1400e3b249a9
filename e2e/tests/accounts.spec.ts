/**
 * Accounts people can trust against the real API: resetting a forgotten password through
 * the e-mailed link, and deleting an account.
 */
import { expect, test } from '@playwright/test';
import { apiUrl, createUser, signInPage } from '../support/api';
import { mailedToken } from '../support/mail';
import { logInOnLanding } from '../support/session';

const WRONG_CREDENTIALS = 'Email of password is incorrect! Please try again!';

const logIn = logInOnLanding;

test('a forgotten password is reset through the e-mailed link: the old one stops working, the new one logs in', async ({ page }) => {
  const user = await createUser('buyer');
  const newPassword = 'a-brand-new-password';

  await page.goto('/');
  await page.getByRole('link', { name: 'Forget Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('main').getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('alert')).toContainText("If an account exists for that address, we've sent a link");

  // As the recipient: the link of the newest mail to the address, decoded, opened on this site
  // (the mail's origin is the API's PUBLIC_WEB_URL).
  const token = await mailedToken(user.email, '/reset-password');
  const link = `/reset-password?token=${token}`;
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toContainText('Your new password is saved.');

  // The link is single-use.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
  await page.getByLabel('Repeat new password').fill('yet-another-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();

  // Sessions from before the reset are over.
  const before = await fetch(`${apiUrl()}/users/${user.user.id}`, { headers: { Authorization: `Bearer ${user.token}` } });
  expect(before.status).toBe(401);

  await page.goto('/');
  await logIn(page, user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
  await logIn(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/home$/);
});

test('an account deleted from Personal Information cannot log in again', async ({ page }) => {
  const user = await createUser('buyer');
  await signInPage(page, user);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Former customer');
  await dialog.getByLabel('Your password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();

  await expect(page).toHaveURL(/\/$/);
  // The session ends as the profile page goes (it leaves first, so no guard sends it back).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await logIn(page, user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
});
