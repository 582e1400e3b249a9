import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS } from './migrations';

test('migrations/index.ts lists every NNNN_name.ts of the folder, in order, each with up()', () => {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();
  assert.deepEqual(Object.keys(MIGRATIONS).sort(), files);
  for (const [name, migration] of Object.entries(MIGRATIONS)) assert.equal(typeof migration.up, 'function', name);
});
