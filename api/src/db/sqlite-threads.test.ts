import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { type Db, createDb } from './index';

// SQLite only: PostgreSQL runs statements in its own processes.
describe('SQLite on connection threads', () => {
  let dir: string;
  let db: Db;
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'craft-sqlite-threads-'));
    db = await createDb({ databaseUrl: null, databaseSchema: null, dataDir: dir });
    await sql`create table notes (id integer primary key, body text not null unique)`.execute(db.kysely);
  });
  after(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a slow read runs off the event loop: timers keep firing while it runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    // A few hundred milliseconds of SQLite work in one statement.
    const slow = sql<{ n: number }>`with recursive counter(i) as (select 1 union all select i + 1 from counter where i < 3000000) select count(*) as n from counter`.execute(db.kysely);
    const { rows } = await slow;
    clearInterval(timer);
    assert.equal(rows[0]?.n, 3_000_000);
    assert.ok(ticks >= 5, `the event loop ran ${ticks} timer ticks during the statement`);
  });

  test('a read that follows a write sees it, every time', async () => {
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const { insertId } = await db.kysely.insertInto('notes' as never).values({ body: `note ${i}` } as never).executeTakeFirstOrThrow();
        const read = await sql<{ body: string }>`select body from notes where id = ${Number(insertId)}`.execute(db.kysely);
        assert.equal(read.rows[0]?.body, `note ${i}`);
      }),
    );
  });

  test('transactions take the writer in turn; a rolled-back one leaves nothing, readers see only commits', async () => {
    const count = async () => (await sql<{ n: number }>`select count(*) as n from notes where body like 'tx %'`.execute(db.kysely)).rows[0]?.n;
    let insideSawOutside: number | undefined;
    const failing = db.kysely
      .transaction()
      .execute(async (trx) => {
        await sql`insert into notes (body) values ('tx rolled back')`.execute(trx);
        // Uncommitted: a read outside the transaction (a reader thread) does not see it, and does not wait.
        insideSawOutside = await count();
        throw new Error('roll back');
      })
      .catch((error: Error) => error.message);
    const committed = Array.from({ length: 10 }, (_, i) =>
      db.kysely.transaction().execute(async (trx) => {
        const before = (await sql<{ n: number }>`select count(*) as n from notes where body like 'tx %'`.execute(trx)).rows[0]?.n ?? 0;
        await sql`insert into notes (body) values (${`tx ${i} after ${before}`})`.execute(trx);
      }),
    );
    assert.equal(await failing, 'roll back');
    await Promise.all(committed);
    assert.equal(insideSawOutside, 0);
    // Serialised: each transaction saw every earlier one, so the counts it saw are 0..9, once each.
    const seen = (await sql<{ body: string }>`select body from notes where body like 'tx %'`.execute(db.kysely)).rows.map((row) => Number(row.body.split(' after ')[1]));
    assert.deepEqual(seen.sort((a, b) => a - b), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  test('a raw statement that reads like a read but writes goes to the writer', async () => {
    await sql`with body(text) as (select 'from a with clause') insert into notes (body) select text from body`.execute(db.kysely);
    const { rows } = await sql<{ n: number }>`select count(*) as n from notes where body = 'from a with clause'`.execute(db.kysely);
    assert.equal(rows[0]?.n, 1);
  });

  test("errors keep SQLite's code (the API maps SQLITE_CONSTRAINT_UNIQUE to 409)", async () => {
    await sql`insert into notes (body) values ('unique body')`.execute(db.kysely);
    await assert.rejects(sql`insert into notes (body) values ('unique body')`.execute(db.kysely), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
  });

  test('the writer leaves checkpoints to the checkpoint thread', async () => {
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db.kysely);
    assert.equal(rows[0]?.wal_autocheckpoint, 0);
    assert.deepEqual(db.poolUse().waiting, 0);
  });
});
