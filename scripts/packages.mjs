/**
 * The two packages other teams build against, @craft/shared (shared/) and @craft/platform
 * (platform/): a semver that changes with their content. Each records, in `<dir>/release.json`,
 * its version and a sha256 over what it ships (the package.json without its version, and every
 * shipped file, tests left out); scripts/packages.test.mjs fails while the recorded pair and the
 * current one differ, so a change cannot merge without a version.
 *
 * `npm run release:package -- <shared|platform> <patch|minor|major>` bumps the version, records
 * the new pair, moves the other workspaces' ranges on a major and updates the lockfile.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { rootDir } from './lib.mjs';

/** Folder -> what it ships (paths inside it); tests and builds are not content. */
export const PACKAGES = {
  shared: ['src', 'build.mjs'],
  platform: ['webpack.cjs', 'router-exports.cjs', 'jest-preset.cjs', 'tsconfig.base.json', 'loaders', 'jest'],
};

const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function files(abs, rel, out) {
  const stat = fs.statSync(abs, { throwIfNoEntry: false });
  if (!stat) return out;
  if (stat.isFile()) {
    if (!isTest(rel)) out.push(rel);
    return out;
  }
  for (const entry of fs.readdirSync(abs)) if (!entry.startsWith('.')) files(path.join(abs, entry), `${rel}/${entry}`, out);
  return out;
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file, value) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** The package's version and the hash of its content now. */
export function currentRelease(dir, root = rootDir) {
  const { version, ...manifest } = readJson(path.join(root, dir, 'package.json'));
  const hash = crypto.createHash('sha256');
  hash.update(JSON.stringify(manifest));
  for (const rel of PACKAGES[dir].flatMap((input) => files(path.join(root, dir, input), input, [])).sort()) {
    const bytes = fs.readFileSync(path.join(root, dir, rel));
    hash.update(`\0${rel}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return { version, contentHash: `sha256-${hash.digest('hex')}` };
}

/** The pair recorded at the last release. */
export const recordedRelease = (dir, root = rootDir) => readJson(path.join(root, dir, 'release.json'));

/** Why the package cannot go out as it is (one sentence), or null. */
export function releaseProblem(dir, root = rootDir) {
  const current = currentRelease(dir, root);
  const recorded = recordedRelease(dir, root);
  const name = readJson(path.join(root, dir, 'package.json')).name;
  const command = `npm run release:package -- ${dir} <patch|minor|major>`;
  if (current.contentHash === recorded.contentHash && current.version === recorded.version) return null;
  if (current.version === recorded.version) {
    return `${name} changed since ${recorded.version} was recorded, but its version did not: run \`${command}\` (patch: a fix; minor: something added; major: something removed or changed).`;
  }
  return `${name}'s version is ${current.version} but ${dir}/release.json records ${recorded.version}: bump it with \`${command}\` instead of by hand.`;
}

/** Bumps the package, records the pair, keeps the workspace's ranges satisfied and the lockfile current. */
function release(dir, level) {
  const manifestFile = path.join(rootDir, dir, 'package.json');
  const manifest = readJson(manifestFile);
  const version = semver.inc(manifest.version, level);
  if (!version) throw new Error(`usage: npm run release:package -- <${Object.keys(PACKAGES).join('|')}> <patch|minor|major>`);
  writeJson(manifestFile, { ...manifest, version });
  for (const workspace of readJson(path.join(rootDir, 'package.json')).workspaces) {
    const file = path.join(rootDir, workspace, 'package.json');
    const dependent = readJson(file);
    for (const field of ['dependencies', 'devDependencies']) {
      const range = dependent[field]?.[manifest.name];
      // A remote keeps the range it declared (it needs no newer version); only a range the new
      // version leaves (a major) moves, since the workspace links the one copy in this repository.
      if (range && !semver.satisfies(version, range)) dependent[field][manifest.name] = `^${version}`;
    }
    writeJson(file, dependent);
  }
  writeJson(path.join(rootDir, dir, 'release.json'), currentRelease(dir));
  execFileSync('npm', ['install', '--package-lock-only', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: rootDir, stdio: 'inherit' });
  console.log(`${manifest.name} ${manifest.version} -> ${version}, recorded in ${dir}/release.json.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(rootDir, 'scripts', 'packages.mjs')) {
  const [dir, level] = process.argv.slice(2);
  if (!(dir in PACKAGES) || !['patch', 'minor', 'major'].includes(level)) {
    console.error(`usage: npm run release:package -- <${Object.keys(PACKAGES).join('|')}> <patch|minor|major>`);
    process.exit(1);
  }
  release(dir, level);
}
