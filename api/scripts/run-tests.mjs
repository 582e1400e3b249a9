// Runs every src/**/*.test.ts with node's test runner (through tsx) twice: on SQLite, then on
// PostgreSQL (files marked database-independent on SQLite only). Each test context makes its own temp DATA_DIR and, on PostgreSQL, its own schema,
// so runs by several people against the same server never collide.
// Options: --sqlite-only, --pg-only, or file paths to run a subset.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const picked = args.filter((a) => !a.startsWith('--'));
const files = picked.length
  ? picked
  : fs
      .readdirSync(path.join(apiDir, 'src'), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.test.ts'))
      .sort()
      .map((f) => path.join('src', f));

// A file whose first line says "database-independent" tests code that never touches a database, or
// whose outcome does not depend on which one (the web tier's edge and proxy, storage and Redis
// outages, the CPU pools): running it again on PostgreSQL would only repeat the SQLite pass.
const databaseIndependent = (file) => fs.readFileSync(path.join(apiDir, file), 'utf8').split('\n', 1)[0].includes('database-independent');

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const passes = [];
if (!flags.has('--pg-only')) passes.push({ name: 'SQLite', env: { TEST_DATABASE_URL: '' }, files });
if (!flags.has('--sqlite-only')) {
  // Files named on the command line run on both, as asked.
  passes.push({ name: 'PostgreSQL', env: { TEST_DATABASE_URL: pgUrl }, files: picked.length ? files : files.filter((file) => !databaseIndependent(file)) });
}

const FILE_LIMIT_MS = 5 * 60_000;
const PASS_LIMIT_MS = Number(process.env.API_TEST_PASS_LIMIT_MS ?? 20 * 60_000);

let failed = false;
for (const pass of passes) {
  const started = Date.now();
  console.log(`\n# API tests on ${pass.name} (${pass.files.length} files)`);
  const result = spawnSync(
    process.execPath,
    // A file whose tests and hooks are done ends even if a client left a socket open (--test-force-exit:
    // a Redis client reconnecting after a test cut its server). A file that hangs (a test or a hook)
    // fails after FILE_LIMIT_MS instead of holding the whole run; node's --test-timeout counts each
    // file as a test. A pass as a whole is stopped after PASS_LIMIT_MS.
    ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-force-exit', `--test-timeout=${FILE_LIMIT_MS}`, '--test-reporter=spec', ...pass.files],
    { cwd: apiDir, stdio: 'inherit', timeout: PASS_LIMIT_MS, killSignal: 'SIGKILL', env: { ...process.env, ...pass.env, LOG_LEVEL: 'silent', RESPONSE_CHECKS: '1' } },
  );
  if (result.error) console.log(`# ${pass.name}: stopped after ${PASS_LIMIT_MS / 60_000} min (${result.error.message})`);
  console.log(`# ${pass.name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
