import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { type TestContext, createTestContext, registerAndLogin } from '../test/helpers';
import { down, up } from './migrations/0240_notification_kinds';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.cleanup());

/** Writes a row of `kind` the way no API code would (past the table's check): does the database itself take it? */
async function databaseTakes(kind: string, userId: number): Promise<boolean> {
  try {
    await sql`insert into notifications (user_id, kind, subject_type, subject_id, created_at) values (${userId}, ${kind}, 'order', 1, ${new Date().toISOString()})`.execute(ctx.app.db);
    return true;
  } catch {
    return false;
  }
}

test('0240 drops the kind check (rows kept), down restores it (dropping kinds it never knew), up drops it again', async () => {
  const user = await registerAndLogin(ctx.app, 'buyer');
  const count = async () => Number((await sql<{ n: number | string }>`select count(*) as n from notifications`.execute(ctx.app.db)).rows[0]?.n);

  assert.equal(await databaseTakes('a_new_kind', user.id), true, 'after every migration: no check');
  assert.equal(await databaseTakes('order_new', user.id), true);
  const rows = await count();

  await down(ctx.app.db);
  assert.equal(await count(), rows - 1, 'down removed the row of the kind the check does not allow, kept the other');
  assert.equal(await databaseTakes('another_new_kind', user.id), false, 'after down: the old check refuses it');
  assert.equal(await databaseTakes('offer_changed', user.id), true, 'after down: the kinds of 0234 are taken');

  await up(ctx.app.db);
  assert.equal(await count(), rows, 'up kept every row');
  assert.equal(await databaseTakes('another_new_kind', user.id), true, 'after up: no check again');
});
