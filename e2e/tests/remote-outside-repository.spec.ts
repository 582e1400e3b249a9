/**
 * A remote builds outside this repository, as a team in its own repository builds it: the buyer
 * remote's folder alone is copied to a temporary folder, gets @craft/shared and @craft/platform
 * from `npm pack` tarballs (everything else from the npm cache, the registry only for what the
 * cache lacks), builds, type-checks and passes its own jest tests against the built @craft/shared, and is then
 * deployed to a running host, where its pages work.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { rootDir, startDeployStack } from '../support/stack';

const run = promisify(execFile);
const UNAVAILABLE = 'This part of the marketplace is unavailable right now. Please try again later.';
/** Enough room for webpack's and jest's output. */
const maxBuffer = 64 * 1024 * 1024;

/**
 * Makes `dist` the live buyer release of the web tier at `env.WEB_URL` (the deploy command, with
 * its token), as a team's pipeline would.
 */
async function deployRemote(env: Record<string, string>, dist: string): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'remote:deploy', '--', 'buyer', dist], {
    cwd: rootDir,
    env: { ...process.env, ...env },
  });
  return stdout;
}

/** `npm pack`s the built @craft/shared and @craft/platform into `into`; their tarballs' paths. */
async function packPackages(into: string): Promise<string[]> {
  await run(process.execPath, [path.join(rootDir, 'shared', 'build.mjs')], { cwd: rootDir });
  const { stdout } = await run('npm', ['pack', './shared/dist', './platform', '--pack-destination', into, '--json'], { cwd: rootDir, maxBuffer });
  return (JSON.parse(stdout) as { filename: string }[]).map((tarball) => path.join(into, tarball.filename));
}

/** The buyer remote's own files, without what a checkout of its repository would not have. */
function copyRemote(to: string): void {
  const from = path.join(rootDir, 'buyer-remote');
  fs.cpSync(from, to, {
    recursive: true,
    filter: (source) => !['node_modules', 'dist', '.build-hash'].includes(path.relative(from, source).split(path.sep)[0] ?? ''),
  });
}

test.describe('a remote outside this repository', () => {
  // Installing, building and testing a whole remote: minutes on a 2-core machine.
  test.describe.configure({ mode: 'serial', timeout: 900_000 });

  let workDir: string;
  let remoteDir: string;

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'craft-outside-'));
    expect(path.relative(rootDir, workDir).startsWith('..')).toBe(true);
    remoteDir = path.join(workDir, 'buyer-remote');
    copyRemote(remoteDir);
    const tarballs = await packPackages(workDir);
    // The tarballs stand in for the registry's @craft packages; package.json keeps its ranges.
    // Not --offline: without a lockfile npm (11) resolves each range from a package's full metadata
    // (Accept: application/json), while the npm cache may hold only its abbreviated metadata, which
    // npm's cache does not serve for that request: offline, such a range cannot be resolved at all.
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-save', ...tarballs], { cwd: remoteDir, maxBuffer });
  });

  test.afterAll(() => {
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  test('builds from the packages, type-checks, passes its tests, and works when deployed to a running host', async ({ page }) => {
    // Nothing of the repository is reachable from the copy: its packages are the packed ones.
    const installed = (name: string) => fs.realpathSync(path.join(remoteDir, 'node_modules', name));
    for (const name of ['@craft/shared', '@craft/platform']) expect(installed(name).startsWith(remoteDir)).toBe(true);
    expect(fs.existsSync(path.join(installed('@craft/shared'), 'index.d.ts'))).toBe(true);
    expect(fs.existsSync(path.join(installed('@craft/shared'), 'src'))).toBe(false);

    // Side by side (jest and tsc wait on files as much as on the processor): the build, the tests,
    // and the type-check against the built package's declarations, the remote contract's included.
    await Promise.all([
      run('npm', ['run', 'build'], { cwd: remoteDir, maxBuffer }),
      run('npm', ['test', '--', '--ci'], { cwd: remoteDir, maxBuffer }),
      run('npm', ['run', 'typecheck'], { cwd: remoteDir, maxBuffer }),
    ]);

    // The range the remote declares is what its build asks the host's @craft/shared for.
    const declared = (JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies['@craft/shared'];
    const manifest = JSON.parse(fs.readFileSync(path.join(remoteDir, 'dist', 'mf-manifest.json'), 'utf8')) as { shared: { name: string; requiredVersion: string }[] };
    expect(manifest.shared.find((shared) => shared.name === '@craft/shared')?.requiredVersion).toBe(declared);

    // A stack of its own: a deploy changes the registry every web server of its API reads.
    const web = await startDeployStack();
    try {
      expect(await deployRemote(web.env, path.join(remoteDir, 'dist'))).toMatch(/live/i);
      const config = (await (await page.request.get(`${web.url}/config.json`)).json()) as { remotes: { buyer: { entry: string } } };
      const release = config.remotes.buyer.entry.replace(/mf-manifest\.json$/, '');
      expect(release).not.toBe('/remotes/buyer/');

      // A buyer page, from the deployed release's code.
      const entryLoaded = page.waitForResponse((response) => response.url() === `${web.url}${release}remoteEntry.js` && response.ok());
      await page.goto(`${web.url}/services/1`);
      await entryLoaded;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main')).not.toContainText(UNAVAILABLE);
    } finally {
      await web.close();
    }
  });
});
