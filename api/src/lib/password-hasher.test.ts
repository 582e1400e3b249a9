// database-independent: nothing here touches a database, so only the SQLite pass runs it (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import { after, describe, test } from 'node:test';
import argon2 from 'argon2';
import { ChildProcessHasher } from './password-hasher';

const cheap = { type: argon2.argon2id, memoryCost: 4096, timeCost: 2, parallelism: 1 } as const;

/** The nice value of every thread of a process (Linux: field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNiceValues(pid: number): number[] {
  return fs.readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
}

describe('password hasher process', () => {
  const hasher = new ChildProcessHasher();
  after(() => hasher.close());

  test('hashes and verifies in its own process, with hashes the in-process library accepts', async () => {
    const hash = await hasher.hash('correct horse battery', cheap);
    assert.match(hash, /^\$argon2id\$/);
    assert.ok(hasher.pid && hasher.pid !== process.pid, 'a separate process');
    assert.equal(await argon2.verify(hash, 'correct horse battery'), true);
    assert.equal(await hasher.verify(hash, 'correct horse battery'), true);
    assert.equal(await hasher.verify(hash, 'wrong horse battery'), false);
    assert.equal(await hasher.verify('not-an-argon2-hash', 'anything'), false, 'a malformed hash is a failed check');
  });

  test('every thread of the hasher, argon2 pool included, runs at a below-normal CPU priority', { skip: process.platform !== 'linux' && 'procfs is Linux only' }, async () => {
    // Several hashes at once: libuv's pool threads certainly exist and have worked.
    await Promise.all(Array.from({ length: 4 }, (_, i) => hasher.hash(`password ${i}`, cheap)));
    const pid = hasher.pid;
    assert.ok(pid);
    const values = threadNiceValues(pid);
    assert.ok(values.length >= 5, `threads: ${values.length}`);
    assert.deepEqual(new Set(values), new Set([os.constants.priority.PRIORITY_BELOW_NORMAL]), `nice values ${values.join(',')}`);
    assert.ok(threadNiceValues(process.pid).every((value) => value < os.constants.priority.PRIORITY_BELOW_NORMAL), 'the API itself keeps its priority');
  });

  test('a hasher that dies fails the calls in flight, and the next call starts a new one', async () => {
    await hasher.hash('warm up', cheap);
    const first = hasher.pid;
    assert.ok(first);
    const inFlight = hasher.hash('in flight', { ...cheap, memoryCost: 65_536, timeCost: 3 });
    process.kill(first, 'SIGKILL');
    await assert.rejects(inFlight, /password hasher stopped/);
    assert.equal(await hasher.verify(await hasher.hash('after the restart', cheap), 'after the restart'), true);
    assert.ok(hasher.pid && hasher.pid !== first, 'a new process');
  });
});
