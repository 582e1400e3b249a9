import fs from 'node:fs';
import path from 'node:path';
import { registerCatalogs, setLanguage } from '../i18n';

/** Each app's namespace by its workspace folder (the namespaces the apps register at run time). */
const NAMESPACES: Record<string, string> = { host: 'host', 'buyer-remote': 'buyer', 'seller-remote': 'seller', shared: 'shared' };

/**
 * Tests render every app's screens in English (the spec's texts) unless they switch: all
 * catalogues are registered, compiled by the same transform the build uses (jest.preset.cjs).
 */
export async function loadCatalogsForTests(language: 'en' | 'de' = 'en'): Promise<void> {
  const root = path.resolve(__dirname, '../../..');
  for (const [folder, namespace] of Object.entries(NAMESPACES)) {
    const dir = path.join(root, folder, 'src/locales');
    if (!fs.existsSync(dir)) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the compiled catalogue synchronously
    void registerCatalogs(namespace, (lang) => Promise.resolve(require(path.join(dir, `${lang}.json`)) as { default: object }));
  }
  await setLanguage(language);
  // Tests start with no stored choice (setLanguage keeps one), as a first visit does.
  window.localStorage.removeItem('craft.language');
}
