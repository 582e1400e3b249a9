/**
 * Accessibility: axe-core on every route of shared/src/paths.ts as a visitor, a buyer
 * and a seller, with real records behind each page; then a keyboard-only run through the main flows.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { allPatterns, routes, type Role } from '../support/routes';
import { KeyboardRun, focused } from '../support/keyboard';
import { pngFile } from '../support/png';
import { settle, useSession, useSessionStorage } from '../support/session';
import { buildWorld, type World } from '../support/world';
import { uniqueEmail } from '../support/api';

test.use({ trace: 'off' });

let world: World;

test.beforeAll(async () => {
  world = await buildWorld();
});

/** Runs axe on the settled page; returns the serious and critical violations, readable. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n    ')}`);
}

test('the route table covers every path of shared/src/paths.ts', () => {
  const covered = new Set(routes.map((r) => r.pattern));
  expect(allPatterns.filter((p) => !covered.has(p))).toEqual([]);
});

test.describe('axe on every route', () => {
  // One page per role walks its routes (a warm cache keeps this quick); the roles run in parallel.
  test.describe.configure({ mode: 'parallel' });
  for (const role of ['visitor', 'buyer', 'seller'] as const satisfies readonly Role[]) {
    const mine = routes.filter((r) => r.roles.includes(role));
    test(`as ${role}: ${mine.length} routes without serious or critical violations`, async ({ page }) => {
      test.setTimeout(mine.length * 15_000);
      await useSession(page, role === 'visitor' ? null : world[role]);
      for (const route of mine) await useSessionStorage(page, route.session);
      const found: Record<string, string[]> = {};
      for (const route of mine) {
        const url = route.url(world);
        await test.step(url, async () => {
          await page.goto(url);
          await settle(page, url.split('?')[0]);
          const violations = await seriousViolations(page);
          if (violations.length) found[`${route.name} ${url}`] = violations;
        });
      }
      expect(found, `axe as ${role}`).toEqual({});
    });
  }
});

test.describe('keyboard only', () => {
  test.describe.configure({ mode: 'parallel' });

  test('register, sign out through the menu and its dialog, log in again', async ({ page }) => {
    const keys = new KeyboardRun(page);
    const email = uniqueEmail('keyboard');
    await page.goto('/register');
    await settle(page);
    const main = page.getByRole('main');
    // The skip link is the first stop and moves focus to the content.
    await page.keyboard.press('Tab');
    expect((await focused(page)).description).toMatch(/^a.*skip/i);
    await keys.type(main.getByLabel('First Name'), 'kira');
    await keys.type(main.getByLabel('Last Name'), 'Tastatur');
    await keys.type(main.getByLabel('City'), 'Berlin');
    await keys.type(main.getByLabel('Post Number'), '10115');
    await keys.type(main.getByLabel('Street'), 'Tastenweg 1');
    await keys.type(main.getByLabel('Phone'), '+49 30 123');
    await keys.type(main.getByLabel('Email'), email);
    await keys.type(main.getByLabel('Password'), 'a-long-password');
    // The consent box: Space ticks it; the two links in its label are Tab stops on the way.
    await keys.press(main.getByRole('checkbox', { name: /I accept the terms/ }), 'Space');
    await keys.press(main.getByRole('button', { name: 'Register' }));
    await expect(page.getByRole('heading', { name: 'Registration successful!' })).toBeVisible();
    await keys.press(page.getByRole('link', { name: 'Get Started' }));
    await expect(page).toHaveURL(/\/home$/);

    // The account menu and the sign-out confirmation: focus is trapped, Escape returns it.
    const menuButton = page.getByRole('button', { name: 'Account menu of kira' });
    await keys.press(menuButton);
    await keys.press(page.getByRole('button', { name: 'Sign Out' }));
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    await expect(dialog).toBeVisible();
    expect((await focused(page)).inDialog, 'focus moves into the dialog').toBe(true);
    await keys.expectTrapped(dialog, 5);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const back = await focused(page);
    expect(back.inDialog).toBe(false);
    expect(back.description, 'focus returns to what opened the dialog').not.toBe('body');
    await keys.press(menuButton);
    await keys.press(page.getByRole('button', { name: 'Sign Out' }));
    await keys.press(dialog.getByRole('button', { name: 'Logout' }));
    await expect(page).toHaveURL(/\/$/);

    const card = page.getByRole('region', { name: 'Login' });
    await keys.type(card.getByLabel('Email'), email);
    await keys.type(card.getByLabel('Password'), 'a-long-password');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    expect([...keys.invisible], 'focus stops without a visible indicator').toEqual([]);
  });

  test('a craftsman adds a service with a photo', async ({ page }) => {
    await useSession(page, world.seller);
    const keys = new KeyboardRun(page);
    const title = `Keyboard tiling ${Date.now()}`;
    await page.goto('/home/craftman/create-product');
    await settle(page);
    await keys.type(page.getByLabel('Title'), title);
    await keys.type(page.getByLabel('Description'), 'Bathroom floor, 8 m².');
    await keys.type(page.getByLabel('Price (€)'), '640');
    await keys.tabTo(page.getByLabel('Photos', { exact: true }));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(pngFile());
    await keys.press(page.getByRole('button', { name: 'Save' }));
    await expect(page.getByText('Your service has been successfully added!')).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 15_000 });
    expect([...keys.invisible], 'focus stops without a visible indicator').toEqual([]);
  });

  test('a buyer places an order; the payment dialog traps and returns focus', async ({ page }) => {
    await useSession(page, world.buyer);
    const keys = new KeyboardRun(page);
    await page.goto(`/services/${world.serviceId}`);
    await settle(page);
    await keys.press(page.getByRole('main').getByRole('link', { name: 'Offer', exact: true }));
    await expect(page).toHaveURL(/\/payment\?service=/);
    await settle(page);
    await keys.tabTo(page.getByRole('radio').first());
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Bank Transfer' })).toBeChecked();
    await keys.type(page.getByLabel('Project description'), 'Two rooms, white walls.');
    const next = page.getByRole('button', { name: 'Next' });
    await keys.press(next);
    const dialog = page.getByRole('dialog', { name: 'Payment' });
    await expect(dialog).toBeVisible();
    expect((await focused(page)).inDialog, 'focus moves into the dialog').toBe(true);
    await keys.expectTrapped(dialog, 7);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(next, 'focus returns to Next').toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await keys.press(dialog.getByRole('button', { name: 'Place an order' }));
    await expect(page).toHaveURL(/\/payment-confirm\?order=/);
    expect([...keys.invisible], 'focus stops without a visible indicator').toEqual([]);
  });

  test('a visitor asks for quotations (Favorable Offer) with a description', async ({ page }) => {
    const keys = new KeyboardRun(page);
    await page.goto('/favorable');
    await settle(page);
    await keys.press(page.getByRole('link', { name: 'Upload an Offer', exact: true }));
    await expect(page).toHaveURL(/\/favorable\/document$/);
    await settle(page);
    await keys.tabTo(page.getByLabel('Category'));
    await page.keyboard.type('Painter');
    await expect(page.getByLabel('Category').locator('option:checked')).toHaveText('Painter');
    await keys.type(page.getByLabel('Project description'), 'Paint a hallway and stairs.');
    await keys.press(page.getByRole('button', { name: 'Continue with description' }));
    await expect(page).toHaveURL(/\/favorable\/document\/profile\/$/);
    await keys.type(page.getByLabel('First Name'), 'Tom');
    await keys.type(page.getByLabel('Last Name'), 'Taste');
    await keys.type(page.getByLabel('Street'), 'Hauptstraße 5');
    await keys.type(page.getByLabel('Post Number'), '10115');
    await keys.type(page.getByLabel('Phone'), '+49 30 555');
    await keys.type(page.getByLabel('Email'), uniqueEmail('keyboard-quote'));
    await keys.press(page.getByRole('button', { name: 'Get the Cheapest Offer' }));
    const dialog = page.getByRole('dialog', { name: 'The Cheapest Offer will be sent' });
    await expect(dialog).toBeVisible();
    expect((await focused(page)).inDialog, 'focus moves into the dialog').toBe(true);
    await keys.expectTrapped(dialog, 4);
    await keys.press(dialog.getByRole('button', { name: 'Continue' }));
    await expect(page).toHaveURL(/\/home$/);
    expect([...keys.invisible], 'focus stops without a visible indicator').toEqual([]);
  });
});
