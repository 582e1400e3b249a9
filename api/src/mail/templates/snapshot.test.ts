// database-independent: nothing here touches a database, so only the SQLite pass runs it (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { everyMail } from './every-mail';

/**
 * Every mail in both languages, byte for byte as the fixture holds it: wording moves between files
 * without a reader of the mails noticing. A deliberate change of wording rewrites the fixture with
 * `UPDATE_MAIL_SNAPSHOT=1` (and the diff shows what the recipients will read).
 */
const FIXTURE = new URL('./rendered-mails.snapshot.json', import.meta.url);

test('every mail renders exactly as the fixture holds it, in German and English', () => {
  const rendered = Object.fromEntries(
    (['de', 'en'] as const).map((locale) => [locale, Object.fromEntries(everyMail(locale).map(([name, { subject, text, html }]) => [name, { subject, text, html }]))]),
  );
  if (process.env.UPDATE_MAIL_SNAPSHOT === '1') fs.writeFileSync(FIXTURE, `${JSON.stringify(rendered, null, 2)}\n`);
  assert.deepEqual(rendered, JSON.parse(fs.readFileSync(FIXTURE, 'utf8')));
});
