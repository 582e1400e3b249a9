import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { rootDir, startDeployStack } from '../support/stack';

/**
 * A remote deployed with `npm run remote:deploy` is what the next page load runs, from its
 * versioned URL, without restarting the web server; a rollback brings the previous one back.
 * Uses its own API (the registry) and web server, so the rest of the suite keeps the built-in remotes.
 */

/** A copy of the real buyer build, made distinct by `note` (a new release must have new bytes). */
function buyerBuildCopy(parent: string, note: string): string {
  const dir = path.join(parent, note);
  fs.cpSync(path.join(rootDir, 'buyer-remote', 'dist'), dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'release-note.txt'), note);
  return dir;
}

/**
 * The built command, as `npm run remote:*` runs it (npm test builds web/dist before the browser tests).
 * Asynchronous: it calls the web server this very process runs.
 */
async function remoteCommand(args: string[], env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(rootDir, 'web', 'dist', 'cli', 'remote.js'), ...args], {
    cwd: rootDir,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
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
  // Its own API starts (demo catalogue seeded), and each deploy uploads a whole build.
  test.setTimeout(300_000);
  const builds = fs.mkdtempSync(path.join(os.tmpdir(), 'craft-e2e-builds-'));
  const web = await startDeployStack();
  try {
    const deploy = async (dist: string) => (await remoteCommand(['deploy', 'buyer', dist], web.env)).match(/buyer (\S+) is live/)?.[1] ?? '';
    const first = await deploy(buyerBuildCopy(builds, 'first'));
    // The content hash of the build: the same on every web server.
    expect(first).toMatch(/^[0-9a-f]{20}$/);

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

    const second = await deploy(buyerBuildCopy(builds, 'second'));
    expect(second).not.toBe(first);
    files = await visit();
    expect(files).toContain(`/remotes/buyer/v/${second}/remoteEntry.js`);
    expect(files.every((file) => file.startsWith(`/remotes/buyer/v/${second}/`))).toBe(true);

    expect(await remoteCommand(['rollback', 'buyer'], web.env)).toContain(`buyer ${first} is live again`);
    files = await visit();
    expect(files).toContain(`/remotes/buyer/v/${first}/remoteEntry.js`);
    expect(files.every((file) => file.startsWith(`/remotes/buyer/v/${first}/`))).toBe(true);
  } finally {
    await web.close();
    fs.rmSync(builds, { recursive: true, force: true });
  }
});
