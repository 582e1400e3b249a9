/**
 * The operators' console, the third remote: an operator created with `operator:create` signs in
 * through the host's login with the authenticator code, opens the console from the role's start,
 * finds the service a buyer reported in the queue and removes it with a statement of reasons; the
 * craftsman then reads those reasons in the bell. Buyers never see the console. A second operator
 * answers the craftsman's appeal (the first may not) and verifies a craftsman's trader details. The console deploys
 * and rolls back alone with `npm run remote:deploy -- admin <dist>` and `remote:rollback`.
 */
import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, createUser, uniqueEmail } from '../support/api';
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

/** Signs an operator in through the host's login: password, then the authenticator's code. */
async function signInAsOperator(page: Page, operator: { email: string; password: string; secret: string }): Promise<void> {
  await page.goto('/');
  await logInOnLanding(page, operator.email, operator.password);
  await page.getByLabel('Code from your authenticator app').fill(totpCode(operator.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/operator$/);
}

test('a second operator answers an appeal in the console and verifies trader details', async ({ page, browser }) => {
  // Two sign-ins with TOTP, an appeal and a trader check: slower than the others on a busy machine.
  test.setTimeout(240_000);
  const stamp = Date.now();
  const seller = await createUser('seller', 'Sam');
  const title = `Gas boilers without registration ${stamp}`;
  const service = await apiCall<{ id: number }>('POST', '/services', seller.token, { seller_id: seller.user.id, category_id: 1, title, description: 'Boiler swaps.', price: 450 });
  const buyer = await createUser('buyer', 'Bea');
  const { case_id: caseId } = await apiCall<{ case_id: number }>('POST', '/reports', buyer.token, { target_type: 'service', target_id: service.id, reason: 'illegal_content', text: 'Gas work without registration.' });

  // The first operator removes the service through the API; the craftsman appeals.
  const first = createOperator();
  const firstLogin = await apiCall<{ access_token: string }>('POST', '/users/login', null, { email: first.email, password: first.password, totp: totpCode(first.secret) });
  await apiCall('POST', `/moderation/cases/${caseId}/decision`, firstLogin.access_token, { action: 'remove', ground: 'illegal', reason: REASON });
  const appealText = `I am registered with the gas network operator, number ${stamp}.`;
  await apiCall('POST', '/appeals', seller.token, { decision_id: caseId, text: appealText });

  // Whoever took the decision reads the API's refusal in the page.
  await signInAsOperator(page, first);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Appeals' }).click();
  await expect(page).toHaveURL(/\/operator\/appeals$/);
  const ownCard = page.getByRole('article').filter({ hasText: appealText });
  await expect(ownCard).toContainText(REASON);
  await ownCard.getByLabel('Outcome').selectOption('uphold');
  await ownCard.getByLabel('Explanation').fill('The decision stands: the registration is missing.');
  await ownCard.getByRole('button', { name: 'Send answer' }).click();
  await expect(ownCard.getByRole('alert')).toHaveText('Another operator must decide on an appeal against your own decision');

  // A second operator reinstates the service.
  const second = createOperator();
  const context = await browser.newContext();
  const secondPage = await context.newPage();
  await signInAsOperator(secondPage, second);
  await secondPage.goto('/operator/appeals');
  const card = secondPage.getByRole('article').filter({ hasText: appealText });
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await card.getByLabel('Outcome').selectOption('reinstate');
  await card.getByLabel('Explanation').fill('The registration was confirmed by the gas network operator.');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(secondPage.getByText(`The appeal on case ${caseId} is answered: the decision is reversed.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  const shown = await fetch(`${apiUrl()}/services/${service.id}`);
  expect(shown.status).toBe(200);

  // The same operator verifies the craftsman's trader details.
  const legalName = `Gasbau ${stamp} GmbH`;
  await apiCall('PUT', '/sellers/me/trader', seller.token, {
    legal_name: legalName,
    legal_form: 'GmbH',
    street: 'Ackerstr. 1',
    postcode: '10115',
    city: 'Berlin',
    phone: '+49 30 1111',
    email: 'kontakt@gasbau.example',
    register_type: 'handelsregister',
    register_number: 'HRB 12345',
    register_court: 'Amtsgericht Charlottenburg',
    vat_id: 'DE 136 695 976',
    self_certification: true,
  });
  await secondPage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Trader details' }).click();
  await expect(secondPage).toHaveURL(/\/operator\/traders$/);
  const trader = secondPage.getByRole('article').filter({ hasText: legalName });
  await expect(trader).toContainText('HRB 12345');
  await expect(trader).toContainText('DE136695976');
  await trader.getByLabel('Decision').selectOption('verify');
  await trader.getByRole('button', { name: 'Send decision' }).click();
  await expect(secondPage.getByText(`The trader details of ${legalName} are verified.`)).toBeVisible();
  await expect(trader).toHaveCount(0);
  const profile = await apiCall<{ status: string; verified_at: string | null }>('GET', '/sellers/me/trader', seller.token);
  expect(profile.status).toBe('verified');
  expect(profile.verified_at).not.toBeNull();
  await context.close();
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
