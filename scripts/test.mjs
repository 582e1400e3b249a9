/**
 * `npm test`: type-check every workspace, lint (ESLint with import zones, knip), jest in every frontend workspace, the API's integration
 * tests (SQLite and PostgreSQL), the scripts' and the web tier's tests (web/: edge limits, server
 * rendering, sitemaps, remote deploy/rollback), a fresh production build (the three apps, the API and
 * the web tier: api/dist and web/dist, which the browser tests start), then the browser tests against it.
 * Stops at the first failing step.
 */
import { APPS, buildOutdated, run } from './lib.mjs';

const steps = [
  // Side by side: tsc and the linters are single-threaded each, and print nothing when all is well.
  ['Type-check and lint (tsc, ESLint, knip)', () => Promise.all([run('npm', ['run', 'typecheck', '--workspaces', '--if-present']), run('npm', ['run', 'lint'])])],
  // One jest for every frontend workspace (each keeps its own jest.config.cjs as a project): one
  // worker pool over all their files instead of five runs one after another, each alone on one core.
  ['Unit tests (jest)', () => run('npx', ['--no-install', 'jest', '--projects', 'shared', ...APPS, '--maxWorkers=2'])],
  ['API integration tests', () => run('npm', ['test', '-w', 'api'])],
  ['Scripts and web tier (node --test)', () => run('npm', ['run', 'test:scripts'])],
  ['Production build', () => buildOutdated({ force: true })],
  ['Browser tests (Playwright)', () => run('npm', ['test', '-w', 'e2e'])],
];

const started = Date.now();
for (const [name, step] of steps) {
  const stepStart = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    await step();
  } catch (error) {
    console.error(`\n${name} failed: ${error.message}`);
    process.exit(1);
  }
  console.log(`=== ${name}: ok (${((Date.now() - stepStart) / 1000).toFixed(0)} s)`);
}
console.log(`\nAll test steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
