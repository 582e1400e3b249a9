import { expect, test, type Page } from '@playwright/test';
import { createUser, signInPage } from '../support/api';
import fs from 'node:fs';
import path from 'node:path';
import { defaultConfig, freePort, rootDir, startWeb } from '../support/stack';

const REMOTE_UNAVAILABLE = 'This part of the marketplace is unavailable right now. Please try again later.';

/** Every shared package that loaded must have exactly one provider and one version in the page. */
async function sharedCopies(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    // A tree-shaken share (react-router, see platform/webpack.cjs) records its load under treeShaking.
    type ShareInfo = { from: string; loaded?: boolean; treeShaking?: { loaded?: boolean } };
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } })
      .__FEDERATION__.__SHARE__;
    const copies: Record<string, Set<string>> = {};
    for (const scopes of Object.values(share))
      for (const packages of Object.values(scopes))
        for (const [name, versions] of Object.entries(packages))
          for (const [version, info] of Object.entries(versions))
            if (info.loaded || info.treeShaking?.loaded) (copies[name] ??= new Set()).add(`${info.from}@${version}`);
    return Object.fromEntries(Object.entries(copies).map(([name, set]) => [name, [...set]]));
  });
}

test.describe('micro-frontend foundation', () => {
  test('the host shell renders with its navbar and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Favorable Offer' }).first()).toBeVisible();
  });

  test('a buyer route renders the buyer remote, sharing one React and one router', async ({ page }) => {
    await page.goto('/favorable');
    const upload = page.getByRole('link', { name: 'Upload an Offer', exact: true });
    await expect(upload).toBeVisible();

    const copies = await sharedCopies(page);
    for (const name of ['react', 'react-dom', 'react-router', 'react-router-dom', 'styled-components', '@craft/shared']) {
      expect(copies[name], `${name} loaded once`).toHaveLength(1);
      expect(copies[name]?.[0]).toMatch(/^host@/);
    }

    // A Link inside the remote navigates through the host's router: no full page load.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await upload.click();
    await expect(page).toHaveURL(/\/favorable\/document$/);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    // The category picker reads through TanStack Query: one copy and one client in the page.
    await expect(page.getByRole('combobox').first()).toBeVisible();
    const afterQuery = await sharedCopies(page);
    for (const name of ['@tanstack/react-query', '@craft/shared/query']) expect(afterQuery[name], `${name} loaded once`).toHaveLength(1);
  });

  test('a seller route renders the seller remote for a craftman', async ({ page }) => {
    const seller = await createUser('seller');
    await signInPage(page, seller);
    await page.goto('/home/craftman');
    await expect(page.getByRole('tab', { name: 'Your Service' })).toBeVisible();
  });

  test('a dead seller remote shows the fallback while the host and the buyer remote keep working', async ({ page }) => {
    const deadPort = await freePort();
    const config = defaultConfig('/api');
    config.remotes.seller.entry = `http://127.0.0.1:${deadPort}/mf-manifest.json`;
    const web = await startWeb(config, process.env.E2E_API_URL ?? '');
    try {
      const seller = await createUser('seller');
      await page.goto(web.url);
      await page.evaluate(({ token, user }) => {
        localStorage.setItem('access_token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }, { token: seller.token, user: seller.user });

      await page.goto(`${web.url}/home/craftman`);
      await expect(page.getByText(REMOTE_UNAVAILABLE)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();

      await page.goto(`${web.url}/`);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.goto(`${web.url}/favorable`);
      await expect(page.getByRole('link', { name: 'Upload an Offer', exact: true })).toBeVisible();
    } finally {
      await web.close();
    }
  });

  test('remote entries are served no-cache and hashed chunks immutable; the host holds no remote URL', async ({ request }) => {
    const manifest = await request.get('/remotes/buyer/mf-manifest.json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const entry = await request.get('/remotes/seller/remoteEntry.js');
    expect(entry.headers()['cache-control']).toBe('no-cache');

    const body = (await manifest.json()) as { shared: Array<{ assets: { js: { sync: string[] } } }>; exposes: Array<{ assets: { js: { sync: string[] } } }> };
    const chunk = body.exposes[0]?.assets.js.sync[0];
    expect(chunk).toMatch(/\.[0-9a-f]{10}\.js$/);
    const chunkResponse = await request.get(`/remotes/buyer/${chunk}`);
    expect(chunkResponse.headers()['cache-control']).toContain('immutable');
    // Never revalidated: no validators sent along.
    expect(chunkResponse.headers()).not.toHaveProperty('etag');
    expect(chunkResponse.headers()).not.toHaveProperty('last-modified');
    // An entry is revalidated, so it keeps them.
    expect(entry.headers()).toHaveProperty('etag');

    const config = await (await request.get('/config.json')).json();
    expect(config.remotes.buyer.entry).toBe('/remotes/buyer/mf-manifest.json');

    // Moving a remote is configuration: no remote location is compiled into the host.
    const hostDist = path.join(rootDir, 'host', 'dist');
    const scripts = fs.readdirSync(hostDist).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const source = fs.readFileSync(path.join(hostDist, file), 'utf8');
      expect(source, file).not.toMatch(/remotes\/(buyer|seller)|mf-manifest\.json|localhost:300[12]/);
    }
  });
});
