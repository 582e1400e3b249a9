import { registerCatalogs, useTexts, type Leaves } from '@craft/shared/i18n';

/** The host's message ids, from the English catalogue (the German one is checked to match). */
export type HostTextId = Leaves<typeof import('./locales/en.json')>;

/** The host's catalogues (#18): one chunk per language, only the current one loads. */
export function registerHostCatalogs(): Promise<void> {
  return registerCatalogs('host', (language) => import(/* webpackChunkName: "host-texts-[request]" */ `./locales/${language}.json`));
}

export const useHostTexts = () => useTexts<HostTextId>('host');
