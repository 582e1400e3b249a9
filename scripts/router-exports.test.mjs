/**
 * platform/router-exports.cjs is the list the shared react-router singleton is tree-shaken to: every
 * react-router(-dom) name the apps' shipped code imports must be in it (else that import is
 * undefined in the page), and nothing else (else unused code ships). Read with the TypeScript
 * parser, so type-only imports are ignored and multi-line imports count.
 * Run: npm run test:scripts (part of npm test).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const listed = require('../platform/router-exports.cjs');
const ROUTER = /^react-router(-dom)?$/;

/** Shipped sources: .ts/.tsx under each app's src, without tests and testing/ helpers. */
function shippedSources(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') files.push(...shippedSources(file));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(file);
    }
  }
  return files;
}

/** The router names a file imports (or re-exports) as values; namespace and default imports are errors. */
function routerImports(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const names = [];
  const where = `${path.relative(repoRoot, file)}`;
  for (const statement of source.statements) {
    const from = statement.moduleSpecifier;
    if (!from || !ts.isStringLiteral(from) || !ROUTER.test(from.text)) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      assert.equal(clause.name, undefined, `${where}: a default import of ${from.text} cannot be tree-shaken`);
      const bindings = clause.namedBindings;
      if (!bindings) continue;
      assert.ok(ts.isNamedImports(bindings), `${where}: a namespace import of ${from.text} needs the whole module`);
      for (const element of bindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      assert.ok(statement.exportClause && ts.isNamedExports(statement.exportClause), `${where}: export * from ${from.text} needs the whole module`);
      for (const element of statement.exportClause.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

const used = new Set(
  ['host', 'buyer-remote', 'seller-remote', 'admin-remote', 'shared'].flatMap((app) => shippedSources(path.join(repoRoot, app, 'src')).flatMap(routerImports)),
);

test('every react-router(-dom) export the shipped code imports is in platform/router-exports.cjs', () => {
  const missing = [...used].filter((name) => !listed.includes(name)).sort();
  assert.deepEqual(missing, [], `add to platform/router-exports.cjs: ${missing.join(', ')}`);
});

test('platform/router-exports.cjs lists nothing the shipped code does not import', () => {
  const unused = listed.filter((name) => !used.has(name));
  assert.deepEqual(unused, [], `remove from platform/router-exports.cjs: ${unused.join(', ')}`);
});

test('platform/router-exports.cjs is sorted and has no duplicates, so a diff shows exactly what changed', () => {
  assert.deepEqual(listed, [...new Set(listed)].sort());
});
