/**
 * The product's message catalogues, read the way a translator wrote them, so the German browser
 * tests assert what a German visitor reads without copying the texts into the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CATALOGUES } from '../../shared/src/i18n/catalogue-list';
import { rootDir } from './stack';

type Catalogue = { [key: string]: string | Catalogue };

const FOLDERS: Record<string, string> = Object.fromEntries(CATALOGUES.map(({ namespace, dir }) => [namespace, dir]));

const cache = new Map<string, Catalogue>();

function catalogue(namespace: string, language: 'de' | 'en'): Catalogue {
  const key = `${namespace}:${language}`;
  let found = cache.get(key);
  if (!found) {
    const folder = FOLDERS[namespace];
    if (!folder) throw new Error(`No catalogue "${namespace}"`);
    found = JSON.parse(fs.readFileSync(path.join(rootDir, folder, `${language}.json`), 'utf8')) as Catalogue;
    cache.set(key, found);
  }
  return found;
}

/**
 * One message: `text('de', 'host', 'footer.home')`. Simple `{name}` placeholders are filled from
 * `values`; a message with plural or select branches is refused (assert on a plain one instead).
 */
export function text(language: 'de' | 'en', namespace: string, id: string, values: Record<string, string | number> = {}): string {
  let node: string | Catalogue | undefined = catalogue(namespace, language);
  for (const part of id.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No message ${namespace}.${id} in ${language}`);
  if (/\{\s*\w+\s*,/.test(node)) throw new Error(`${namespace}.${id} has branches; pick a plain message`);
  return node.replace(/\{\s*(\w+)\s*\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`${namespace}.${id} needs a value for {${name}}`);
    return String(values[name]);
  });
}

/** The German message of `namespace.id`. */
export const de = (namespace: string, id: string, values?: Record<string, string | number>) => text('de', namespace, id, values);
