/**
 * `npm start` (scripts/start.mjs, scripts/lib.mjs): which builds count as outdated, and a taken
 * port stops it with one line before anything is started or built.
 * Run: npm run test:scripts (part of npm test). That a changed source is built again and served
 * is e2e/tests/npm-start.spec.ts (it needs the production build).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import http from 'node:http';
import { BUILD_INPUTS, BUILT, buildHashFile, buildState, portProblem, rootDir, sourceHash, waitForHttp } from './lib.mjs';

/** A tree shaped like the repository (one source per input), with every app's build in place. */
function fakeRepo() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'craft-start-'));
  const write = (rel, text) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  for (const app of BUILT) write(`${app}/src/index.ts`, `export const app = '${app}';\n`);
  write('shared/src/index.ts', 'export const shared = 1;\n');
  write('package-lock.json', '{}\n');
  write('platform/tsconfig.base.json', '{}\n');
  write('platform/webpack.cjs', 'module.exports = {};\n');
  for (const rel of ['api/dist/server.js', 'host/dist/index.html', 'host/dist-server/main.js', 'web/dist/server/web-server.js', 'web/dist/cli/remote.js']) write(rel, 'built');
  for (const rel of ['buyer-remote/dist/remoteEntry.js', 'buyer-remote/dist/server/remoteEntry.js', 'seller-remote/dist/remoteEntry.js', 'admin-remote/dist/remoteEntry.js']) write(rel, 'built');
  for (const app of BUILT) fs.writeFileSync(buildHashFile(app, root), `${sourceHash(app, root)}\n`);
  return { root, write };
}

const hashes = (root) => Object.fromEntries(BUILT.map((app) => [app, sourceHash(app, root)]));

/** The apps whose hash differs between two snapshots. */
const changedApps = (before, after) => BUILT.filter((app) => before[app] !== after[app]);

test('every built app has its own folder, the shared package and the lockfile among its build inputs', () => {
  for (const app of BUILT) {
    for (const input of [app, 'shared', 'package-lock.json']) assert.ok(BUILD_INPUTS[app].includes(input), `${app} lacks ${input}`);
    for (const input of BUILD_INPUTS[app]) assert.ok(fs.existsSync(path.join(rootDir, input)), `${input} (an input of ${app}) exists`);
  }
});

