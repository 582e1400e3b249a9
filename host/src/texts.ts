import { registerCatalogs, useTexts, type Leaves } from '@craft/shared/i18n';
import english from './locales/en.json';

/** The host's message ids, from the English catalogue (the German one is checked to match). */
export type HostTextId = Leaves<typeof import('./locales/en.json')>;

/**
 * The host's catalogues (#18). English, the spec's text and every other language's fallback, is in
 * the host's own bundle (a request of its own cost more than its bytes on the landing page's
 * budget); German is a chunk loaded only when chosen.
 */
export function registerHostCatalogs(): Promise<void> {
  return registerCatalogs('host', (language) =>
    language === 'de' ? import(/* webpackChunkName: "host-texts-de" */ './locales/de.json') : Promise.resolve({ default: english }),
  );
}

export const useHostTexts = () => useTexts<HostTextId>('host');
