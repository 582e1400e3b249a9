/**
 * `npm run backup -- <archive>` / `npm run restore -- <archive>` / `npm run operator:create -- --email … --password …`: builds the API when its build is
 * missing or older than its sources (as `npm start` does), then runs the built tool
 * (api/dist/<tool>.js, plain JavaScript) with the same environment the API gets.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildHashFile, buildState, rootDir, run, sourceHash } from './lib.mjs';

const TOOLS = new Set(['backup', 'restore', 'operator-create']);
const [tool, ...args] = process.argv.slice(2);
if (!TOOLS.has(tool)) {
  console.error(`Usage: node scripts/api-tool.mjs <${[...TOOLS].join('|')}> <arguments>`);
  process.exit(2);
}
const state = buildState('api');
if (state) {
  console.log(`Building api${state === 'missing' ? ' (not built yet)' : ' (its sources changed since its last build)'}...`);
  const hash = sourceHash('api');
  fs.rmSync(buildHashFile('api'), { force: true });
  await run('npm', ['run', 'build', '-w', 'api', '--silent']);
  fs.writeFileSync(buildHashFile('api'), `${hash}\n`);
}
const result = spawnSync(process.execPath, [path.join(rootDir, 'api', 'dist', `${tool}.js`), ...args], { stdio: 'inherit', cwd: rootDir });
process.exit(result.status ?? 1);
