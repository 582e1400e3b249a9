import fs from 'node:fs';
import path from 'node:path';
import { registerCatalogs, setLanguage } from '@craft/shared/i18n';
import { CATALOGUES } from '../i18n/catalogue-list';

export { CATALOGUES };

/**
 * Tests render every app's screens in English (the spec's texts) unless they switch: all
 * catalogues are registered, compiled by the same transform the build uses (jest.preset.cjs).
 */
export async function loadCatalogsForTests(language: 'en' | 'de' = 'en'): Promise<void> {
  const root = path.resolve(__dirname, '../../..');
  for (const { dir, namespace } of CATALOGUES) {
    const folder = path.join(root, dir);
    if (!fs.existsSync(folder)) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the compiled catalogue synchronously
    void registerCatalogs(namespace, (lang) => Promise.resolve(require(path.join(folder, `${lang}.json`)) as { default: object }));
  }
  await setLanguage(language);
  // Tests start with no stored choice (setLanguage keeps one), as a first visit does.
  window.localStorage.removeItem('craft.language');
}
