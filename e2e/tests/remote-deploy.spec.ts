/**
 * A remote deploys alone (issue: remotes that really deploy alone). Against a running web server
 * that is neither rebuilt nor restarted: a variant of the buyer remote with one more page and one
 * more user-menu entry goes live with `npm run remote:deploy`, goes away with `remote:rollback`,
 * and a variant built for another contract shows the unavailable notice while the landing page
 * and the seller remote keep working.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, createUser, type TestUser } from '../support/api';
import { useSession } from '../support/session';
import { rootDir, startDeployStack } from '../support/stack';

const run = promisify(execFile);
const UNAVAILABLE = 'This part of the marketplace is unavailable right now. Please try again later.';

/** Copies buyer-remote's sources beside it (so @craft/platform and node_modules resolve), edited. */
function variantSource(edit: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(rootDir, '.variant-buyer-'));
  for (const item of ['src', 'webpack.config.js', 'tsconfig.json', 'package.json']) {
    fs.cpSync(path.join(rootDir, 'buyer-remote', item), path.join(dir, item), { recursive: true });
  }
  edit(dir);
  return dir;
}

function replaceIn(file: string, from: string, to: string): void {
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update this test`);
  fs.writeFileSync(file, source.replace(from, to));
}

/** The buyer remote plus a Garden planner page at /garden-planner and a user-menu entry for it. */
function addGardenPlanner(dir: string): void {
  fs.mkdirSync(path.join(dir, 'src/features/garden'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'src/features/garden/GardenPage.tsx'),
    "export function GardenPage() {\n  return <h1>Garden planner</h1>;\n}\n",
  );
  replaceIn(path.join(dir, 'src/config/paths.ts'), '} as const;', "  gardenPlanner: '/garden-planner',\n} as const;");
  // The remote's routes and entries (app/declaration.ts); its menu labels of every language (app/manifest.ts).
  replaceIn(path.join(dir, 'src/app/declaration.ts'), "favorableDocumentBuyerAuth: 'login',\n", "favorableDocumentBuyerAuth: 'login',\n  gardenPlanner: 'login',\n");
  replaceIn(
    path.join(dir, 'src/app/declaration.ts'),
    '  ],\n};',
    "    { id: 'garden', slot: 'user-menu', label: 'gardenPlanner', to: buyerPaths.gardenPlanner, audience: 'account', order: 15 },\n  ],\n};",
  );
  replaceIn(
    path.join(dir, 'src/app/manifest.ts'),
    '  texts: { en: entryLabels(english), de: entryLabels(german) },',
    "  texts: { en: { ...entryLabels(english), gardenPlanner: 'Garden planner' }, de: { ...entryLabels(german), gardenPlanner: 'Gartenplaner' } },",
  );
  replaceIn(
    path.join(dir, 'src/app/register.tsx'),
    '};\n\n/**\n * The buyer remote',
    "  gardenPlanner: page(() => import('../features/garden/GardenPage'), (m) => m.GardenPage, true),\n};\n\n/**\n * The buyer remote",
  );
}

async function build(dir: string): Promise<string> {
  await run(path.join(rootDir, 'node_modules/.bin/webpack'), ['--mode', 'production', '-c', path.join(dir, 'webpack.config.js')], {
    cwd: dir,
    maxBuffer: 64 * 1024 * 1024,
  });
  return path.join(dir, 'dist');
}

async function remoteCommand(env: Record<string, string>, ...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', ...args], {
    cwd: rootDir,
    env: { ...process.env, ...env },
  });
  return stdout;
}

async function openUserMenu(page: Page, user: TestUser): Promise<void> {
  await page.getByRole('button', { name: `Account menu of ${user.user.firstname}` }).click();
}

test.describe('a remote deploys alone', () => {
  test.describe.configure({ mode: 'serial', timeout: 600_000 });

  let deployEnv: Record<string, string>;
  let web: Awaited<ReturnType<typeof startDeployStack>>;
  let suiteApi = '';
  let suiteData = '';
  const variants: string[] = [];

  test.beforeAll(async () => {
    // An API of its own starts with the demo catalogue seeded: longer than a test's default minute on a busy machine.
    test.setTimeout(240_000);
    // Its own API (the registry) and web server: the other browser tests keep the built remotes.
    // Users of these tests are made on that API (support/api.ts and mail.ts read E2E_API_URL, E2E_DATA_DIR).
    suiteApi = apiUrl();
    suiteData = process.env.E2E_DATA_DIR ?? '';
    web = await startDeployStack();
    deployEnv = web.env;
    process.env.E2E_API_URL = web.apiUrl;
    process.env.E2E_DATA_DIR = web.dataDir;
  });

  test.afterAll(async () => {
    if (suiteApi) process.env.E2E_API_URL = suiteApi;
    if (suiteData) process.env.E2E_DATA_DIR = suiteData;
    await web?.close();
    for (const dir of variants) fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * The buyer remote with a Garden planner page and a reworded order button, built once for the
   * two tests that deploy it (a production build is most of a test's time).
   */
  let gardenBuild: Promise<string> | undefined;
  const gardenRelease = () =>
    (gardenBuild ??= (async () => {
      const source = variantSource((dir) => {
        addGardenPlanner(dir);
        replaceIn(path.join(dir, 'src/locales/en.json'), '"makeOrders": "Make your orders"', '"makeOrders": "Book this job today"');
      });
      variants.push(source);
      return build(source);
    })());

  test('a new page and menu entry go live with remote:deploy and go away with remote:rollback', async ({ page }) => {
    const buyer = await createUser('buyer', 'Gerda');
    const dist = await gardenRelease();
    await useSession(page, buyer);

    // The release live today: the buyer remote as built, without the page.
    await remoteCommand(deployEnv, 'remote:deploy', '--', 'buyer', path.join(rootDir, 'buyer-remote', 'dist'));
    await page.goto(`${web.url}/garden-planner`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    const deployed = await remoteCommand(deployEnv, 'remote:deploy', '--', 'buyer', dist);
    expect(deployed).toMatch(/live/i);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Garden planner' })).toBeVisible();
    await openUserMenu(page, buyer);
    await expect(page.getByRole('link', { name: 'Garden planner' })).toBeVisible();
    // The rest of the buyer remote still works from the new build.
    await page.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/jobs\?tab=orders$/);
    await expect(page.locator('main')).not.toContainText(UNAVAILABLE);

    const listed = await remoteCommand(deployEnv, 'remote:list');
    expect(listed).toMatch(/buyer/);

    await remoteCommand(deployEnv, 'remote:rollback', '--', 'buyer');
    await page.goto(`${web.url}/garden-planner`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await openUserMenu(page, buyer);
    await expect(page.getByRole('link', { name: 'Personal Information' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Garden planner' })).toHaveCount(0);
  });

  test('the server renders a public page from the live buyer build: a deploy changes its HTML without a restart', async ({ request }) => {
    const dist = await gardenRelease();
    /** The service page as a crawler gets it: HTML only, no script run. */
    const servicePage = async () => (await (await request.get(`${web.url}/services/1`, { headers: { Accept: 'text/html' } })).text()).split('<script defer')[0];

    await remoteCommand(deployEnv, 'remote:deploy', '--', 'buyer', path.join(rootDir, 'buyer-remote', 'dist'));
    expect(await servicePage()).toContain('Make your orders');

    await remoteCommand(deployEnv, 'remote:deploy', '--', 'buyer', dist);
    const deployed = await servicePage();
    expect(deployed).toContain('Book this job today');
    expect(deployed).not.toContain('Make your orders');

    await remoteCommand(deployEnv, 'remote:rollback', '--', 'buyer');
    expect(await servicePage()).toContain('Make your orders');
  });

  test('a build for another contract shows the fallback; the landing page and the seller remote keep working', async ({ browser }) => {
    const source = variantSource((dir) =>
      replaceIn(path.join(dir, 'src/app/declaration.ts'), 'contract: REMOTE_CONTRACT_RANGE,', "contract: '^99.0.0',"),
    );
    variants.push(source);
    const dist = await build(source);

    // The deploy tool refuses it, then takes it when told to.
    await expect(remoteCommand(deployEnv, 'remote:deploy', '--', 'buyer', dist)).rejects.toThrow(/99\.0\.0/);
    await remoteCommand(deployEnv, 'remote:deploy', '--', 'buyer', dist, '--force');

    const visitor = await browser.newPage();
    const consoleErrors: string[] = [];
    visitor.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await visitor.goto(`${web.url}/`);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.locator('main article').first()).toBeVisible();
    await expect(visitor.locator('main')).not.toContainText(UNAVAILABLE);
    // Its pages show the notice, and the console names both versions.
    await visitor.goto(`${web.url}/services/1`);
    await expect(visitor.getByRole('alert')).toHaveText(UNAVAILABLE);
    expect(consoleErrors.join('\n')).toContain('needs remote contract ^99.0.0, but this host provides 1.3.0');
    await visitor.close();

    const seller = await createUser('seller', 'Sven');
    const sellerPage = await browser.newPage();
    await useSession(sellerPage, seller);
    await sellerPage.goto(`${web.url}/home/craftman`);
    await expect(sellerPage.getByRole('tab').first()).toBeVisible();
    await expect(sellerPage.locator('main')).not.toContainText(UNAVAILABLE);
    await sellerPage.close();

    await remoteCommand(deployEnv, 'remote:rollback', '--', 'buyer');
  });
});
