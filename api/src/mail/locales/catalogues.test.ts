// database-independent: nothing here touches a database, so only the SQLite pass runs it (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import de from './de.json';
import en from './en.json';

/** A compiled message: text, or an argument `[name]` / `[name, 'select' | 'plural' | …, cases]`. */
type Token = string | [string, string?, Record<string, Token[] | number>?];

function messages(node: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const id = `${prefix}${key}`;
    if (typeof value === 'string') out.set(id, value);
    else for (const [inner, message] of messages(value as object, `${id}.`)) out.set(inner, message);
  }
  return out;
}

/** "name" for a plain argument, "name:select(a|b|other)" for a select (its cases are the code's values), "name:plural" for a plural (each language has its own forms). */
function argumentsOf(tokens: Token[] | string, out = new Set<string>()): Set<string> {
  for (const token of typeof tokens === 'string' ? [tokens] : tokens) {
    if (typeof token === 'string') continue;
    const [name, type, cases] = token;
    out.add(type === 'select' ? `${name}:select(${Object.keys(cases ?? {}).sort().join('|')})` : type ? `${name}:${type}` : name);
    for (const branch of Object.values(cases ?? {})) if (Array.isArray(branch)) argumentsOf(branch, out);
  }
  return out;
}

const english = messages(en);
const german = messages(de);

test('the German and the English mail catalogue have the same messages', () => {
  assert.ok(english.size > 50);
  assert.deepEqual([...german.keys()].sort(), [...english.keys()].sort());
});

test('each message takes the same ICU arguments in both languages, and every message is valid ICU', () => {
  for (const [id, message] of english) {
    const theirs = german.get(id);
    if (theirs === undefined) continue;
    const args = (text: string) => [...argumentsOf(compileMessageOrThrow(text) as Token[] | string)].sort();
    assert.deepEqual(args(theirs), args(message), id);
  }
});

test('the check sees a missing argument and a select with other cases', () => {
  const args = (text: string) => [...argumentsOf(compileMessageOrThrow(text) as Token[] | string)].sort();
  assert.notDeepEqual(args('Hallo {firstname},'), args('Hello,'));
  assert.notDeepEqual(args('{x, select, true {a} other {b}}'), args('{x, select, yes {a} other {b}}'));
  assert.deepEqual(args('{n, plural, one {# Tag} other {# Tage}} {t}'), ['n:plural', 't']);
});
