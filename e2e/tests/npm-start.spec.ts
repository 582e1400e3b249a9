/**
 * `npm start` after a pull: a source changed since the last build is built again before it is
 * served. Runs scripts/start.mjs in a copy of this checkout (sources and the production build
 * copied, installed packages linked), edits one API source there and reads the change through the
 * web server. The API is the app changed because its build (tsup) takes seconds; the three webpack
 * apps and the web tier must be found up to date and left alone. HTTP only, no browser.
 */
import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, rootDir } from '../support/stack';

/** Top-level entries that are no part of a checkout's sources or builds. */
const NOT_COPIED = new Set(['.git', 'data', 'tmp', 'e2e/test-results', 'e2e/playwright-report']);
const WORKSPACES = ['', 'shared', 'host', 'buyer-remote', 'seller-remote', 'api', 'web', 'e2e'];

function copyCheckout(target: string): void {
  fs.cpSync(rootDir, target, {
    recursive: true,
    filter: (source) => {
      const rel = path.relative(rootDir, source).split(path.sep).join('/');
      return path.basename(source) !== 'node_modules' && !NOT_COPIED.has(rel) && !rel.startsWith('.variant-');
    },
  });
  for (const workspace of WORKSPACES) {
    const installed = path.join(rootDir, workspace, 'node_modules');
    if (fs.existsSync(installed)) fs.symlinkSync(installed, path.join(target, workspace, 'node_modules'), 'dir');
  }
}

interface BuildLib {
  BUILT: string[];
  buildState(app: string, root?: string): 'missing' | 'changed' | null;
}

/** Every file under `dir` whose text contains `needle`. */
function filesContaining(dir: string, needle: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((rel) => path.join(dir, rel))
    .filter((file) => /\.tsx?$/.test(file) && fs.statSync(file).isFile() && fs.readFileSync(file, 'utf8').includes(needle));
}

/** Processes (of this user) whose environment carries `marker`. */
function processesWith(marker: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/environ`, 'latin1').includes(marker);
      } catch {
        return false; // gone, or another user's
      }
    })
    .map(Number);
}

test('npm start builds an app whose source changed since its build and serves the change; SIGTERM leaves nothing running', async () => {
  test.setTimeout(240_000);
  // Loaded at run time: plain ESM shared with `npm start`.
  const { BUILT, buildState } = (await import(path.join(rootDir, 'scripts', 'lib.mjs'))) as BuildLib;
  for (const app of BUILT) expect(buildState(app), `${app}'s build is that of its sources (npm run build)`).toBeNull();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'craft-e2e-start-'));
  const checkout = path.join(work, 'checkout');
  const dataDir = path.join(work, 'data');
  copyCheckout(checkout);

  // The edit a pull would bring: the API's title in its OpenAPI document.
  const title = 'Craft marketplace API';
  const changed = `${title} (changed after the build)`;
  const sources = filesContaining(path.join(checkout, 'api', 'src'), `'${title}'`);
  expect(sources, `one API source names '${title}' (update this test if it moved)`).toHaveLength(1);
  fs.writeFileSync(sources[0]!, fs.readFileSync(sources[0]!, 'utf8').replace(`'${title}'`, `'${changed}'`));

  const [webPort, apiPort] = [await freePort(), await freePort()];
  const marker = randomUUID();
  const start = spawn(process.execPath, [path.join(checkout, 'scripts', 'start.mjs')], {
    cwd: checkout,
    env: { ...process.env, WEB_PORT: String(webPort), PORT: String(apiPort), DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn', CRAFT_START_TEST: marker },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  start.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  start.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => start.on('exit', (code) => resolve(code)));

  try {
    await expect
      .poll(() => output.includes('Marketplace ready') || start.exitCode !== null, { timeout: 200_000, intervals: [500] })
      .toBe(true);
    expect(start.exitCode, output).toBeNull();

    // Only the changed app was built again.
    expect(output).toContain('Building api (its sources changed since its last build)...');
    expect(output).not.toMatch(/Building (host|buyer-remote|seller-remote)/);

    const document = await fetch(`http://127.0.0.1:${webPort}/api/openapi.json`);
    expect(document.status).toBe(200);
    expect(((await document.json()) as { info: { title: string } }).info.title).toBe(changed);
    // The first visitor after "ready" gets a whole server-rendered page (its reads answered), one a CDN may keep.
    const page = await fetch(`http://127.0.0.1:${webPort}/`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toMatch(/s-maxage/);
    expect(await page.text()).toContain('id="server-state"');

    start.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(processesWith(marker)).toEqual([]);
  } finally {
    if (start.exitCode === null) {
      start.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(work, { recursive: true, force: true });
  }
});
