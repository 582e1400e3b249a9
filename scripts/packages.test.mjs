/**
 * @craft/shared and @craft/platform carry a semver that changes with their content
 * (scripts/packages.mjs), the apps declare the ranges they need, and the webpack preset tells
 * Module Federation those ranges.
 * Run: npm run test:scripts (part of npm test).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import semver from 'semver';
import { rootDir } from './lib.mjs';
import { PACKAGES, currentRelease, releaseProblem } from './packages.mjs';

const require = createRequire(import.meta.url);
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

test('each package is released as it is: its content is the one recorded with its version', () => {
  for (const dir of Object.keys(PACKAGES)) assert.equal(releaseProblem(dir), null);
});

test('a change to a package without a new version is named, and so is a version bumped by hand', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'craft-packages-'));
  try {
    const write = (rel, text) => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), text);
    };
    write('shared/package.json', JSON.stringify({ name: '@craft/shared', version: '1.2.0' }));
    write('shared/src/index.ts', 'export const a = 1;\n');
    write('shared/release.json', JSON.stringify(currentRelease('shared', root)));
    assert.equal(releaseProblem('shared', root), null);

    write('shared/src/index.test.ts', 'test("a test is no content", () => {});\n');
    assert.equal(releaseProblem('shared', root), null);

    write('shared/src/count.ts', 'export const craftsmenCount = () => 4;\n');
    assert.match(releaseProblem('shared', root), /@craft\/shared changed since 1\.2\.0 was recorded, but its version did not: run `npm run release:package -- shared <patch\|minor\|major>`/);

    write('shared/package.json', JSON.stringify({ name: '@craft/shared', version: '1.3.0' }));
    assert.match(releaseProblem('shared', root), /version is 1\.3\.0 but shared\/release\.json records 1\.2\.0/);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("every workspace's range of @craft/shared and @craft/platform accepts the version in this repository", () => {
  const versions = Object.fromEntries(Object.keys(PACKAGES).map((dir) => {
    const { name, version } = readJson(path.join(rootDir, dir, 'package.json'));
    return [name, version];
  }));
  for (const workspace of readJson(path.join(rootDir, 'package.json')).workspaces) {
    const manifest = readJson(path.join(rootDir, workspace, 'package.json'));
    for (const [name, version] of Object.entries(versions)) {
      const range = manifest.dependencies?.[name] ?? manifest.devDependencies?.[name];
      if (range) assert.ok(semver.satisfies(version, range), `${workspace} needs ${name}@${range}, the repository has ${version}`);
    }
  }
});

test('a remote requires the @craft/shared range its package.json declares and provides the version it has installed', () => {
  const { sharedSingletons } = require('../platform/webpack.cjs');
  for (const app of ['buyer-remote', 'seller-remote', 'admin-remote']) {
    const dir = path.join(rootDir, app);
    const declared = readJson(path.join(dir, 'package.json')).dependencies['@craft/shared'];
    const shared = sharedSingletons(dir);
    for (const key of ['@craft/shared', '@craft/shared/query', '@craft/shared/i18n']) {
      assert.equal(shared[key].requiredVersion, declared, `${app}: ${key}`);
      assert.equal(shared[key].version, readJson(path.join(rootDir, 'shared', 'package.json')).version);
      // A host copy outside the range is refused when the remote loads, not used half-compatible.
      assert.equal(shared[key].strictVersion, true);
    }
  }
});

test('the host provides the version it has installed of every singleton and checks none against a range: the copy the page uses is its own', () => {
  const { sharedSingletons } = require('../platform/webpack.cjs');
  const shared = sharedSingletons(path.join(rootDir, 'host'), { isHost: true });
  for (const [key, options] of Object.entries(shared)) {
    assert.equal(options.singleton, true, key);
    assert.equal(options.requiredVersion, false, key);
    assert.notEqual(options.strictVersion, true, key);
  }
  assert.equal(shared['@craft/shared'].version, readJson(path.join(rootDir, 'shared', 'package.json')).version);
});