test('a build made from the current sources is up to date; an edit, a new file or a pull makes exactly the apps built from them outdated', () => {
  const { root, write } = fakeRepo();
  try {
    for (const app of BUILT) assert.equal(buildState(app, root), null, `${app} right after its build`);
    const start = hashes(root);

    const cases = [
      ['host/src/index.ts', ['host']],
      ['buyer-remote/src/new-page.tsx', ['buyer-remote']],
      ['api/src/index.ts', ['api']],
      ['web/src/index.ts', ['web']],
      ['platform/webpack.cjs', BUILT],
      ['shared/src/index.ts', BUILT],
      ['package-lock.json', BUILT],
    ];
    for (const [file, apps] of cases) {
      const before = hashes(root);
      write(file, `// edited ${crypto.randomUUID()}\n`);
      assert.deepEqual(changedApps(before, hashes(root)), apps, `after editing ${file}`);
    }
    for (const app of BUILT) assert.equal(buildState(app, root), 'changed', `${app} after the edits`);
    assert.notDeepEqual(hashes(root), start);

    // Tests, docs, dot files and the builds themselves are no build input.
    const before = hashes(root);
    write('host/src/index.test.tsx', 'test');
    write('shared/src/x.spec.ts', 'test');
    write('api/README.md', '# doc');
    write('host/.eslintcache', '{}');
    write('host/dist/main.js', 'other bytes');
    write('api/node_modules/x/index.js', 'x');
    assert.deepEqual(changedApps(before, hashes(root)), []);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('the hash names sources, not where the checkout is; a build without a hash or without its server build counts as outdated', () => {
  const first = fakeRepo();
  const second = fakeRepo();
  try {
    assert.deepEqual(hashes(first.root), hashes(second.root));
    // The same bytes under another name are another source tree.
    fs.renameSync(path.join(second.root, 'host/src/index.ts'), path.join(second.root, 'host/src/main.ts'));
    assert.notEqual(sourceHash('host', second.root), sourceHash('host', first.root));

    fs.rmSync(buildHashFile('api', first.root));
    assert.equal(buildState('api', first.root), 'changed', 'a build from before the hash');
    fs.rmSync(path.join(first.root, 'host/dist-server'), { recursive: true });
    assert.equal(buildState('host', first.root), 'missing', 'the host without its server build');
    fs.rmSync(path.join(first.root, 'seller-remote/dist'), { recursive: true });
    assert.equal(buildState('seller-remote', first.root), 'missing');
  } finally {
    fs.rmSync(first.root, { recursive: true, force: true });
    fs.rmSync(second.root, { recursive: true, force: true });
  }
});

/** A port nothing listens on right now. */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Processes (of this user) whose environment carries `marker`: what a start left running. */
function processesWith(marker) {
  const pids = [];
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/environ`, 'latin1').includes(marker)) pids.push(Number(pid));
    } catch {
      // gone, or another user's
    }
  }
  return pids;
}

/**
 * Runs `node scripts/start.mjs` to its end with `env`. A start that gets past the port check would
 * go on building and serving: after `limitMs` it is stopped (SIGTERM, which it handles) and the
 * test fails on its exit.
 */
function runStart(env, limitMs = 20_000) {
  const marker = `CRAFT_START_TEST=${crypto.randomUUID()}`;
  const [key, value] = marker.split('=');
  const child = spawn(process.execPath, [path.join(rootDir, 'scripts', 'start.mjs')], {
    cwd: rootDir,
    env: { ...process.env, ...env, [key]: value },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const limit = setTimeout(() => child.kill('SIGTERM'), limitMs);
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      resolve({ code, signal, output, pid: child.pid, marker });
    }),
  );
}

for (const taken of ['WEB_PORT', 'PORT']) {
  test(`a taken ${taken}: one line naming ${taken}, no stack trace, a failing exit and nothing left running`, async (t) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'craft-start-data-'));
    const holder = net.createServer();
    await new Promise((resolve) => holder.listen(0, resolve));
    t.after(() => {
      holder.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    const busy = holder.address().port;
    const other = await freePort();
    const ports = taken === 'WEB_PORT' ? { WEB_PORT: busy, PORT: other } : { WEB_PORT: other, PORT: busy };

    const result = await runStart({ WEB_PORT: String(ports.WEB_PORT), PORT: String(ports.PORT), DATA_DIR: dataDir, SEED_DEMO: '0' });

    const lines = result.output.split('\n').filter((line) => line.trim() !== '');
    assert.deepEqual(lines, [`Port ${busy} is in use: set ${taken} to a free port.`], result.output);
    assert.doesNotMatch(result.output, /^\s+at /m);
    assert.equal(result.code, 1);
    // Nothing was started: the other port is free, and no process of this start is left.
    assert.equal(await portProblem(taken === 'WEB_PORT' ? ports.PORT : ports.WEB_PORT, '0.0.0.0'), null);
    if (fs.existsSync('/proc/self/environ')) assert.deepEqual(processesWith(result.marker), []);
    assert.throws(() => process.kill(result.pid, 0), { code: 'ESRCH' });
  });
}

test('npm start waits for a healthy answer, not any answer: an API still failing its health check is not ready', async () => {
  let asked = 0;
  // Unhealthy twice (503, as while its database is out of reach), then healthy.
  const server = http.createServer((_request, response) => {
    asked += 1;
    response.writeHead(asked <= 2 ? 503 : 200).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${server.address().port}/health`;
    await waitForHttp(url, 10_000, { ok: true });
    assert.equal(asked, 3);
    await assert.rejects(waitForHttp('http://127.0.0.1:1/health', 300, { ok: true }), /did not answer healthy/);
  } finally {
    server.close();
  }
});
