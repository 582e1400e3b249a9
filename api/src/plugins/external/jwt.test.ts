// database-independent: nothing here touches a database, so only the SQLite pass runs it (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { resolveJwtSecret } from './jwt';

describe('JWT secret', () => {
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'craft-jwt-'));

  test('a configured secret of 32+ characters is used as it is', () => {
    const secret = 'k'.repeat(20) + 'Zq8vL2mN4pR6tW9y';
    assert.equal(resolveJwtSecret(secret, dataDir()), secret);
  });

  test('a short secret or the example placeholder stops the start', () => {
    assert.throws(() => resolveJwtSecret('secret', dataDir()), /at least 32/);
    assert.throws(() => resolveJwtSecret('replace-with-48-random-characters-shared-by-all-instances', dataDir()), /example/);
  });

  test('without one, a secret is generated once and kept in DATA_DIR', () => {
    const dir = dataDir();
    const first = resolveJwtSecret(null, dir);
    assert.ok(first.length >= 32);
    assert.equal(resolveJwtSecret(null, dir), first);
    assert.equal(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777, 0o600);
  });
});
