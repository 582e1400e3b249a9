// database-independent: nothing here touches a database, so only the SQLite pass runs it (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * The API reaches @craft/shared only through the package's `exports` (`@craft/shared`,
 * `@craft/shared/schemas`, `@craft/shared/api/types`, ...). A relative path into shared/src (or a
 * deep `@craft/shared/src/...`) bypasses that contract: it breaks when shared moves a file and
 * the production bundle would not see it as the package.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED = ['src', 'scripts', 'bench'];
const FORBIDDEN = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]((?:\.\.?\/)+(?:\.\.\/)*shared\/src[^'"]*|@craft\/shared\/src[^'"]*)['"]/g;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:[cm]?[jt]s)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`) && !file.includes(`${path.sep}dist${path.sep}`));
}

test('no API source imports shared/src by a relative or deep path; only @craft/shared package exports', () => {
  const offenders: string[] = [];
  const self = fileURLToPath(import.meta.url);
  for (const file of SCANNED.flatMap((dir) => sourceFiles(path.join(apiDir, dir))).filter((f) => f !== self)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(FORBIDDEN)) offenders.push(`${path.relative(apiDir, file)}: ${match[1]}`);
  }
  assert.deepEqual(offenders, []);
});

test('the guard itself recognises a relative import into shared/src', () => {
  const sample = "export type { Service } from '../../shared/src/api/types';\nimport x from '@craft/shared/src/paths';";
  assert.equal([...sample.matchAll(FORBIDDEN)].length, 2);
  assert.equal([..."import { idParam } from '@craft/shared/schemas';".matchAll(FORBIDDEN)].length, 0);
});
