/**
 * The real `npm start` path (scripts/start.mjs: the API as its own process, the web server with
 * the API proxied under /api), opened at http://127.0.0.1:<port> instead of localhost: every call
 * goes to the page's own origin, so no host name or address can break it with CORS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, rootDir } from '../support/stack';

const DEMO_SELLER = { email: 'seller1@demo.craft', password: 'demo-password-1' };

interface Started {
  child: ChildProcess;
  webUrl: string;
  dataDir: string;
  output: () => string;
}

/** `node scripts/start.mjs` on free ports and a fresh DATA_DIR; resolves once it printed "Marketplace ready". */
async function startMarketplace(): Promise<Started> {
  const [webPort, apiPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'craft-one-origin-'));
  const env: NodeJS.ProcessEnv = { ...process.env, WEB_PORT: String(webPort), PORT: String(apiPort), DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'warn' };
  // Exactly what a user gets: nothing from the test stack's own API set-up.
  for (const name of ['WEB_ORIGIN', 'API_URL', 'API_INTERNAL_URL', 'TRUST_PROXY', 'HOST', 'DATABASE_URL', 'REDIS_URL']) delete env[name];
  // Its own process group, so the API it spawns is stopped with it.
  const child = spawn(process.execPath, [path.join(rootDir, 'scripts', 'start.mjs')], { cwd: rootDir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not get ready within 90 s:\n${output}`)), 90_000);
    const check = setInterval(() => {
      if (output.includes('Marketplace ready')) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}):\n${output}`));
    });
  });
  return { child, webUrl: `http://127.0.0.1:${webPort}`, dataDir, output: () => output };
}

async function stopMarketplace(started: Started): Promise<void> {
  const { child } = started;
  if (child.exitCode === null && child.pid) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  fs.rmSync(started.dataDir, { recursive: true, force: true });
}

test.describe('one origin: npm start opened at 127.0.0.1', () => {
  test.describe.configure({ mode: 'serial' });
  let started: Started;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    started = await startMarketplace();
  });
  test.afterAll(async () => {
    if (started) await stopMarketplace(started);
  });

  test('a demo craftsman logs in, opens a service and the dashboard; no CORS errors, CSP connect-src only self', async ({ page }) => {
    const { webUrl } = started;
    const consoleErrors: string[] = [];
    const failedApiCalls: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    page.on('requestfailed', (request) => {
      // A navigation cancels what the previous page still had in flight: not a failure.
      const reason = request.failure()?.errorText ?? '';
      if (!reason.includes('ERR_ABORTED')) failedApiCalls.push(`${request.url()} ${reason}`);
    });
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 500) failedApiCalls.push(`${response.url()} ${response.status()}`);
    });

    const landing = await page.goto(`${webUrl}/`);
    const csp = landing?.headers()['content-security-policy'] ?? '';
    const directive = (name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));
    expect(directive('connect-src')).toBe("connect-src 'self'");
    // Photos are on the public address (localhost), also for a page opened at 127.0.0.1.
    expect(directive('img-src')).toBe(`img-src 'self' data: blob: ${webUrl.replace('127.0.0.1', 'localhost')}`);
    expect(await (await page.request.get(`${webUrl}/config.json`)).json()).toMatchObject({ apiUrl: '/api' });

    // The landing page's catalogue comes through /api of this origin.
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    const card = page.getByRole('region', { name: 'Login' });
    await card.getByLabel('Email').fill(DEMO_SELLER.email);
    await card.getByLabel('Password').fill(DEMO_SELLER.password);
    const login = page.waitForResponse((response) => response.url() === `${webUrl}/api/users/login`);
    await card.getByRole('button', { name: 'Login' }).click();
    expect((await login).status()).toBe(200);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    await page.goto(`${webUrl}/home/craftman`);
    await expect(page.getByRole('tab', { name: 'Your Service' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toBeVisible();

    // A service page with its photo, served by the API through /api/files on this origin.
    const categories = (await (await page.request.get(`${webUrl}/api/categories`)).json()) as Array<{ services?: Array<{ id: number }> }>;
    const serviceId = categories.flatMap((category) => category.services ?? [])[0]?.id;
    expect(serviceId).toBeTruthy();
    await page.goto(`${webUrl}/services/${serviceId}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // Absolute, on the public address npm start printed (localhost), whatever name
    // the page was opened at: the rendered page is cached for every visitor.
    const photo = page.getByRole('main').locator(`img[src^="${webUrl.replace('127.0.0.1', 'localhost')}/api/files/"]`).first();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    // Back to the dashboard by a full load, logged in from storage.
    await page.goto(`${webUrl}/home/craftman`);
    await expect(page.getByRole('tab', { name: 'Your Service' })).toBeVisible();

    expect(consoleErrors.filter((text) => /CORS|Access-Control|Content Security Policy|Refused to/i.test(text))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(failedApiCalls).toEqual([]);
  });
});
