import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { rootDir, startDeployStack } from '../support/stack';

/**
 * A remote deployed with `npm run remote:deploy` is what the next page load runs, from its
 * versioned URL, without restarting the web server; a rollback brings the previous one back.
 * Uses its own API (the registry) and web server, so the rest of the suite keeps the built-in remotes.
 */

const UNAVAILABLE = 'This part of the marketplace is unavailable right now. Please try again later.';

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

/**
 * The built command started in the background (`--watch` runs on while the test browses): `printed(re)`
 * resolves with the first match of `re` in its output so far or to come; `done` when it exits 0.
 */
function remoteCommandInBackground(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(rootDir, 'web', 'dist', 'cli', 'remote.js'), ...args], {
    cwd: rootDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting: (() => void)[] = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of [...waiting]) check();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const done = new Promise<string>((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`remote ${args.join(' ')} exited with ${code}:\n${output}`)))),
  );
  // A failed command rejects every wait at once, with its output.
  done.catch(() => undefined);
  const printed = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern);
        if (!match) return;
        waiting.splice(waiting.indexOf(check), 1);
        resolve(match);
      };
      waiting.push(check);
      check();
      done.then(() => reject(new Error(`remote ${args.join(' ')} ended without printing ${pattern}:\n${output}`)), reject);
    });
  return { printed, done, stop: () => child.exitCode === null && child.kill() };
}

/**
 * A copy of the real buyer build that passes every deploy check (they render only the server build,
 * which stays as it is) but whose favorable page throws as soon as it renders in a browser.
 */
function buyerBuildBrokenInBrowser(parent: string): string {
  const dir = buyerBuildCopy(parent, 'broken-in-browser');
  const export_ = /FavorablePage:\(\)=>([\w$]+)/;
  const chunk = fs.readdirSync(dir).find((name) => name.endsWith('.js') && export_.test(fs.readFileSync(path.join(dir, name), 'utf8')));
  if (!chunk) throw new Error('No chunk of the buyer build exports FavorablePage');
  const file = path.join(dir, chunk);
  const code = fs
    .readFileSync(file, 'utf8')
    .replace(export_, (_, component: string) => `FavorablePage:()=>typeof window<"u"?()=>{throw new Error("favorable page broken in the browser")}:${component}`);
  fs.writeFileSync(file, code);
  // The web server sends the precompressed copies to browsers that accept them: they must say the same.
  if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(code));
  if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(code));
  return dir;
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

test('a release that fails in the browser is rolled back by --watch, and an open tab recovers through Try again with no reload', async ({ browser }) => {
  // Its own API starts (demo catalogue seeded), and the deploy uploads a whole build.
  test.setTimeout(180_000);
  const builds = fs.mkdtempSync(path.join(os.tmpdir(), 'craft-e2e-builds-'));
  const web = await startDeployStack();
  const contexts: BrowserContext[] = [];
  const watch = remoteCommandInBackground(['deploy', 'buyer', buyerBuildBrokenInBrowser(builds), '--watch', '60'], web.env);
  try {
    // The release is live and its watch has taken its baseline: what browsers report from now on counts.
    const [, broken] = await watch.printed(/Watching buyer (\S+) for/);

    /** A visit to the favorable page in a browser of its own, up to its failure report. */
    const failingVisit = async () => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      const reported = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/_reports/remote-failure');
      const entry = page.waitForRequest((request) => new URL(request.url()).pathname === `/remotes/buyer/v/${broken}/remoteEntry.js`);
      await page.goto(`${web.url}/favorable`);
      await entry;
      await expect(page.getByText(UNAVAILABLE)).toBeVisible();
      // A beacon's Blob body is not visible to Playwright: the web server's log line shows it.
      await reported;
      return page;
    };

    const tab = await failingVisit();
    // Gone after any reload: proves the recovery below happens in this very page.
    await tab.evaluate(() => Object.assign(window, { __marker: 1 }));
    const navigations: string[] = [];
    tab.on('framenavigated', (frame) => frame === tab.mainFrame() && navigations.push(frame.url()));

    // The watch rolls back on a few failures, not one: two more visitors meet the broken page.
    await failingVisit();
    await failingVisit();
    const [, live, from] = await watch.printed(/buyer (\S+) is live again \(was (\S+)\): rolled back by --watch/);
    expect(from).toBe(broken);
    await watch.done;

    // The tab still names the broken release; Try again reads /config.json and loads the live one.
    const configRead = tab.waitForResponse((response) => new URL(response.url()).pathname === '/config.json');
    const liveEntry = live === '0' ? '/remotes/buyer/remoteEntry.js' : `/remotes/buyer/v/${live}/remoteEntry.js`;
    const entryLoaded = tab.waitForResponse((response) => new URL(response.url()).pathname === liveEntry && response.ok());
    await tab.getByRole('button', { name: 'Try again' }).click();
    await configRead;
    await entryLoaded;
    await expect(tab.getByRole('link', { name: 'Upload an Offer', exact: true })).toBeVisible();
    await expect(tab.getByText(UNAVAILABLE)).toHaveCount(0);
    expect(await tab.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1);
    expect(navigations).toEqual([]);
  } finally {
    watch.stop();
    for (const context of contexts) await context.close();
    await web.close();
    fs.rmSync(builds, { recursive: true, force: true });
  }
});
