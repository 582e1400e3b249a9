/** Page helpers shared by the quality tests: sessions without a login round-trip, and settling. */
import { expect, type Page } from '@playwright/test';
import type { TestUser } from './api';
import { waitForQuietNetwork } from './quiet-network.mjs';

/** Stores the session before any script of the app runs (as the login screen would). */
export async function useSession(page: Page, user: TestUser | null): Promise<void> {
  if (!user) return;
  await page.addInitScript(
    ({ token, stored }) => {
      if (!sessionStorage.getItem('e2e-session-set')) {
        localStorage.setItem('access_token', token);
        localStorage.setItem('user', JSON.stringify(stored));
        sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    { token: user.token, stored: user.user },
  );
}

/** Puts sessionStorage entries in place before the app's scripts run. */
export async function useSessionStorage(page: Page, entries: Record<string, string> | undefined): Promise<void> {
  if (!entries) return;
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
  }, entries);
}

/**
 * Waits until the page shows its content: the network is quiet (the live stream aside), no busy indicator and no
 * 'Loading...' remain in <main>, and <main> has a heading.
 */
export async function settle(page: Page, expectedPath?: string): Promise<void> {
  await waitForQuietNetwork(page);
  await untilInteractive(page);
  const main = page.locator('main');
  await expect(main).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(main).not.toContainText('Loading...');
  await expect(main.locator('h1, h2').first()).toBeVisible();
  if (expectedPath) expect(new URL(page.url()).pathname, 'the page was not redirected').toBe(expectedPath);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Waits until the page's scripts have taken over: a server-rendered page is on screen
 * before that, and a button clicked earlier does nothing (a link still navigates).
 */
export async function untilInteractive(page: Page): Promise<void> {
  await expect(page.locator('html[data-interactive]')).toBeAttached();
}

/**
 * Holds back the page's scripts that match `scripts` until the returned release is called: the
 * server's page is on screen meanwhile, as on a slow phone, and not yet interactive.
 */
export async function holdScripts(page: Page, scripts: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Logs in through the landing page's login card, once the page's scripts have taken over: its
 * Login button is disabled until then.
 */
export async function logInOnLanding(page: Page, email: string, password: string): Promise<void> {
  await untilInteractive(page);
  const card = page.getByRole('region', { name: 'Login' });
  await card.getByLabel('Email').fill(email);
  await card.getByLabel('Password').fill(password);
  await card.getByRole('button', { name: 'Login' }).click();
}
