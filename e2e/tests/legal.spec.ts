import { expect, test } from '@playwright/test';
import { apiUrl, uniqueEmail } from '../support/api';

/** The legal pages German law requires, reached from every footer, and the consent at registration. */
test.describe('legal pages and consent', () => {
  test('the footer of every page reaches the Impressum, the privacy notice and the terms, with the demo placeholders marked', async ({ page }) => {
    const visits = [
      { start: '/', link: 'Legal notice', url: /\/impressum$/, title: 'Legal notice (Impressum)' },
      { start: '/register', link: 'Privacy', url: /\/datenschutz$/, title: 'Privacy notice' },
      { start: '/about', link: 'Terms', url: /\/agb$/, title: 'Terms and conditions (AGB)' },
    ];
    // The long texts stay off the landing page (its JS budget): loaded only with a legal page.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => url.includes('legal-texts'))).toEqual([]);

    for (const { start, ...target } of visits) {
      await page.goto(start);
      await page.getByRole('contentinfo').getByRole('link', { name: target.link, exact: true }).click();
      await expect(page).toHaveURL(target.url);
      await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
      // The e2e stack sets no OPERATOR_* variables: the demo's placeholders, said so on the page.
      await expect(page.getByRole('main').getByRole('note')).toContainText('Demo: placeholder operator details');
      await expect(page.getByRole('main')).toContainText('[Placeholder: company name]');
    }

    // German: the same path, the title and the text switch.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Deutsch', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen (AGB)' })).toBeVisible();
    await expect(page).toHaveURL(/\/agb$/);
    await expect(page.getByRole('main')).toContainText('[Platzhalter: Firmenname]');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
  });

  test('registration needs the consent box; its links open in a new tab and the form keeps what was typed', async ({ page, context }) => {
    const email = uniqueEmail('consent');
    await page.goto('/register');
    const main = page.getByRole('main');
    await main.getByLabel('First Name').fill('lena');
    await main.getByLabel('Last Name').fill('Recht');
    await main.getByLabel('Post Number').fill('10115');
    await main.getByLabel('Street').fill('Paragrafenweg 1');
    await main.getByLabel('Phone').fill('+49 30 999');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password').fill('a-long-password');

    const registrations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/users$/.test(request.url())) registrations.push(request.postData() ?? '');
    });
    await main.getByRole('button', { name: 'Register' }).click();
    await expect(main.getByRole('alert').filter({ hasText: 'Please accept the terms' })).toBeVisible();
    expect(registrations).toEqual([]);

    // The privacy link opens beside the form, which keeps its values.
    const opened = context.waitForEvent('page');
    await main.getByRole('link', { name: 'privacy notice' }).click();
    const privacy = await opened;
    await expect(privacy).toHaveURL(/\/datenschutz$/);
    await expect(privacy.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await privacy.close();
    await expect(main.getByLabel('Email')).toHaveValue(email);

    await main.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await main.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Registration successful!' })).toBeVisible();
    expect(registrations).toHaveLength(1);

    // Stored with the versions shown: the user's own view says which and when.
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const user = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as { id: number };
    const own = await (await fetch(`${apiUrl()}/users/${user.id}`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(own.legal_consent).toEqual({ terms_version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/), privacy_version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/), accepted_at: expect.any(String) });
  });
});
