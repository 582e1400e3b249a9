/**
 * The operators' console, the third remote: an operator created with `operator:create` signs in
 * through the host's login with the authenticator code, opens the console from the role's start,
 * finds the service a buyer reported in the queue and removes it with a statement of reasons; the
 * craftsman then reads those reasons in the bell. Buyers never see the console. The console deploys
 * and rolls back alone with `npm run remote:deploy -- admin <dist>` and `remote:rollback`.
 */
import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { createUser, uniqueEmail } from '../support/api';
import { logInOnLanding, useSession } from '../support/session';
import { rootDir, startDeployStack } from '../support/stack';
import { totpCode } from '../support/totp';
import { apiCall } from '../support/world';

const run = promisify(execFile);
const REASON = 'The service asks for payment in cash before any work, which our terms (section 4) do not allow.';

/** An operator as `npm run operator:create` makes one, on the e2e API's database; its TOTP secret from the tool's output. */
function createOperator(): { email: string; password: string; secret: string } {
  const email = uniqueEmail('operator');
  const password = 'moderate calmly and fairly';
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the global setup did not run');
  const result = spawnSync(process.execPath, [path.join(rootDir, 'api', 'dist', 'operator-create.js'), '--email', email, '--password', password, '--firstname', 'Olga'], {
    cwd: rootDir,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const secret = /secret: ([A-Z2-7]+)/.exec(result.stdout)?.[1];
  if (result.status !== 0 || !secret) throw new Error(`operator-create failed (${result.status}): ${result.stdout}\n${result.stderr}`);
  return { email, password, secret };
}

test('an operator removes a reported service with reasons; the craftsman reads them in the bell', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const seller = await createUser('seller', 'Sam');
  const title = `Roof repairs paid in cash ${Date.now()}`;
  const service = await apiCall<{ id: number }>('POST', '/services', seller.token, {
    seller_id: seller.user.id,
    category_id: 1,
    title,
    description: 'Cash in advance, no invoice.',
    price: 300,
  });
  const buyer = await createUser('buyer', 'Bea');
  await apiCall('POST', '/reports', buyer.token, { target_type: 'service', target_id: service.id, reason: 'fraud', text: 'Asks for the whole price in cash before starting.' });
  const operator = createOperator();

  // The host's login: password first, then the authenticator's code.
  await page.goto('/');
  await logInOnLanding(page, operator.email, operator.password);
  const code = page.getByLabel('Code from your authenticator app');
  await expect(code).toBeFocused();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('This code is wrong or has expired.');
  await code.fill(totpCode(operator.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The role's start page is the console, with its weekly figures and their tables.
  await expect(page).toHaveURL(/\/operator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Registrations', includeHidden: true })).toBeAttached();
  await expect(page.getByRole('img', { name: /^Reports:/ })).toBeVisible();
  // No buyer's or craftsman's entries in the operator's menu.
  await page.getByRole('button', { name: /Olga/ }).click();
  await expect(page.getByRole('link', { name: 'Reports to decide' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Personal Information' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Reports to decide' }).click();

  await expect(page).toHaveURL(/\/operator\/reports$/);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('Asks for the whole price in cash before starting.');
  const form = card.getByRole('form');
  // Too short a statement is refused by the shared schema before anything is sent.
  await form.getByLabel('Decision').selectOption('remove');
  await form.getByLabel('Ground').selectOption('terms');
  await form.getByLabel('Statement of reasons').fill('Cash only.');
  await form.getByRole('button', { name: 'Send decision' }).click();
  await expect(form.getByLabel('Statement of reasons')).toHaveAccessibleDescription(/Write at least 20 characters/);
  await form.getByLabel('Statement of reasons').fill(REASON);
  await form.getByRole('button', { name: 'Send decision' }).click();
  await expect(page.getByText(/Case \d+ is decided\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

  // The craftsman signs in and reads the reasons in the bell.
  const context = await browser.newContext();
  const sellerPage = await context.newPage();
  await useSession(sellerPage, seller);
  await sellerPage.goto('/home/craftman');
  const bell = sellerPage.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
  await bell.click();
  const panel = sellerPage.getByRole('banner').getByRole('region', { name: 'Notifications', exact: true });
  await expect(panel).toContainText('We decided about your content or account');
  await expect(panel).toContainText(REASON);
  await context.close();

  // A buyer is told the console is not for them.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await useSession(buyerPage, buyer);
  await buyerPage.goto('/operator/reports');
  await expect(buyerPage.getByRole('heading', { name: 'This page is for operators' })).toBeVisible();
  await buyerContext.close();
});

test('the console deploys and rolls back alone, like the other remotes', async ({ request }) => {
  test.setTimeout(300_000);
  // Its own API (the registry) and web server, so the other tests keep the built-in console.
  const stack = await startDeployStack();
  try {
    const remote = async (...args: string[]) =>
      (await run('npm', ['run', '--silent', ...args], { cwd: rootDir, env: { ...process.env, ...stack.env } })).stdout;
    const adminLocation = async () =>
      ((await (await request.get(`${stack.url}/config.json`)).json()) as { remotes: { admin: { entry: string; version?: string; manifest?: { routes: { path: string }[] } } } }).remotes.admin;
    const builtIn = await adminLocation();
    expect(builtIn.entry).toBe('/remotes/admin/mf-manifest.json');
    expect(builtIn.manifest?.routes.map((route) => route.path)).toContain('/operator/reports');

    expect(await remote('remote:deploy', '--', 'admin', path.join(rootDir, 'admin-remote', 'dist'))).toMatch(/live/i);
    const deployed = await adminLocation();
    expect(deployed.version).toMatch(/^[0-9a-f]{20}$/);
    expect(deployed.entry).toBe(`/remotes/admin/v/${deployed.version}/mf-manifest.json`);
    expect((await request.get(`${stack.url}/remotes/admin/v/${deployed.version}/remoteEntry.js`)).status()).toBe(200);
    expect(await remote('remote:list')).toMatch(/admin/);

    await remote('remote:rollback', '--', 'admin');
    const rolledBack = await adminLocation();
    expect(rolledBack.version).toBeUndefined();
    expect(rolledBack.entry).toBe('/remotes/admin/mf-manifest.json');
  } finally {
    await stack.close();
  }
});
