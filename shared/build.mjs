/**
 * `npm run build -w shared`: @craft/shared as a package a remote outside this repository installs:
 * dist/ holds ES modules (for webpack; the styled components carry the ids their source build
 * gives them, so server and browser agree whichever copy runs), their .d.ts, the message
 * catalogues and test helpers, and a package.json whose exports map names the built files. The
 * apps of this repository keep importing the sources (the workspace package.json); `npm pack
 * shared/dist` makes the tarball.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const require = createRequire(import.meta.url);
const styledComponentIds = require('@craft/platform/loaders/styled-component-ids.cjs');

const dir = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(dir, 'src');
const out = path.join(dir, 'dist');
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

fs.rmSync(out, { recursive: true, force: true });

const config = ts.getParsedCommandLineOfConfigFile(path.join(dir, 'tsconfig.json'), { noEmit: false, outDir: out, rootDir: src, declaration: true, sourceMap: false, noEmitOnError: true }, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  },
});
const program = ts.createProgram({ rootNames: config.fileNames.filter((file) => !isTest(file)), options: config.options });
const result = program.emit(undefined, undefined, undefined, false, { before: [styledComponentIds(path.dirname(dir))] });
const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
if (diagnostics.length > 0 || result.emitSkipped) {
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => dir, getNewLine: () => '\n' }));
  process.exit(1);
}

// What tsc does not emit: hand-written declarations, catalogues and the jest environment.
const copyExtras = (from) => {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const file = path.join(from, entry.name);
    if (entry.isDirectory()) copyExtras(file);
    else if (!isTest(entry.name) && /\.(json|cjs|d\.ts)$/.test(entry.name)) {
      const target = path.join(out, path.relative(src, file));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(file, target);
    }
  }
};
copyExtras(src);
// tsc drops the entry's reference to the theme's augmentation of styled-components; the built
// package keeps it, so an app importing it types `props.theme` as the sources do.
const entryTypes = path.join(out, 'index.d.ts');
fs.writeFileSync(entryTypes, `/// <reference path="./theme/styled.d.ts" />\n${fs.readFileSync(entryTypes, 'utf8')}`);

const source = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
// @craft/shared/testing runs on the test tools @craft/platform brings (its jest preset): optional
// peers of the built package, in the platform's ranges.
const platform = require('@craft/platform/package.json');
const TEST_TOOLS = ['@testing-library/jest-dom', '@testing-library/react', 'msw'];
/** ./src/x/index.ts -> { types: ./x/index.d.ts, default: ./x/index.js } */
const built = (file) => {
  const base = file.replace(/^\.\/src\//, './').replace(/\.tsx?$/, '');
  if (/\.(json|cjs)$/.test(file)) return base;
  return { types: `${base}.d.ts`, default: `${base}.js` };
};
const manifest = {
  name: source.name,
  version: source.version,
  description: source.description,
  license: 'UNLICENSED',
  types: './index.d.ts',
  exports: Object.fromEntries(Object.entries(source.exports).map(([key, file]) => [key, key === './package.json' ? './package.json' : built(file)])),
  dependencies: source.dependencies,
  peerDependencies: { ...source.peerDependencies, ...Object.fromEntries(TEST_TOOLS.map((name) => [name, platform.dependencies[name]])) },
  peerDependenciesMeta: Object.fromEntries(TEST_TOOLS.map((name) => [name, { optional: true }])),
};
fs.writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`@craft/shared ${source.version} built into ${path.relative(process.cwd(), out) || '.'}`);
