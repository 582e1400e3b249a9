import fs from 'node:fs';
import path from 'node:path';
import { registerCatalogs, setLanguage } from '@craft/shared/i18n';

/**
 * Every catalogue of the product, by folder (from the repository root) and namespace: the
 * namespaces the apps register at run time. A new catalogue is added here too.
 */
export const CATALOGUES: ReadonlyArray<{ dir: string; namespace: string }> = [
  { dir: 'host/src/locales', namespace: 'host' },
  // The host's lazily loaded pages keep their texts off the landing page's budget.
  { dir: 'host/src/features/account-recovery/locales', namespace: 'host-account' },
  { dir: 'host/src/features/search/locales', namespace: 'host-results' },
  { dir: 'host/src/features/notifications/locales', namespace: 'host-notifications' },
  { dir: 'host/src/features/static-pages/locales', namespace: 'host-pages' },
  { dir: 'host/src/features/home/locales', namespace: 'host-home' },
  { dir: 'buyer-remote/src/locales', namespace: 'buyer' },
  { dir: 'seller-remote/src/locales', namespace: 'seller' },
  { dir: 'shared/src/locales', namespace: 'shared' },
  { dir: 'shared/src/messaging/locales', namespace: 'messaging' },
  { dir: 'shared/src/jobs/locales', namespace: 'jobs' },
  // The API's error codes in words (api/error-messages.ts); English is loaded by tests only.
  { dir: 'shared/src/api/locales', namespace: 'apiErrors' },
  { dir: 'host/src/features/legal/locales', namespace: 'legal' },
];

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
