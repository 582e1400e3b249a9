// database-independent: nothing here touches a database, so only the SQLite pass runs it (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer';

// SQLite only: PostgreSQL checkpoints in its own processes.
describe('SQLite checkpoints on their own thread', () => {
  let dir: string;
  let file: string;
  let connection: SQLite.Database;
  let checkpointer: WalCheckpointer;
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'craft-wal-'));
    file = path.join(dir, 'test.sqlite');
    connection = new SQLite(file);
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
    connection.exec('create table notes (id integer primary key, body text not null)');
    // As the writer's connection thread opens it: no checkpoints of its own.
    connection.pragma('wal_autocheckpoint = 0');
    checkpointer = startWalCheckpointer(file, async (pages) => void connection.pragma(`wal_autocheckpoint = ${pages}`), 20);
  });
  after(async () => {
    await checkpointer.stop();
    connection.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('the log is copied and started over while a connection without checkpoints of its own writes', async () => {
    await checkpointer.ready;
    const insert = connection.prepare('insert into notes (body) values (?)');
    const logSize = () => fs.statSync(`${file}-wal`).size;
    const before = logSize();
    const written = 40 * 50 * 4_000;
    for (let round = 0; round < 40; round += 1) {
      for (let i = 0; i < 50; i += 1) insert.run('x'.repeat(4_000));
      await sleep(25);
    }
    assert.ok(checkpointer.last && checkpointer.last.checkpointed > 0, `reported: ${JSON.stringify(checkpointer.last)}`);
    // Without checkpoints the log would grow by every page written (8 MB); started over, it stays
    // well under that. Half, not less: on a busy machine the last restart may lag a few rounds.
    assert.ok(logSize() - before < written / 2, `log grew ${logSize() - before} bytes while ${written} were written`);
    assert.equal(connection.prepare('select count(*) from notes').pluck().get(), 2_000);
  });
});
