import fs from 'node:fs';
import path from 'node:path';
import { CATALOGUES } from '../testing/i18n';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own compiler (CommonJS)
const { compileCatalog } = require('@craft/platform/loaders/compile-catalog.cjs') as { compileCatalog: (source: string, file: string) => Record<string, unknown> };

const root = path.resolve(__dirname, '../../..');
const catalogues = CATALOGUES.filter(({ dir }) => fs.existsSync(path.join(root, dir)));

/**
 * The names of the values a compiled message takes. A compiled message is a list of parts: text
 * (a string, or '#' in a plural) or a placeholder `[name]` / `[name, format, branches]`, each
 * branch a list of parts again.
 */
function valueNames(parts: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(parts)) return into;
  for (const part of parts) {
    if (!Array.isArray(part)) continue;
    const [name, , branches] = part as [unknown, unknown, unknown];
    if (typeof name === 'string') into.add(name);
    if (branches && typeof branches === 'object') for (const branch of Object.values(branches)) valueNames(branch, into);
  }
  return into;
}

/** Every message id of a catalogue with the names of the values it takes. */
function messages(file: string): Map<string, string> {
  const compiled = compileCatalog(fs.readFileSync(file, 'utf8'), file);
  return new Map(Object.entries(compiled).map(([id, message]) => [id, [...valueNames(message)].sort().join(',')]));
}

describe('message catalogues', () => {
  it('exist for at least the host and the shared package', () => {
    expect(catalogues.map(({ namespace }) => namespace)).toEqual(expect.arrayContaining(['host', 'shared']));
  });

  it('list every locales folder of the apps, so none escapes the checks', () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'dist') continue;
        const child = `${dir}/${entry.name}`;
        if (entry.name === 'locales') found.push(child);
        else walk(child);
      }
    };
    for (const app of ['host', 'buyer-remote', 'seller-remote', 'admin-remote', 'shared']) walk(`${app}/src`);
    expect(found.sort()).toEqual(CATALOGUES.map(({ dir }) => dir).sort());
  });

  it.each(catalogues.map(({ dir }) => dir))('%s: German and English have the same messages, each taking the same values', (dir) => {
    const english = messages(path.join(root, dir, 'en.json'));
    const german = messages(path.join(root, dir, 'de.json'));
    expect([...german.keys()].filter((id) => !english.has(id))).toEqual([]);
    expect([...english.keys()].filter((id) => !german.has(id))).toEqual([]);
    for (const [id, values] of english) expect(`${id}: ${german.get(id) ?? ''}`).toBe(`${id}: ${values}`);
  });
});
