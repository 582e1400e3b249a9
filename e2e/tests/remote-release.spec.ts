import { expect, test, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultConfig, rootDir, startWeb } from '../support/stack';

/**
 * A remote deployed with `npm run remote:deploy` is what the next page load runs, from its
 * versioned URL, without restarting the web server; a rollback brings the previous one back.
 * Uses its own web server and remotes dir, so the rest of the suite keeps the built-in remotes.
 */

/** A copy of the real buyer build, made distinct by `note` (a new release must have new bytes). */
function buyerBuildCopy(parent: string, note: string): string {
  const dir = path.join(parent, note);
  fs.cpSync(path.join(rootDir, 'buyer-remote', 'dist'), dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'release-note.txt'), note);
  return dir;
}

function remoteCommand(args: string[]): string {
  // The built command, as `npm run remote:*` runs it (npm test builds web/dist before the browser tests).
  const result = spawnSync(process.execPath, [path.join(rootDir, 'web', 'dist', 'cli', 'remote.js'), ...args], {
    cwd: rootDir,
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** Loads a buyer page and returns the buyer remote files the browser fetched. */
async function buyerFilesLoaded(page: Page, url: string): Promise<string[]> {
  const files: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/buyer/')) files.push(pathname);
  });
  await page.goto(url);
  await expect(page.getByRole('link', { name: 'Upload an Offer', exact: true })).toBeVisible();
  return files;
}

test('a deployed buyer release goes live and rolls back without restarting the web server', async ({ browser }) => {
  const builds = fs.mkdtempSync(path.join(os.tmpdir(), 'craft-e2e-builds-'));
  const web = await startWeb(defaultConfig('/api'), process.env.E2E_API_URL ?? '');
  try {
    const deploy = (dist: string) => remoteCommand(['deploy', 'buyer', dist, '--dir', web.remotesDir]).match(/buyer (\S+) is live/)?.[1] ?? '';
    const first = deploy(buyerBuildCopy(builds, 'first'));
    expect(first).toMatch(/^\d{8}-\d{6}-[0-9a-f]{10}$/);

    const visit = async () => {
      const context = await browser.newContext();
      try {
        return await buyerFilesLoaded(await context.newPage(), `${web.url}/favorable`);
      } finally {
        await context.close();
      }
    };
    let files = await visit();
    expect(files).toContain(`/remotes/buyer/v/${first}/remoteEntry.js`);
    expect(files.every((file) => file.startsWith(`/remotes/buyer/v/${first}/`))).toBe(true);

    const second = deploy(buyerBuildCopy(builds, 'second'));
    expect(second).not.toBe(first);
    files = await visit();
    expect(files).toContain(`/remotes/buyer/v/${second}/remoteEntry.js`);
    expect(files.every((file) => file.startsWith(`/remotes/buyer/v/${second}/`))).toBe(true);

    expect(remoteCommand(['rollback', 'buyer', '--dir', web.remotesDir])).toContain(`buyer ${first} is live again`);
    files = await visit();
    expect(files).toContain(`/remotes/buyer/v/${first}/remoteEntry.js`);
    expect(files.every((file) => file.startsWith(`/remotes/buyer/v/${first}/`))).toBe(true);
  } finally {
    await web.close();
    fs.rmSync(builds, { recursive: true, force: true });
  }
});
