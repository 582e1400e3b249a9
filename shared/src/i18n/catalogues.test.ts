import fs from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own compiler (CommonJS)
const { flatten } = require('../../../scripts/i18n/compile-catalog.cjs') as { flatten: (node: object, prefix: string, out: Record<string, unknown>, file: string) => Record<string, unknown> };

const root = path.resolve(__dirname, '../../..');
const apps = ['host', 'buyer-remote', 'seller-remote', 'shared'].filter((app) => fs.existsSync(path.join(root, app, 'src/locales')));

/** Every message id of a catalogue with the names of the values it takes ({name}, {count, plural, …}). */
function placeholders(file: string): Map<string, string> {
  const source = JSON.parse(fs.readFileSync(file, 'utf8')) as object;
  const ids = Object.keys(flatten(source, '', {}, file));
  const texts = new Map<string, string>();
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const id = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') texts.set(id, [...new Set([...value.matchAll(/\{\s*([A-Za-z_]\w*)/g)].map((m) => m[1]))].sort().join(','));
      else walk(value as Record<string, unknown>, id);
    }
  };
  walk(source as Record<string, unknown>, '');
  expect([...texts.keys()].sort()).toEqual(ids.sort());
  return texts;
}

describe('message catalogues (#18)', () => {
  it('exist for at least the host', () => {
    expect(apps).toContain('host');
  });

  it.each(apps)('%s: German and English have the same messages, each taking the same values', (app) => {
    const english = placeholders(path.join(root, app, 'src/locales/en.json'));
    const german = placeholders(path.join(root, app, 'src/locales/de.json'));
    expect([...german.keys()].filter((id) => !english.has(id))).toEqual([]);
    expect([...english.keys()].filter((id) => !german.has(id))).toEqual([]);
    for (const [id, values] of english) expect(`${id}: ${german.get(id) ?? ''}`).toBe(`${id}: ${values}`);
  });
});
